import { describe, expect, it } from 'vitest';
import type { PlannedPlacement } from './status';
import { plannedEndOf, practiceStatus, theoryStatus } from './status';

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
  it('a plan that reaches every type only by its last day is amber until then and green after', () => {
    expect(practiceStatus(fullPlan(), '2026-12-01', END).light).toBe('amber');
    const after = practiceStatus(fullPlan(), '2028-09-01', END);
    expect(after).toMatchObject({ doneHours: 2500, plannedHours: 2500, providerHours: 1300, light: 'green' });
    // the deepening placement of 500 h counts only once its last day is over
    const lastDay = practiceStatus(fullPlan(), END, END);
    expect(lastDay.types.find((t) => t.type === 'deepening')).toMatchObject({ doneHours: 0, plannedHours: 500, light: 'amber' });
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

  it('a placement after the planned end does not count towards it', () => {
    const late = fullPlan().map((p) => (p.type === 'deepening' ? { ...p, from: '2028-09-01', until: '2029-01-31' } : p));
    expect(practiceStatus(late, '2026-12-01', END).types.find((t) => t.type === 'deepening')).toMatchObject({ plannedHours: 0, light: 'red' });
  });
});

describe('the planned end', () => {
  it('three years full-time, five part-time: the day before the anniversary', () => {
    expect(plannedEndOf('2025-09-01', 3)).toBe('2028-08-31');
    expect(plannedEndOf('2025-09-01', 5)).toBe('2030-08-31');
    expect(plannedEndOf('2024-03-01', 3)).toBe('2027-02-28');
  });
});
