import { describe, expect, it } from 'vitest';
import type { PlannedPlacement } from './status';
import { freePracticeHours, plannedEndOf, practiceStatus, theoryStatus } from './status';

const BLOCK = 90;

describe('theory: 10 % of 2,100 h (§ 13 PflBG), figures computed by hand', () => {
  it('all 2,100 h held and exactly 210 h missed is green; one 90-minute block more is red', () => {
    const atLimit = theoryStatus({ heldMinutes: 2100 * 60, missedMinutes: 210 * 60 });
    expect(atLimit).toMatchObject({ heldHours: 2100, attendedHours: 1890, missedHours: 210, mayStillMissHours: 0, forecastMissedHours: 210, light: 'green' });
    const oneMore = theoryStatus({ heldMinutes: 2100 * 60, missedMinutes: 210 * 60 + BLOCK });
    expect(oneMore).toMatchObject({ missedHours: 211.5, mayStillMissHours: -1.5, light: 'red' });
  });

  it('the forecast carries the current rate to the end: 60 of 700 h missed → 180 h at 2,100 (green); 80 of 700 → 240 h (amber)', () => {
    expect(theoryStatus({ heldMinutes: 700 * 60, missedMinutes: 60 * 60 })).toMatchObject({ forecastMissedHours: 180, mayStillMissHours: 150, light: 'green' });
    expect(theoryStatus({ heldMinutes: 700 * 60, missedMinutes: 80 * 60 })).toMatchObject({ forecastMissedHours: 240, light: 'amber' });
  });

  it('before the first lesson everything is green and nothing is forecast', () => {
    expect(theoryStatus({ heldMinutes: 0, missedMinutes: 0 })).toMatchObject({ rate: 0, forecastMissedHours: 0, mayStillMissHours: 210, light: 'green' });
  });
});

const placement = (over: Partial<PlannedPlacement>): PlannedPlacement => ({ type: 'orientation', from: '2025-09-01', until: '2025-11-30', plannedHours: 400, atProvider: true, absentDays: 0, ...over });
/** A complete plan: every annex-7 type with its hours, 1,300 h at the provider (orientation, inpatient acute, long-term, deepening). */
const fullPlan = (): PlannedPlacement[] => [
  placement({ type: 'orientation', from: '2025-09-01', until: '2025-11-30', plannedHours: 400 }),
  placement({ type: 'inpatientAcute', from: '2026-01-05', until: '2026-03-29', plannedHours: 400 }),
  placement({ type: 'inpatientLongTerm', from: '2026-04-06', until: '2026-06-28', plannedHours: 400, atProvider: false }),
  placement({ type: 'outpatient', from: '2026-09-01', until: '2026-11-22', plannedHours: 400, atProvider: false }),
  placement({ type: 'paediatrics', from: '2027-01-04', until: '2027-02-05', plannedHours: 120, atProvider: false }),
  placement({ type: 'psychiatry', from: '2027-03-01', until: '2027-04-02', plannedHours: 120, atProvider: false }),
  placement({ type: 'further', from: '2027-05-03', until: '2027-06-11', plannedHours: 160, atProvider: false }),
  placement({ type: 'deepening', from: '2028-03-01', until: '2028-08-31', plannedHours: 500 }),
];
const END = '2028-08-31';

