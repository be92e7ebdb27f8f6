import { addDays } from '@praxisport/contract/attendance';
import { placementTypeLabels, type PlacementType } from '@praxisport/contract/placements';
import type { AssessmentSummary } from '@praxisport/contract/qualified-assessments';
import {
  assessmentsPartOf,
  DUE_SOON_DAYS,
  guidancePartOf,
  lightsOf,
  placementPhrase,
  plannedEndOf,
  practiceStatus,
  readinessOf,
  statusMessages,
  statusParts,
  theoryStatus,
  trainingYearsOf,
  visitsPartOf,
  type ClassStatusResponse,
  type DueItem,
  type DueResponse,
  type StudentStatusResponse,
  type TrainingBody,
  type TrainingRow,
} from '@praxisport/contract/status';
import { FULL_TIME_YEARS } from '@praxisport/contract/training-rules';
import type { VisitForm } from '@praxisport/contract/visits';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { fileNamePart } from '../../lib/download';
import { getTheoryMinutes, type TheoryMinutes } from '../attendance/attendance.service';
import * as audit from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { listPlacementFacts, todayIn, type PlacementFacts } from '../placements/placements.service';
import { listAssessmentsOf, listAssessmentSummaries } from '../qualified-assessments/qualified-assessments.service';
import { getDueVisits, listVisitsOf } from '../visits/visits.service';
import { classStatusCsv } from './status.csv';
import { certificatePdf } from './status.pdf';
import { canMakeCertificate, canReadClassStatus, canReadStatus, isClassSupervisor } from './status.policy';
import { toClassStatusRow, toPerson, toStatusPlacement, toStudentStatus, toTrainingRow, type ComputedStatus } from './status.presenter';
import {
  findClass,
  findStatusStudent,
  listAllClassIds,
  listClassIdsOf,
  listStatusStudents,
  listStudentsOfClasses,
  listTrainingPeriods,
  lockTrainingPeriod,
  recordLights,
  upsertTrainingPeriods,
  type StatusStudent,
  type TrainingPeriod,
} from './status.repository';

/** @throws NOT_FOUND unknown id or not a student */
async function getStudent(db: DbOrTx, studentId: string): Promise<StatusStudent> {
  const student = await findStatusStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', statusMessages.studentNotFound);
  return student;
}

/**
 * Without a training period the practice is judged against an assumed full-time end: three years
 * from the first placement (or from today), or the last placement's end when that is later. The
 * readiness list then names no dates and asks for the period first.
 */
function assumedEnd(placements: PlacementFacts[], today: string): string {
  const first = placements[0]?.from ?? today;
  return placements.reduce((max, p) => (p.until > max ? p.until : max), plannedEndOf(first, FULL_TIME_YEARS));
}

interface StatusRecords {
  period: TrainingPeriod | null;
  theory: TheoryMinutes;
  placements: PlacementFacts[];
  /** by placement id */
  visits: Map<string, { date: string; form: VisitForm }[]>;
  /** by placement id */
  assessments: Map<string, AssessmentSummary>;
}

/** The status of one apprentice from their records: every figure computed here, none stored. */
function statusOf(r: StatusRecords, today: string): ComputedStatus {
  const training = r.period ? toTrainingRow(r.period) : null;
  const span = r.period ? { start: r.period.start, plannedEnd: r.period.plannedEnd } : null;
  const placements = r.placements.map((p) => ({ facts: p, placement: toStatusPlacement(p) }));
  const theory = theoryStatus(r.theory);
  const practice = practiceStatus(
    r.placements.map((p) => ({ type: p.type, from: p.from, until: p.until, plannedHours: p.plannedHours, atProvider: p.atProvider, absentDays: p.absentDays })),
    today,
    r.period?.plannedEnd ?? assumedEnd(r.placements, today),
  );
  const guidance = guidancePartOf(
    placements.map(({ facts, placement }) => ({ placement, minutes: facts.minutes })),
    today,
  );
  const visits = visitsPartOf(
    placements.map(({ placement }) => ({ placement, visits: r.visits.get(placement._id) ?? [] })),
    today,
  );
  const assessments = assessmentsPartOf(
    placements.map(({ placement }) => ({ placement, assessment: r.assessments.get(placement._id) ?? null })),
    today,
    r.period?.plannedEnd ?? null,
  );
  const readiness = readinessOf({ training: span, today, theory, practice, guidance, visits, assessments });
  const parts = { theory, practice, guidance, visits, assessments, readiness };
  return { training, years: trainingYearsOf(span, today), today, ...parts, lights: lightsOf(parts) };
}

