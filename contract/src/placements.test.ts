import { describe, expect, it } from 'vitest';
import { elapsedShare, meetsWish, placementBody, practicalAbsenceOf, proofOf, rangesOverlap, requiredMinutes } from './placements';

const p = { plannedHours: 400, from: '2026-03-02', until: '2026-05-24' };

describe('issue 14: the hours arithmetic of the proof', () => {
  it('10 % of 400 h is 2,400 min; of 120 h 720 min', () => {
    expect(requiredMinutes(400)).toBe(2400);
    expect(requiredMinutes(120)).toBe(720);
    expect(requiredMinutes(500)).toBe(3000);
  });

  it('a placement ending today: all required minutes are due; short of them it is red, reached it is green', () => {
    expect(elapsedShare(p.from, p.until, p.until)).toBe(1);
    expect(proofOf(p, { confirmed: 2399, pending: 500 }, p.until)).toMatchObject({ requiredMinutes: 2400, expectedMinutes: 2400, light: 'amber' });
    expect(proofOf(p, { confirmed: 1000, pending: 0 }, p.until).light).toBe('red');
    expect(proofOf(p, { confirmed: 2400, pending: 0 }, p.until).light).toBe('green');
    // the day after, pending minutes no longer keep it on track
    expect(proofOf(p, { confirmed: 2399, pending: 500 }, '2026-05-25').light).toBe('red');
  });

  it('a placement not yet started: nothing due, amber (on track); green once confirmed minutes reach the required', () => {
    expect(elapsedShare(p.from, p.until, '2026-02-01')).toBe(0);
    expect(proofOf(p, { confirmed: 0, pending: 0 }, '2026-02-01')).toMatchObject({ expectedMinutes: 0, light: 'amber' });
  });

  it('confirmed versus pending: only confirmed minutes make it green; pending ones keep it on track', () => {
    const half = '2026-04-12'; // day 42 of 84
    expect(elapsedShare(p.from, p.until, half)).toBe(0.5);
    expect(proofOf(p, { confirmed: 600, pending: 600 }, half)).toMatchObject({ confirmedMinutes: 600, pendingMinutes: 600, expectedMinutes: 1200, light: 'amber' });
    expect(proofOf(p, { confirmed: 600, pending: 599 }, half).light).toBe('red');
    expect(proofOf(p, { confirmed: 0, pending: 2400 }, p.until).light).toBe('amber');
    expect(proofOf(p, { confirmed: 2400, pending: 0 }, half).light).toBe('green');
  });

  it('overlaps are inclusive of the first and last day', () => {
    expect(rangesOverlap({ from: '2026-01-01', until: '2026-01-31' }, { from: '2026-01-31', until: '2026-02-28' })).toBe(true);
    expect(rangesOverlap({ from: '2026-01-01', until: '2026-01-30' }, { from: '2026-01-31', until: '2026-02-28' })).toBe(false);
  });

  it('practical absence: 8 h a day against 10 % of 2,500 h', () => {
    expect(practicalAbsenceOf(10)).toEqual({ absentDays: 10, missedHours: 80, limitHours: 250, rate: 3.2, overLimit: false });
    expect(practicalAbsenceOf(32).overLimit).toBe(true);
  });

  it('wishes: the type fits, specific units need their word in provider or ward', () => {
    const acute = { type: 'inpatientAcute' as const, provider: { name: 'Klinikum Nord', ward: 'Station 3B' } };
    expect(meetsWish('stationäre Akutpflege', acute)).toBe(true);
    expect(meetsWish('Intensivstation', acute)).toBe(false);
    expect(meetsWish('Intensivstation', { ...acute, provider: { name: 'Klinikum Nord', ward: 'Intensivstation 2' } })).toBe(true);
    expect(meetsWish('Psychiatrie', acute)).toBe(false);
    expect(meetsWish(null, acute)).toBe(false);
  });

  it('bad input: until before from, unknown type, absurd hours', () => {
    const ok = { type: 'inpatientAcute', providerId: crypto.randomUUID(), from: '2026-03-02', until: '2026-05-24', plannedHours: 400, instructorIds: [] };
    expect(placementBody.safeParse(ok).success).toBe(true);
    expect(placementBody.safeParse({ ...ok, until: '2026-03-01' }).error?.issues[0]?.message).toBe('Das Enddatum darf nicht vor dem Anfangsdatum liegen.');
    expect(placementBody.safeParse({ ...ok, type: 'holiday' }).success).toBe(false);
    expect(placementBody.safeParse({ ...ok, plannedHours: -4 }).success).toBe(false);
  });
});