describe('practice: annex 7, 1,300 h at the provider (§ 3 (2) PflAPrV), absences (§ 13 PflBG, § 1 (4) PflAPrV)', () => {
  it('a complete plan is on track (green) before its placements are done; each counts as done once its last day is over', () => {
    expect(practiceStatus(fullPlan(), '2026-12-01', END)).toMatchObject({ doneHours: 1600, plannedHours: 2500, providerHours: 1300, light: 'green' });
    expect(practiceStatus(fullPlan(), '2028-09-01', END)).toMatchObject({ doneHours: 2500, plannedHours: 2500, providerHours: 1300, light: 'green' });
    // the deepening placement of 500 h counts as done only once its last day is over
    const lastDay = practiceStatus(fullPlan(), END, END);
    expect(lastDay.types.find((t) => t.type === 'deepening')).toMatchObject({ doneHours: 0, plannedHours: 500, light: 'green' });
  });

  it('400 h of outpatient care reached only by a placement that ends on the planned end: green; one day later it counts for nothing, red once no time is left', () => {
    const onLastDay = fullPlan().map((p) => (p.type === 'outpatient' ? { ...p, from: '2028-09-01', until: '2028-11-30' } : p));
    const end = '2028-11-30';
    expect(practiceStatus(onLastDay, '2028-12-01', end).types.find((t) => t.type === 'outpatient')).toMatchObject({ doneHours: 400, light: 'green' });
    // the planned end a day earlier: the placement ends after it and does not count; nothing free is left that day
    const figures = practiceStatus(onLastDay, '2028-11-29', '2028-11-29');
    expect(figures.types.find((t) => t.type === 'outpatient')).toMatchObject({ plannedHours: 0, light: 'red' });
  });

  it('1,299 h planned at the provider is red (the plan cannot reach it), 1,300 h is not', () => {
    const short = fullPlan().map((p) => (p.type === 'deepening' ? { ...p, plannedHours: 499 } : p));
    // one hour short of the deepening type too, so both lights are red
    const figures = practiceStatus(short, '2028-09-01', END);
    expect(figures.providerHours).toBe(1299);
    expect(figures.light).toBe('red');
    const external = fullPlan().map((p) => (p.type === 'further' ? { ...p, atProvider: true } : p.type === 'deepening' ? { ...p, atProvider: false } : p));
    expect(practiceStatus(external, '2028-09-01', END)).toMatchObject({ providerHours: 960, light: 'red' });
  });

  it('the orientation placement belongs to the provider hours: elsewhere it is red even with 1,300 h', () => {
    const plan = fullPlan().map((p) => (p.type === 'orientation' ? { ...p, atProvider: false } : p.type === 'inpatientLongTerm' || p.type === 'outpatient' ? { ...p, atProvider: true } : p));
    expect(practiceStatus(plan, '2028-09-01', END).light).toBe('red');
  });

  it('25 % of a compulsory placement of 120 h is 30 h: 4 absent days (32 h) are red, 3 days (24 h) are not', () => {
    const withAbsence = (days: number) => fullPlan().map((p) => (p.type === 'psychiatry' ? { ...p, absentDays: days } : p));
    const ok = practiceStatus(withAbsence(3), '2028-09-01', END).compulsoryAbsences.find((c) => c.type === 'psychiatry');
    expect(ok).toMatchObject({ absentHours: 24, allowedHours: 30, light: 'green' });
    const over = practiceStatus(withAbsence(4), '2028-09-01', END).compulsoryAbsences.find((c) => c.type === 'psychiatry');
    expect(over).toMatchObject({ absentHours: 32, allowedHours: 30, light: 'red' });
  });

  it('a placement after the planned end does not count: amber while the free weeks before the end could take its 500 h, red when they cannot', () => {
    const late = fullPlan().map((p) => (p.type === 'deepening' ? { ...p, from: '2028-09-01', until: '2029-01-31' } : p));
    expect(practiceStatus(late, '2026-12-01', END).types.find((t) => t.type === 'deepening')).toMatchObject({ plannedHours: 0, light: 'amber' });
    // from 2028-07-03 to 2028-08-31 there are 44 weekdays, 352 h: less than 500 h
    expect(freePracticeHours(late, '2028-07-03', END)).toBe(352);
    expect(practiceStatus(late, '2028-07-03', END).light).toBe('red');
  });

  it('practice absences: 250 h (10 % of 2,500 h) are the limit; 252 h are red', () => {
    // 31 days of 8 h = 248 h spread over the five long placements (6 + 6 + 6 + 6 + 7 days, within 25 % of 400 h and 500 h)
    const spread = (extra: number) => fullPlan().map((p) => (['orientation', 'inpatientAcute', 'inpatientLongTerm', 'outpatient'].includes(p.type) ? { ...p, absentDays: 6 } : p.type === 'deepening' ? { ...p, absentDays: 7 + extra } : p));
    expect(practiceStatus(spread(0), '2028-09-01', END)).toMatchObject({ absentHours: 248, light: 'green' });
    expect(practiceStatus(spread(1), '2028-09-01', END)).toMatchObject({ absentHours: 256, light: 'red' });
  });

  it('absences forecast: 16 days in the first 1,600 h (128 h, 8 %) carried over 2,500 h make 200 h: green; 24 days (192 h, 12 %) make 300 h: amber', () => {
    const withDays = (days: number) => fullPlan().map((p) => (['orientation', 'inpatientAcute', 'inpatientLongTerm', 'outpatient'].includes(p.type) ? { ...p, absentDays: days / 4 } : p));
    expect(practiceStatus(withDays(16), '2026-12-01', END).light).toBe('green');
    expect(practiceStatus(withDays(24), '2026-12-01', END).light).toBe('amber');
  });
});

describe('the planned end', () => {
  it('three years full-time, five part-time: the day before the anniversary', () => {
    expect(plannedEndOf('2025-09-01', 3)).toBe('2028-08-31');
    expect(plannedEndOf('2025-09-01', 5)).toBe('2030-08-31');
    expect(plannedEndOf('2024-03-01', 3)).toBe('2027-02-28');
  });
});
