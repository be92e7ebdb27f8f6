import { describe, expect, it } from 'vitest';
import { absenceLevel, addDays, attendanceEntry, attendanceMessages, isAttendanceEditable, missedMinutes, schoolDay } from './attendance';

describe('the attendance window (CONST-05, AMB-62, SEC-05)', () => {
  const noon = new Date('2024-03-20T11:00:00Z');

  it('ATT-12 allows today and day −7, ATT-11 refuses day −8 and tomorrow', () => {
    expect(isAttendanceEditable('2024-03-20', noon)).toBe(true);
    expect(isAttendanceEditable('2024-03-13', noon)).toBe(true);
    expect(isAttendanceEditable('2024-03-12', noon)).toBe(false);
    expect(isAttendanceEditable('2024-03-21', noon)).toBe(false);
  });

  it('counts Berlin calendar days: 23:59:59 CET is still the old day, 00:00 the new one (winter, UTC+1)', () => {
    const before = new Date('2024-03-10T22:59:59Z');
    const after = new Date('2024-03-10T23:00:00Z');
    expect(schoolDay(before)).toBe('2024-03-10');
    expect(schoolDay(after)).toBe('2024-03-11');
    expect(isAttendanceEditable('2024-03-03', before)).toBe(true);
    expect(isAttendanceEditable('2024-03-03', after)).toBe(false);
    expect(isAttendanceEditable('2024-03-11', before)).toBe(false);
    expect(isAttendanceEditable('2024-03-11', after)).toBe(true);
  });

  it('counts Berlin calendar days in summer time too (UTC+2)', () => {
    expect(schoolDay(new Date('2024-07-10T21:59:59Z'))).toBe('2024-07-10');
    expect(schoolDay(new Date('2024-07-10T22:00:00Z'))).toBe('2024-07-11');
    expect(isAttendanceEditable('2024-07-04', new Date('2024-07-11T21:30:00Z'))).toBe(true);
    expect(isAttendanceEditable('2024-07-04', new Date('2024-07-11T22:30:00Z'))).toBe(false);
  });

  it('names the day of each moment: the same time a day later, the last second of a day, the next day', () => {
    expect(schoolDay(new Date('2024-03-20T11:00:00Z'))).toBe('2024-03-20');
    expect(schoolDay(new Date('2024-03-20T11:00:30Z'))).toBe('2024-03-20');
    expect(schoolDay(new Date('2024-03-21T11:00:30Z'))).toBe('2024-03-21');
    expect(schoolDay(new Date('2024-03-20T22:59:59Z'))).toBe('2024-03-20');
    expect(schoolDay(new Date('2024-03-20T23:00:00Z'))).toBe('2024-03-21');
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('attendance entries and levels', () => {
  it('ATT-06 ATT-07 accepts the four blocks and the nine reasons only', () => {
    const ok = { '8': true, '10': false, '12': true, '13:45': true, reason: 'late15' };
    expect(attendanceEntry.safeParse(ok).success).toBe(true);
    expect(attendanceEntry.safeParse({ ...ok, reason: '' }).success).toBe(true);
    expect(attendanceEntry.safeParse({ ...ok, reason: 'krank' }).success).toBe(false);
    expect(attendanceEntry.safeParse({ ...ok, '14': true }).success).toBe(false);
  });

  it('AMB-61 ATT-10 ISSUE-8 the refusal for non-supervisors names the Praxisbegleitung, not teachers', () => {
    expect(attendanceMessages.onlySupervisor).toBe('Die Anwesenheitsliste kann nur von der Praxisbegleitung aktualisiert werden!');
    expect(attendanceMessages.onlySupervisor).not.toMatch(/Lehrer/);
  });

  it('ISSUE-8 counts 90 minutes per absent block plus the late or left-early minutes, at most the 360-minute day', () => {
    const present = { '8': true, '10': true, '12': true, '13:45': true, reason: '' } as const;
    expect(missedMinutes(present)).toBe(0);
    expect(missedMinutes({ ...present, '12': false, reason: 'late15' })).toBe(105);
    expect(missedMinutes({ ...present, reason: 'left60' })).toBe(60);
    expect(missedMinutes({ ...present, '8': false, '10': false, reason: 'excused' })).toBe(180);
    expect(missedMinutes({ '8': false, '10': false, '12': false, '13:45': false, reason: '' })).toBe(360);
    expect(missedMinutes({ '8': false, '10': false, '12': false, '13:45': false, reason: 'late60' })).toBe(360);
  });

  it('CONST-23 flags at or over 10 %, warns over 8 %', () => {
    expect(absenceLevel(0.1)).toBe('over');
    expect(absenceLevel(0.0999)).toBe('warn');
    expect(absenceLevel(0.08)).toBe('ok');
    expect(absenceLevel(0.0801)).toBe('warn');
  });
});
