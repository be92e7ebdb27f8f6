import { describe, expect, it } from 'vitest';
import { absenceLevel, addDays, attendanceEntry, attendanceMessages, isAttendanceEditable, MAX_STUDENTS_PER_RECORD, saveAttendanceBody, schoolDay } from './attendance';
import { asIsCheckOf } from './common';

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

  it('ISSUE-17 the day kept for a minute is that minute\'s: the same time a day later, the last second of a day, the next day again', () => {
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

  it('CONST-23 flags at or over 10 %, warns over 8 %', () => {
    expect(absenceLevel(0.1)).toBe('over');
    expect(absenceLevel(0.0999)).toBe('warn');
    expect(absenceLevel(0.08)).toBe('ok');
    expect(absenceLevel(0.0801)).toBe('warn');
  });
});

describe('the save body taken as it is (issue 17, acceptedAsIs)', () => {
  const id = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
  const entry = (i: number) => ({ '8': true, '10': i % 3 !== 0, '12': true, '13:45': i % 5 !== 0, reason: i % 4 === 0 ? 'late15' : '' });
  const valid = () => ({ _grade: id(1), date: '2024-03-20', version: 3, attendance: Object.fromEntries(Array.from({ length: 25 }, (_, i) => [id(100 + i), entry(i)])) });
  const accepts = asIsCheckOf(saveAttendanceBody)!;
  // each breaks one thing, or changes something the schema allows
  const first = (b: ReturnType<typeof valid>) => b.attendance[id(100)] as Record<string, unknown>;
  const changes: Array<[string, (b: ReturnType<typeof valid>) => void]> = [
    ['unknown field', (b) => Object.assign(b, { extra: 1 })],
    ['no _grade', (b) => Reflect.deleteProperty(b, '_grade')],
    ['_grade not an id', (b) => Object.assign(b, { _grade: 'abc' })],
    ['_grade a number', (b) => Object.assign(b, { _grade: 7 })],
    ['_grade upper case', (b) => Object.assign(b, { _grade: id(1).toUpperCase() })],
    ['_teacher an id', (b) => Object.assign(b, { _teacher: id(2) })],
    ['_teacher not an id', (b) => Object.assign(b, { _teacher: 'x' })],
    ['_teacher null', (b) => Object.assign(b, { _teacher: null })],
    ['no date', (b) => Reflect.deleteProperty(b, 'date')],
    ['date 30 February', (b) => Object.assign(b, { date: '2024-02-30' })],
    ['date unpadded', (b) => Object.assign(b, { date: '2024-3-20' })],
    ['date before 1900', (b) => Object.assign(b, { date: '1899-12-31' })],
    ['date a number', (b) => Object.assign(b, { date: 20240320 })],
    ['version absent', (b) => Reflect.deleteProperty(b, 'version')],
    ['version null', (b) => Object.assign(b, { version: null })],
    ['version 0', (b) => Object.assign(b, { version: 0 })],
    ['version negative', (b) => Object.assign(b, { version: -1 })],
    ['version a fraction', (b) => Object.assign(b, { version: 1.5 })],
    ['version a string', (b) => Object.assign(b, { version: '3' })],
    ['version huge', (b) => Object.assign(b, { version: 2 ** 60 })],
    ['attendance empty', (b) => Object.assign(b, { attendance: {} })],
    ['attendance an array', (b) => Object.assign(b, { attendance: [] })],
    ['attendance null', (b) => Object.assign(b, { attendance: null })],
    ['no attendance', (b) => Reflect.deleteProperty(b, 'attendance')],
    ['a key not an id', (b) => Object.assign(b.attendance, { nope: entry(1) })],
    ['too many students', (b) => { for (let i = 0; i <= MAX_STUDENTS_PER_RECORD; i++) b.attendance[id(1000 + i)] = entry(i); }],
    ['exactly the most students', (b) => { b.attendance = {}; for (let i = 0; i < MAX_STUDENTS_PER_RECORD; i++) b.attendance[id(1000 + i)] = entry(i); }],
    ['an entry null', (b) => Object.assign(b.attendance, { [id(100)]: null })],
    ['an entry an array', (b) => Object.assign(b.attendance, { [id(100)]: [true, true, true, true, ''] })],
    ['a block missing', (b) => Reflect.deleteProperty(first(b), '12')],
    ['a block too many', (b) => Object.assign(first(b), { '14': true })],
    ['a block a string', (b) => Object.assign(first(b), { '10': 'true' })],
    ['a block a number', (b) => Object.assign(first(b), { '13:45': 1 })],
    ['no reason', (b) => Reflect.deleteProperty(first(b), 'reason')],
    ['a reason unknown', (b) => Object.assign(first(b), { reason: 'late16' })],
    ['a reason a number', (b) => Object.assign(first(b), { reason: 15 })],
    ['a block replaced by another', (b) => { Reflect.deleteProperty(first(b), '8'); Object.assign(first(b), { '9': true }); }],
    ['every reason', (b) => ['', 'late15', 'late30', 'late45', 'late60', 'excused', 'left15', 'left30', 'left45', 'left60'].forEach((reason, i) => Object.assign(b.attendance[id(100 + i)]!, { reason }))],
  ];

  it('takes the list\'s everyday body as it is', () => {
    expect(accepts(valid())).toBe(true);
  });

  it('accepts only what the schema accepts and answers unchanged, alone and in pairs of changes', () => {
    const cases = [...changes.map((c) => [c]), ...changes.flatMap((a, i) => changes.slice(i + 1).map((b) => [a, b]))];
    let taken = 0;
    for (const picked of cases) {
      const body = valid();
      for (const [, change] of picked) {
        try {
          change(body);
        } catch {
          // a change of the entries after one that removed them: nothing to change
        }
      }
      const copy = JSON.parse(JSON.stringify(body)) as unknown;
      const parsed = saveAttendanceBody.safeParse(copy);
      if (accepts(copy)) {
        taken++;
        expect(parsed.success, picked.map(([name]) => name).join(' + ')).toBe(true);
        expect(parsed.data, picked.map(([name]) => name).join(' + ')).toEqual(copy);
      }
    }
    // the check is no stub that refuses everything: the allowed changes and their pairs are taken
    expect(taken).toBeGreaterThan(20);
  });
});