/**
 * The status of many apprentices with a constant number of queries: the periods, the placements
 * with their minutes and absences, their visits and assessments for all of them, and the theory
 * minutes once per class.
 */
async function computeStatuses(db: DbOrTx, students: StatusStudent[], today: string): Promise<Map<string, ComputedStatus>> {
  const ids = students.map((s) => s.id);
  const byClass = new Map<string, string[]>();
  for (const s of students) if (s.gradeId) byClass.set(s.gradeId, [...(byClass.get(s.gradeId) ?? []), s.id]);
  const [periods, facts, theoryByClass] = await Promise.all([
    listTrainingPeriods(db, ids),
    listPlacementFacts(db, ids),
    Promise.all([...byClass].map(([classId, of]) => getTheoryMinutes(db, classId, of))),
  ]);
  const placementIds = facts.map((p) => p.id);
  const [visits, summaries] = await Promise.all([listVisitsOf(db, placementIds), listAssessmentSummaries(db, placementIds)]);
  const visitsOf = new Map<string, { date: string; form: VisitForm }[]>();
  for (const v of visits) visitsOf.set(v.placementId, [...(visitsOf.get(v.placementId) ?? []), { date: v.date, form: v.form }]);
  const assessmentsOf = new Map(summaries.map((a) => [a._placement, a]));
  const periodOf = new Map(periods.map((p) => [p.studentId, p]));
  const theoryOf = new Map(theoryByClass.flatMap((m) => [...m]));
  const factsOf = new Map<string, typeof facts>();
  for (const p of facts) factsOf.set(p.studentId, [...(factsOf.get(p.studentId) ?? []), p]);
  const out = new Map<string, ComputedStatus>();
  for (const s of students) {
    const records: StatusRecords = {
      period: periodOf.get(s.id) ?? null,
      theory: theoryOf.get(s.id) ?? { heldMinutes: 0, missedMinutes: 0 },
      placements: factsOf.get(s.id) ?? [],
      visits: visitsOf,
      assessments: assessmentsOf,
    };
    out.set(s.id, statusOf(records, today));
  }
  return out;
}

/**
 * An apprentice's training status: the six parts with their figures and lights.
 * @throws NOT_FOUND unknown student; FORBIDDEN see canReadStatus
 */
export async function getStudentStatus(db: DbOrTx, actor: Actor, studentId: string, now: Date = new Date()): Promise<StudentStatusResponse> {
  const student = await getStudent(db, studentId);
  if (!(await canReadStatus(db, actor, student))) throw new AppError('FORBIDDEN', statusMessages.noAccess);
  const status = (await computeStatuses(db, [student], todayIn(now))).get(student.id)!;
  return toStudentStatus(student, status, isClassSupervisor(actor, student));
}

/**
 * The class's supervisor sets an apprentice's training period (start and planned end); the audit
 * keeps before and after, and the parts that turn amber or red by it notify at once.
 * @throws NOT_FOUND unknown student; FORBIDDEN not the class's supervisor
 */
export async function setTraining(db: Db, actor: UserActor, studentId: string, body: TrainingBody, now: Date = new Date()): Promise<TrainingRow> {
  const student = await getStudent(db, studentId);
  if (!isClassSupervisor(actor, student)) throw new AppError('FORBIDDEN', statusMessages.onlySupervisor);
  const period = { studentId: student.id, start: body.start, plannedEnd: body.plannedEnd };
  await db.transaction(async (tx) => {
    const before = await lockTrainingPeriod(tx, student.id);
    await upsertTrainingPeriods(tx, [{ ...period, setById: actor.id }]);
    await audit.record(tx, actor, {
      action: 'training.set',
      entity: 'training',
      entityId: student.id,
      classId: student.gradeId,
      studentId: student.id,
      before: before ? { start: before.start, plannedEnd: before.plannedEnd } : null,
      after: { start: body.start, plannedEnd: body.plannedEnd },
    });
  });
  await notifyLights(db, [student], now);
  return toTrainingRow(period);
}

