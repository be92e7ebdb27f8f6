import { describe, expect, it } from 'vitest';
import type { AssessmentSummary } from './qualified-assessments';
import type { PlannedPlacement, StatusPlacement } from './status';
import {
  assessmentsPartOf,
  freePracticeHours,
  guidancePartOf,
  plannedEndOf,
  practiceStatus,
  readinessOf,
  theoryStatus,
  trainingYearsOf,
  visitsPartOf,
} from './status';

const BLOCK = 90;

describe('theory: 10 % of 2,100 h (§ 13 PflBG), figures computed by hand', () => {
  it('ST-03 all 2,100 h held and exactly 210 h missed is green; one 90-minute block more is red', () => {
    const atLimit = theoryStatus({ heldMinutes: 2100 * 60, missedMinutes: 210 * 60 });
    expect(atLimit).toMatchObject({ heldHours: 2100, attendedHours: 1890, missedHours: 210, mayStillMissHours: 0, forecastMissedHours: 210, light: 'green' });
    const oneMore = theoryStatus({ heldMinutes: 2100 * 60, missedMinutes: 210 * 60 + BLOCK });
    expect(oneMore).toMatchObject({ missedHours: 211.5, mayStillMissHours: -1.5, light: 'red' });
  });

  it('ST-03 the forecast carries the current rate to the end: 60 of 700 h missed → 180 h at 2,100 (green); 80 of 700 → 240 h (amber)', () => {
    expect(theoryStatus({ heldMinutes: 700 * 60, missedMinutes: 60 * 60 })).toMatchObject({ forecastMissedHours: 180, mayStillMissHours: 150, light: 'green' });
    expect(theoryStatus({ heldMinutes: 700 * 60, missedMinutes: 80 * 60 })).toMatchObject({ forecastMissedHours: 240, light: 'amber' });
  });

  it('ST-03 before the first lesson everything is green and nothing is forecast', () => {
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
  it('ST-03 a complete plan is on track (green) before its placements are done; each counts as done once its last day is over', () => {
    expect(practiceStatus(fullPlan(), '2026-12-01', END)).toMatchObject({ doneHours: 1600, plannedHours: 2500, providerHours: 1300, light: 'green' });
    expect(practiceStatus(fullPlan(), '2028-09-01', END)).toMatchObject({ doneHours: 2500, plannedHours: 2500, providerHours: 1300, light: 'green' });
    // the deepening placement of 500 h counts as done only once its last day is over
    const lastDay = practiceStatus(fullPlan(), END, END);
    expect(lastDay.types.find((t) => t.type === 'deepening')).toMatchObject({ doneHours: 0, plannedHours: 500, light: 'green' });
  });

  it('ST-03 400 h of outpatient care reached only by a placement that ends on the planned end: green; one day later it counts for nothing, red once no time is left', () => {
    const onLastDay = fullPlan().map((p) => (p.type === 'outpatient' ? { ...p, from: '2028-09-01', until: '2028-11-30' } : p));
    const end = '2028-11-30';
    expect(practiceStatus(onLastDay, '2028-12-01', end).types.find((t) => t.type === 'outpatient')).toMatchObject({ doneHours: 400, light: 'green' });
    // the planned end a day earlier: the placement ends after it and does not count; nothing free is left that day
    const figures = practiceStatus(onLastDay, '2028-11-29', '2028-11-29');
    expect(figures.types.find((t) => t.type === 'outpatient')).toMatchObject({ plannedHours: 0, light: 'red' });
  });

  it('ST-03 1,299 h planned at the provider is red (the plan cannot reach it), 1,300 h is not', () => {
    const short = fullPlan().map((p) => (p.type === 'deepening' ? { ...p, plannedHours: 499 } : p));
    // one hour short of the deepening type too, so both lights are red
    const figures = practiceStatus(short, '2028-09-01', END);
    expect(figures.providerHours).toBe(1299);
    expect(figures.light).toBe('red');
    const external = fullPlan().map((p) => (p.type === 'further' ? { ...p, atProvider: true } : p.type === 'deepening' ? { ...p, atProvider: false } : p));
    expect(practiceStatus(external, '2028-09-01', END)).toMatchObject({ providerHours: 960, light: 'red' });
  });

  it('ST-03 the orientation placement belongs to the provider hours: elsewhere it is red even with 1,300 h', () => {
    const plan = fullPlan().map((p) => (p.type === 'orientation' ? { ...p, atProvider: false } : p.type === 'inpatientLongTerm' || p.type === 'outpatient' ? { ...p, atProvider: true } : p));
    expect(practiceStatus(plan, '2028-09-01', END).light).toBe('red');
  });

  it('ST-03 25 % of a compulsory placement of 120 h is 30 h: 4 absent days (32 h) are red, 3 days (24 h) are not', () => {
    const withAbsence = (days: number) => fullPlan().map((p) => (p.type === 'psychiatry' ? { ...p, absentDays: days } : p));
    const ok = practiceStatus(withAbsence(3), '2028-09-01', END).compulsoryAbsences.find((c) => c.type === 'psychiatry');
    expect(ok).toMatchObject({ absentHours: 24, allowedHours: 30, light: 'green' });
    const over = practiceStatus(withAbsence(4), '2028-09-01', END).compulsoryAbsences.find((c) => c.type === 'psychiatry');
    expect(over).toMatchObject({ absentHours: 32, allowedHours: 30, light: 'red' });
  });

  it('ST-03 a placement after the planned end does not count: amber while the free weeks before the end could take its 500 h, red when they cannot', () => {
    const late = fullPlan().map((p) => (p.type === 'deepening' ? { ...p, from: '2028-09-01', until: '2029-01-31' } : p));
    expect(practiceStatus(late, '2026-12-01', END).types.find((t) => t.type === 'deepening')).toMatchObject({ plannedHours: 0, light: 'amber' });
    // from 2028-07-03 to 2028-08-31 there are 44 weekdays, 352 h: less than 500 h
    expect(freePracticeHours(late, '2028-07-03', END)).toBe(352);
    expect(practiceStatus(late, '2028-07-03', END).light).toBe('red');
  });

  it('ST-03 practice absences: 250 h (10 % of 2,500 h) are the limit; 252 h are red', () => {
    // 31 days of 8 h = 248 h spread over the five long placements (6 + 6 + 6 + 6 + 7 days, within 25 % of 400 h and 500 h)
    const spread = (extra: number) => fullPlan().map((p) => (['orientation', 'inpatientAcute', 'inpatientLongTerm', 'outpatient'].includes(p.type) ? { ...p, absentDays: 6 } : p.type === 'deepening' ? { ...p, absentDays: 7 + extra } : p));
    expect(practiceStatus(spread(0), '2028-09-01', END)).toMatchObject({ absentHours: 248, light: 'green' });
    expect(practiceStatus(spread(1), '2028-09-01', END)).toMatchObject({ absentHours: 256, light: 'red' });
  });

  it('ST-03 absences forecast: 16 days in the first 1,600 h (128 h, 8 %) carried over 2,500 h make 200 h: green; 24 days (192 h, 12 %) make 300 h: amber', () => {
    const withDays = (days: number) => fullPlan().map((p) => (['orientation', 'inpatientAcute', 'inpatientLongTerm', 'outpatient'].includes(p.type) ? { ...p, absentDays: days / 4 } : p));
    expect(practiceStatus(withDays(16), '2026-12-01', END).light).toBe('green');
    expect(practiceStatus(withDays(24), '2026-12-01', END).light).toBe('amber');
  });
});

describe('the planned end', () => {
  it('ST-03 three years full-time, five part-time: the day before the anniversary', () => {
    expect(plannedEndOf('2025-09-01', 3)).toBe('2028-08-31');
    expect(plannedEndOf('2025-09-01', 5)).toBe('2030-08-31');
    expect(plannedEndOf('2024-03-01', 3)).toBe('2027-02-28');
  });
});

describe('ST-05 a part-time apprentice: the forecast and the plan are judged against the later end', () => {
  const START = '2025-09-01';
  const PART_TIME_END = plannedEndOf(START, 5); // 2030-08-31
  // the deepening placement in the fourth year: after a full-time end, before the part-time one
  const plan = () => fullPlan().map((p) => (p.type === 'deepening' ? { ...p, from: '2029-03-01', until: '2029-08-31' } : p));

  it('ST-05 the deepening placement of the fourth year counts towards the five-year end, not towards the three-year end', () => {
    expect(PART_TIME_END).toBe('2030-08-31');
    expect(practiceStatus(plan(), '2026-12-01', PART_TIME_END)).toMatchObject({ plannedHours: 2500, providerHours: 1300, light: 'green' });
    // full-time: 500 h of deepening are missing; the free weekdays up to 2028-08-31 could still take them (amber) …
    expect(practiceStatus(plan(), '2026-12-01', END).types.find((t) => t.type === 'deepening')).toMatchObject({ plannedHours: 0, light: 'amber' });
    // … until 2028-07-03, when 44 weekdays (352 h) are left: red; the part-time plan stays green
    expect(practiceStatus(plan(), '2028-07-03', END).light).toBe('red');
    expect(practiceStatus(plan(), '2028-07-03', PART_TIME_END).light).toBe('green');
  });

  it('ST-05 the readiness list dates the hours and the theory forecast by the part-time end', () => {
    // 198 of 1,800 h missed (11 %): 12.0 h may still be missed; 198 + 300 × 0.11 = 231 h forecast → amber
    const theory = theoryStatus({ heldMinutes: 1800 * 60, missedMinutes: 198 * 60 });
    expect(theory).toMatchObject({ mayStillMissHours: 12, forecastMissedHours: 231, light: 'amber' });
    const today = '2026-12-01';
    const readiness = readinessOf({
      training: { start: START, plannedEnd: PART_TIME_END },
      today,
      theory,
      practice: practiceStatus(plan(), today, PART_TIME_END),
      guidance: guidancePartOf([], today),
      visits: visitsPartOf([], today),
      assessments: assessmentsPartOf([], today, PART_TIME_END),
    });
    const texts = readiness.missing.map((m) => m.text);
    expect(texts).toContain('Theorie: höchstens noch 12,0 h Fehlzeit bis 31.08.2030');
    expect(texts).toContain('Vertiefungseinsatz: 500 h bis 31.08.2030');
    expect(readiness.missing.find((m) => m.part === 'theory')).toMatchObject({ dueBy: PART_TIME_END, light: 'amber' });
    expect(readiness.light).toBe('amber');
  });

  it('ST-04 five training years, the last ending on the planned end; a year has started once its first day has come', () => {
    const years = trainingYearsOf({ start: START, plannedEnd: PART_TIME_END }, '2026-09-01');
    expect(years.map((y) => [y.year, y.from, y.until, y.started])).toEqual([
      [1, '2025-09-01', '2026-08-31', true],
      [2, '2026-09-01', '2027-08-31', true],
      [3, '2027-09-01', '2028-08-31', false],
      [4, '2028-09-01', '2029-08-31', false],
      [5, '2029-09-01', '2030-08-31', false],
    ]);
    // three and a half years: a short fourth year
    expect(trainingYearsOf({ start: START, plannedEnd: '2029-02-28' }, '2026-08-31').map((y) => [y.year, y.from, y.until, y.started])).toEqual([
      [1, '2025-09-01', '2026-08-31', true],
      [2, '2026-09-01', '2027-08-31', false],
      [3, '2027-09-01', '2028-08-31', false],
      [4, '2028-09-01', '2029-02-28', false],
    ]);
    expect(trainingYearsOf(null, '2026-09-01')).toEqual([]);
  });
});

const provider = { _id: '00000000-0000-4000-8000-000000000001', name: 'Klinikum Nord', ward: 'Station 3' };
/** 400 h from 2026-03-02 to 2026-05-24: 84 days, 2,400 min of guidance (10 %). */
const acute: StatusPlacement = { _id: '00000000-0000-4000-8000-000000000010', type: 'inpatientAcute', provider, from: '2026-03-02', until: '2026-05-24', plannedHours: 400 };

describe('ST-06 guidance: 10 % of each placement (§ 4 PflAPrV)', () => {
  const lightOn = (today: string, confirmed: number, pending = 0) => guidancePartOf([{ placement: acute, minutes: { confirmed, pending } }], today).placements[0]!;

  it('ST-06 an ended placement: 2,400 confirmed minutes are green, 2,399 red; short of it only by pending minutes amber', () => {
    expect(lightOn('2026-05-25', 2400)).toMatchObject({ requiredMinutes: 2400, confirmedMinutes: 2400, light: 'green' });
    expect(lightOn('2026-05-25', 2399).light).toBe('red');
    expect(lightOn('2026-05-25', 2000, 400).light).toBe('amber');
  });

  it('ST-06 halfway (day 42 of 84) 1,200 minutes are expected: 1,000 confirmed + 200 pending keep pace (green), 1,199 are behind (amber)', () => {
    expect(lightOn('2026-04-12', 1000, 200)).toMatchObject({ expectedMinutes: 1200, light: 'green' });
    expect(lightOn('2026-04-12', 1000, 199).light).toBe('amber');
    expect(guidancePartOf([{ placement: acute, minutes: { confirmed: 1000, pending: 199 } }], '2026-04-12').light).toBe('amber');
  });

  it('ST-06 a placement not begun is green', () => {
    expect(lightOn('2026-03-01', 0)).toMatchObject({ expectedMinutes: 0, light: 'green' });
  });
});

/** The orientation placement ends on 2025-11-30: 14 days before is 2025-11-16. */
const orientation: StatusPlacement = { _id: '00000000-0000-4000-8000-000000000020', type: 'orientation', provider, from: '2025-09-01', until: '2025-11-30', plannedHours: 400 };
const further: StatusPlacement = { ...orientation, _id: '00000000-0000-4000-8000-000000000021', type: 'further', from: '2025-12-01', until: '2025-12-19', plannedHours: 120 };

describe('ST-07 visits: once in the orientation, compulsory and deepening placements (§ 5 PflAPrV)', () => {
  const stateOn = (today: string, visits: { date: string; form: 'onSite' | 'talk' }[] = []) => visitsPartOf([{ placement: orientation, visits }], today).placements[0]!;

  it('ST-07 15 days before the end without a visit: upcoming (green); 14 days: due (amber); after the last day: missed (red)', () => {
    expect(stateOn('2025-11-15')).toMatchObject({ state: 'upcoming', dueBy: '2025-11-30', light: 'green' });
    expect(stateOn('2025-11-16')).toMatchObject({ state: 'due', light: 'amber' });
    expect(stateOn('2025-11-30')).toMatchObject({ state: 'due', light: 'amber' });
    expect(stateOn('2025-12-01')).toMatchObject({ state: 'missed', light: 'red' });
  });

  it('ST-07 a visit inside the placement is done; one outside it does not count; other placements are left out', () => {
    expect(stateOn('2025-12-01', [{ date: '2025-10-01', form: 'talk' }])).toMatchObject({ state: 'done', visits: [{ date: '2025-10-01', form: 'talk' }], light: 'green' });
    expect(stateOn('2025-12-01', [{ date: '2025-12-01', form: 'onSite' }])).toMatchObject({ state: 'missed', visits: [] });
    const part = visitsPartOf([{ placement: orientation, visits: [] }, { placement: further, visits: [] }], '2025-12-20');
    expect(part.placements.map((p) => p.placement.type)).toEqual(['orientation']);
    expect(part.light).toBe('red');
  });
});

describe('ST-08 qualified assessments: one per placement, submitted and discussed (§ 6 (2) PflAPrV)', () => {
  const summary = (status: AssessmentSummary['status'], meanGrade: number | null = 2.2): AssessmentSummary => ({ _placement: orientation._id, status, meanGrade, submittedAt: null, confirmedAt: null });
  const on = (today: string, assessment: AssessmentSummary | null, end: string | null = END) => assessmentsPartOf([{ placement: orientation, assessment }], today, end).placements[0]!;

  it('ST-08 after the placement: missing or unconfirmed is amber, confirmed green; missing after the planned end is red', () => {
    expect(on('2025-12-01', null)).toMatchObject({ state: 'missing', meanGrade: null, dueBy: '2025-11-30', light: 'amber' });
    expect(on('2025-12-01', summary('submitted'))).toMatchObject({ state: 'submitted', meanGrade: 2.2, light: 'amber' });
    expect(on('2025-12-01', summary('confirmed'))).toMatchObject({ state: 'confirmed', light: 'green' });
    expect(on(END, null).light).toBe('amber');
    expect(on('2028-09-01', null).light).toBe('red');
    expect(on('2028-09-01', summary('submitted')).light).toBe('red');
    // without a training period there is no planned end to pass
    expect(on('2028-09-01', null, null).light).toBe('amber');
  });

  it('ST-08 before the end: 15 days left is upcoming (green); 14 days left without a submitted one is amber; submitted is green', () => {
    expect(on('2025-11-15', null)).toMatchObject({ state: 'upcoming', light: 'green' });
    expect(on('2025-11-16', null)).toMatchObject({ state: 'upcoming', light: 'amber' });
    expect(on('2025-11-16', summary('draft', null))).toMatchObject({ state: 'draft', light: 'amber' });
    expect(on('2025-11-16', summary('submitted'))).toMatchObject({ state: 'submitted', light: 'green' });
  });
});

describe('ST-09 admission readiness: what is missing, each with its date', () => {
  const today = '2026-12-01';
  const training = { start: '2025-09-01', plannedEnd: END };
  const base = () => ({
    training,
    today,
    theory: theoryStatus({ heldMinutes: 700 * 60, missedMinutes: 30 * 60 }),
    practice: practiceStatus(fullPlan(), today, END),
    guidance: guidancePartOf([], today),
    visits: visitsPartOf([], today),
    assessments: assessmentsPartOf([], today, END),
  });

  it('ST-09 a complete plan on track: the lessons and the hours of the types not done yet by the planned end, green', () => {
    const r = readinessOf(base());
    // 700 of 2,100 h of lessons held; orientation, acute, long-term and outpatient ended before 2026-12-01: 1,600 h done
    expect(r.missing).toEqual([
      { part: 'theory', text: 'Theorie: noch 1.400,0 h Unterricht bis 31.08.2028', dueBy: END, light: 'green' },
      { part: 'practice', text: 'Pädiatrische Versorgung: 120 h bis 31.08.2028', dueBy: END, light: 'green' },
      { part: 'practice', text: 'Psychiatrische Versorgung: 120 h bis 31.08.2028', dueBy: END, light: 'green' },
      { part: 'practice', text: 'Vertiefungseinsatz: 500 h bis 31.08.2028', dueBy: END, light: 'green' },
      { part: 'practice', text: 'Weitere Einsätze / Stunden zur freien Verfügung: 160 h bis 31.08.2028', dueBy: END, light: 'green' },
    ]);
    expect(r.light).toBe('green');
  });

  it('ST-09 a missing visit, an assessment to confirm, guidance short, a theory overrun and no training period: each listed, the earliest first', () => {
    const visitDue: StatusPlacement = { ...orientation, _id: '00000000-0000-4000-8000-000000000030', type: 'paediatrics', from: '2026-11-16', until: '2026-12-11', plannedHours: 120 };
    const r = readinessOf({
      ...base(),
      training: null,
      theory: theoryStatus({ heldMinutes: 2100 * 60, missedMinutes: 210 * 60 + BLOCK }),
      guidance: guidancePartOf([{ placement: acute, minutes: { confirmed: 2000, pending: 0 } }], today),
      visits: visitsPartOf([{ placement: visitDue, visits: [] }], today),
      assessments: assessmentsPartOf([{ placement: orientation, assessment: { _placement: orientation._id, status: 'submitted', meanGrade: 2, submittedAt: null, confirmedAt: null } }], today, null),
    });
    // the hours of the types are listed too (undated without a training period)
    expect(r.missing.filter((m) => m.part !== 'practice')).toEqual([
      { part: 'readiness', text: 'Ausbildungszeitraum festlegen', dueBy: null, light: 'amber' },
      // 211.5 h missed: 1.5 h over the 210 h; without a training period the items have no planned end
      { part: 'theory', text: 'Theorie: 1,5 h mehr Fehlzeit als die erlaubten 210,0 h', dueBy: null, light: 'red' },
      { part: 'assessments', text: 'Gespräch über die Leistungseinschätzung zum Orientierungseinsatz bestätigen', dueBy: '2025-11-30', light: 'amber' },
      { part: 'guidance', text: 'Praxisanleitung im Pflichteinsatz Stationäre Akutpflege: noch 400 min bestätigen bis 24.05.2026', dueBy: '2026-05-24', light: 'red' },
      { part: 'visits', text: 'Besuch im Pflichteinsatz Pädiatrische Versorgung bis 11.12.2026', dueBy: '2026-12-11', light: 'amber' },
    ]);
    expect(r.light).toBe('red');
  });

  it('ST-09 the provider requirements and practice absences at risk are listed', () => {
    const plan = fullPlan().map((p) => (p.type === 'deepening' ? { ...p, atProvider: false } : p.type === 'psychiatry' ? { ...p, absentDays: 4 } : p));
    const r = readinessOf({ ...base(), practice: practiceStatus(plan, today, END) });
    const texts = r.missing.map((m) => m.text);
    // 800 h at the provider: 500 h more to plan, and the free weekdays could take them
    expect(texts).toContain('Beim Träger der praktischen Ausbildung: 500 h mehr planen bis 31.08.2028');
    expect(texts).toContain('Pflichteinsatz Psychiatrische Versorgung ab 01.03.2027: 32 h Fehlzeit, erlaubt sind 30 h');
    expect(r.light).toBe('red');
  });
});