/** @throws NOT_FOUND unknown class; FORBIDDEN see canReadClassStatus */
async function getReadableClass(db: DbOrTx, actor: Actor, classId: string) {
  const cls = await findClass(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', statusMessages.classNotFound);
  if (!(await canReadClassStatus(db, actor, cls))) throw new AppError('FORBIDDEN', statusMessages.noClassAccess);
  return cls;
}

/**
 * Every apprentice of a class with the six lights and the main figures.
 * @throws NOT_FOUND unknown class; FORBIDDEN see canReadClassStatus
 */
export async function getClassStatus(db: DbOrTx, actor: Actor, classId: string, now: Date = new Date()): Promise<ClassStatusResponse> {
  const cls = await getReadableClass(db, actor, classId);
  const today = todayIn(now);
  const students = await listStudentsOfClasses(db, [cls.id]);
  const statuses = await computeStatuses(db, students, today);
  return { _grade: cls.id, className: cls.className, today, students: students.map((s) => toClassStatusRow(s, statuses.get(s.id)!)) };
}

/** The class overview as CSV and a file name. @throws as getClassStatus */
export async function exportClassStatusCsv(db: DbOrTx, actor: Actor, classId: string, now: Date = new Date()) {
  const overview = await getClassStatus(db, actor, classId, now);
  return { csv: classStatusCsv(overview), fileName: `ausbildungsstand_${fileNamePart(overview.className, 'klasse')}.csv` };
}

const lightOrder = { red: 0, amber: 1, green: 2 } as const;
const germanHours = (n: number, unit = ' h') => `${(Math.round(n * 10) / 10).toLocaleString('de-DE', { maximumFractionDigits: 1 })}${unit}`;
const placementWhere = (p: { type: PlacementType; provider: { name: string; ward: string } }) => `${placementPhrase(p.type)} (${p.provider.name}, ${p.provider.ward})`;

/**
 * "Was ist fällig" across the classes the supervisor created: visits due (the visits module's list),
 * assessments of placements ended or ending within DUE_SOON_DAYS without a submitted one, running
 * placements whose guidance is behind its pace, theory and practice absences at risk or over, and
 * apprentices without a training period; each with the place to act. Red first, then by date.
 */
export async function getDue(db: DbOrTx, actor: UserActor, now: Date = new Date()): Promise<DueResponse> {
  const today = todayIn(now);
  const students = await listStudentsOfClasses(db, await listClassIdsOf(db, actor.id));
  const [statuses, dueVisits] = await Promise.all([computeStatuses(db, students, today), getDueVisits(db, actor, now)]);
  const items: DueItem[] = dueVisits.due.map((v) => ({
    kind: 'visit',
    student: v.student,
    _grade: v._grade,
    className: v.className,
    text: `Besuch im ${placementWhere(v.placement)}`,
    dueBy: v.dueBy,
    light: v.overdue ? 'red' : 'amber',
    link: `/visits/${v.student._id}`,
  }));
  const soon = addDays(today, DUE_SOON_DAYS);
  for (const s of students) {
    const st = statuses.get(s.id)!;
    const base = { student: toPerson(s), _grade: s.gradeId!, className: s.className ?? '' };
    const end = st.training?.plannedEnd ?? null;
    for (const a of st.assessments.placements) {
      if (a.state === 'submitted' || a.state === 'confirmed' || a.placement.until > soon) continue;
      const text = `Leistungseinschätzung zum ${placementWhere(a.placement)}${a.state === 'draft' ? ' (Entwurf)' : ''}`;
      items.push({ ...base, kind: 'assessment', text, dueBy: a.dueBy, light: a.light === 'green' ? 'amber' : a.light, link: `/qualified-assessment/${a.placement._id}` });
    }
    for (const g of st.guidance.placements) {
      const running = g.placement.from <= today && today <= g.placement.until;
      if (!running || g.light === 'green') continue;
      const text = `Praxisanleitung im ${placementWhere(g.placement)}: ${g.confirmedMinutes + g.pendingMinutes} von ${g.expectedMinutes} bis heute erwarteten Minuten`;
      items.push({ ...base, kind: 'guidance', text, dueBy: g.placement.until, light: g.light, link: `/placements/${s.id}` });
    }
    if (st.theory.light !== 'green') {
      const text = `Theorie: ${germanHours(st.theory.missedHours)} Fehlzeit (${germanHours(st.theory.rate * 100, ' %')}), Prognose ${germanHours(st.theory.forecastMissedHours)}`;
      items.push({ ...base, kind: 'absence', text, dueBy: end, light: st.theory.light, link: `/status/${s.id}` });
    }
    const compulsoryOver = st.practice.compulsoryAbsences.filter((c) => c.light !== 'green');
    if (st.practice.absenceLight !== 'green' || compulsoryOver.length > 0) {
      const over = compulsoryOver.map((c) => `; im Pflichteinsatz ${placementTypeLabels[c.type]} ${germanHours(c.absentHours)} von erlaubten ${germanHours(c.allowedHours)}`).join('');
      const light = compulsoryOver.length > 0 ? 'red' : st.practice.absenceLight;
      items.push({ ...base, kind: 'absence', text: `Praxis: ${germanHours(st.practice.absentHours)} Fehlzeit${over}`, dueBy: end, light, link: `/status/${s.id}` });
    }
    if (!st.training) items.push({ ...base, kind: 'training', text: 'Ausbildungszeitraum festlegen', dueBy: null, light: 'amber', link: `/status/${s.id}` });
  }
  const day = (d: string | null) => d ?? '9999-12-31';
  items.sort((a, b) => lightOrder[a.light] - lightOrder[b.light] || day(a.dueBy).localeCompare(day(b.dueBy)) || a.student.name.localeCompare(b.student.name, 'de'));
  return { today, items };
}

/**
 * The yearly certificate of training year `year` as a PDF: the year's theory absences (the
 * attendance list's days within the year) and practice absences separately, the placements that end
 * in the year with their qualified assessments, and the signature lines.
 * @throws NOT_FOUND unknown student; FORBIDDEN not the class's supervisor (admins may);
 *   CONFLICT no training period; VALIDATION_ERROR a year outside the period or not begun
 */
export async function exportCertificatePdf(db: DbOrTx, actor: Actor, studentId: string, year: number, now: Date = new Date()) {
  const student = await getStudent(db, studentId);
  if (!canMakeCertificate(actor, student)) throw new AppError('FORBIDDEN', statusMessages.onlySupervisorCertificate);
  const [period] = await listTrainingPeriods(db, [student.id]);
  if (!period) throw new AppError('CONFLICT', statusMessages.noTraining);
  const training = toTrainingRow(period);
  const years = trainingYearsOf(period, todayIn(now));
  const of = years.find((y) => y.year === year);
  if (!of) throw new AppError('VALIDATION_ERROR', statusMessages.yearOutside, 'year');
  if (!of.started) throw new AppError('VALIDATION_ERROR', statusMessages.yearNotStarted, 'year');
  const range = { from: of.from, until: of.until };
  const [theory, facts] = await Promise.all([
    student.gradeId ? getTheoryMinutes(db, student.gradeId, [student.id], range) : Promise.resolve(new Map<string, TheoryMinutes>()),
    listPlacementFacts(db, [student.id]),
  ]);
  const ofYear = facts.filter((p) => p.until >= of.from && p.until <= of.until);
  const assessments = new Map((await listAssessmentsOf(db, ofYear.map((p) => p.id))).map((a) => [a._placement, a]));
  const pdf = await certificatePdf(
    {
      student: { firstName: student.firstName, name: student.name, className: student.className },
      training,
      year: of,
      theory: theory.get(student.id) ?? { heldMinutes: 0, missedMinutes: 0 },
      placements: ofYear.map((placement) => ({ placement, assessment: assessments.get(placement.id) ?? null })),
    },
    now,
  );
  const name = fileNamePart(`${student.name}_${student.firstName}`, 'auszubildende');
  return { pdf, fileName: `jahreszeugnis_${name}_${year}.ausbildungsjahr.pdf` };
}

// ---------------------------------------------------------------------------------------------
// Faces for the CSV import and the periodic sweep

/** A training period to set, already checked with trainingBody's rule. */
export interface TrainingPeriodInput {
  studentId: string;
  classId: string | null;
  start: string;
  plannedEnd: string;
}

/**
 * Sets the training periods of these students in the caller's transaction (the CSV import's): the
 * ones that differ from what is kept are written, each with an audit record; a period given again
 * as it is changes nothing. A constant number of statements however many rows.
 * @returns how many periods were set or changed
 */
export async function setTrainingPeriods(tx: DbOrTx, rows: TrainingPeriodInput[], actor: UserActor): Promise<number> {
  if (rows.length === 0) return 0;
  const kept = new Map((await listTrainingPeriods(tx, rows.map((r) => r.studentId))).map((p) => [p.studentId, p]));
  const changed = rows.filter((r) => kept.get(r.studentId)?.start !== r.start || kept.get(r.studentId)?.plannedEnd !== r.plannedEnd);
  if (changed.length === 0) return 0;
  await upsertTrainingPeriods(
    tx,
    changed.map((r) => ({ studentId: r.studentId, start: r.start, plannedEnd: r.plannedEnd, setById: actor.id })),
  );
  await audit.record(
    tx,
    actor,
    ...changed.map((r) => {
      const before = kept.get(r.studentId);
      return {
        action: 'training.set' as const,
        entity: 'training' as const,
        entityId: r.studentId,
        classId: r.classId,
        studentId: r.studentId,
        before: before ? { start: before.start, plannedEnd: before.plannedEnd } : null,
        after: { start: r.start, plannedEnd: r.plannedEnd },
      };
    }),
  );
  return changed.length;
}

/**
 * Computes the lights of these students, keeps them in status_lights_notified and, for each part that
 * turned amber or red since the last time, notifies the apprentice and the class's supervisor (in-app
 * and by mail), in one transaction with the rows. The first time a student's lights are seen they are
 * kept without a notification: there is no change to tell (and a first sweep over a whole school
 * would flood every supervisor). A part back to green is kept silently, so a later turn notifies
 * again. Safe to run in several processes at once: the row's update decides who notifies.
 * @returns how many part changes were notified
 */
async function notifyLights(db: Db, students: StatusStudent[], now: Date): Promise<number> {
  if (students.length === 0) return 0;
  const statuses = await computeStatuses(db, students, todayIn(now));
  const byId = new Map(students.map((s) => [s.id, s]));
  const rows = students.flatMap((s) => statusParts.map((part) => ({ studentId: s.id, part, light: statuses.get(s.id)!.lights[part] })));
  return db.transaction(async (tx) => {
    let told = 0;
    for (const c of await recordLights(tx, rows)) {
      if (c.first || c.light === 'green') continue;
      const s = byId.get(c.studentId)!;
      const message = { kind: 'statusChanged' as const, params: { student: `${s.firstName} ${s.name}`, part: c.part, light: c.light }, link: `/status/${s.id}` };
      await notify(tx, { userId: s.id, ...message });
      if (s.supervisorId) await notify(tx, { userId: s.supervisorId, ...message });
      told++;
    }
    return told;
  });
}

/** notifyLights for students given by id (unknown ids and non-students are left out). */
export async function notifyStatusChanges(db: Db, studentIds: string[], now: Date = new Date()): Promise<number> {
  return notifyLights(db, await listStatusStudents(db, [...new Set(studentIds)]), now);
}

/** One pass of the periodic sweep: every class's active students, class by class. @returns the changes notified */
export async function sweepStatusChanges(db: Db, now: Date = new Date()): Promise<number> {
  let told = 0;
  for (const classId of await listAllClassIds(db)) told += await notifyLights(db, await listStudentsOfClasses(db, [classId]), now);
  return told;
}
