import {
  MAX_MINUTES_PER_DAY,
  placementMessages,
  practicalAbsenceOf,
  type AbsenceBody,
  type ClassPlanResponse,
  type DecideGuidanceBody,
  type GuidanceBody,
  type GuidanceRow,
  type PlacementBody,
  type ProviderBody,
  type ProviderRow,
  type Person,
  type PlacementType,
  type StudentPlanResponse,
} from '@praxisport/contract/placements';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { fileNamePart } from '../../lib/download';
import { withUniqueConflict } from '../../lib/unique';
import { getAdmittedStudentAbsence } from '../attendance/attendance.service';
import { getTalk } from '../talks/talks.service';
import * as audit from '../audit/audit.service';
import { canDecide, canPlanFor, canReadClassPlan, canReadPlan, canRecordIn } from './placements.policy';
import { toAbsenceRow, toGuidanceRow, toPerson, toPlacementRow, toTypeTotals, toWishes, type Minutes } from './placements.presenter';
import { classPlanCsv } from './placements.csv';
import { proofPdf } from './placements.pdf';
import {
  absentDaysByPlacement,
  assignedPlacementIds,
  countedMinutesOnDay,
  decideGuidance,
  deletePlacement,
  findClass,
  findGuidance,
  findOverlapping,
  findPlacement,
  findPlacementForInstructor,
  findProvider,
  findStudent,
  hasRecordsOutside,
  insertAbsence,
  insertGuidance,
  insertPlacement,
  insertProvider,
  listAbsences,
  listClassStudents,
  listClassTeachers,
  listGuidance,
  listInstructors,
  listPlacementsOf,
  listPlacementsWithInstructors,
  listProviders,
  lockStudent,
  minutesByPlacement,
  replaceInstructors,
  updatePlacement,
  listSupervisedPlacements,
  type PlacementRecord,
  type PlanStudent,
} from './placements.repository';

// one formatter for every call: toLocaleDateString builds one per call
const berlinDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });
/** Today's date in the school's time zone (YYYY-MM-DD). */
export const todayIn = (now: Date) => berlinDay.format(now);

// ---------------------------------------------------------------------------------------------
// The dispute hook: app.ts lets the notifications module tell the record's teacher.

/** What a listener learns about a disputed guidance record. */
export interface GuidanceDisputed {
  record: GuidanceRow;
  studentId: string;
  teacherId: string | null;
}
type DisputeListener = (db: Db, event: GuidanceDisputed) => Promise<void> | void;
const disputeListeners: DisputeListener[] = [];

/**
 * Registers a listener called after a student disputed a guidance record (after the write; a
 * failing listener is logged by the caller's error handler, never undoes the dispute).
 * @returns a function that removes the listener
 */
export function onGuidanceDisputed(listener: DisputeListener): () => void {
  disputeListeners.push(listener);
  return () => {
    const i = disputeListeners.indexOf(listener);
    if (i >= 0) disputeListeners.splice(i, 1);
  };
}

// ---------------------------------------------------------------------------------------------

/** @throws NOT_FOUND unknown id or not a student */
async function getStudent(db: DbOrTx, studentId: string): Promise<PlanStudent> {
  const student = await findStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', placementMessages.studentNotFound);
  return student;
}

/** @throws NOT_FOUND unknown placement */
async function getPlacement(db: DbOrTx, placementId: string): Promise<PlacementRecord> {
  const p = await findPlacement(db, placementId);
  if (!p) throw new AppError('NOT_FOUND', placementMessages.placementNotFound);
  return p;
}

/** Minutes per status of each placement, from the sums per placement and status. */
function minutesOf(rows: { placementId: string; status: keyof Minutes; minutes: number }[]): Map<string, Minutes> {
  const byPlacement = new Map<string, Minutes>();
  for (const m of rows) {
    const entry = byPlacement.get(m.placementId) ?? { confirmed: 0, pending: 0, disputed: 0 };
    entry[m.status] += m.minutes;
    byPlacement.set(m.placementId, entry);
  }
  return byPlacement;
}

/** The providers of the catalogue (supervisors, teachers, admins). */
export async function getProviders(db: DbOrTx): Promise<ProviderRow[]> {
  return (await listProviders(db)).map((p) => ({ _id: p.id, name: p.name, ward: p.ward }));
}

/**
 * A supervisor adds a provider and ward to the catalogue.
 * @throws CONFLICT the same name and ward exist
 */
export async function addProvider(db: DbOrTx, actor: UserActor, body: ProviderBody): Promise<ProviderRow> {
  const row = await withUniqueConflict(insertProvider(db, { ...body, createdById: actor.id }), {
    placement_providers_name_ward_unique: { message: placementMessages.providerExists, path: 'ward' },
  });
  return { _id: row.id, name: row.name, ward: row.ward };
}

/**
 * A student's plan with wishes, type totals, proof per placement, guidance records and the
 * practical absence next to the school-side figures. Teachers see the placements they are
 * assigned to only.
 * @throws NOT_FOUND unknown student; FORBIDDEN see canReadPlan
 */
export async function getStudentPlan(db: DbOrTx, actor: Actor, studentId: string, now: Date = new Date()): Promise<StudentPlanResponse> {
  const isTeacher = actor.kind === 'user' && actor.userType === 'teacher';
  const [student, planned] = await Promise.all([findStudent(db, studentId), listPlacementsWithInstructors(db, studentId)]);
  if (!student) throw new AppError('NOT_FOUND', placementMessages.studentNotFound);
  const assigned = new Set(isTeacher ? planned.instructors.filter((i) => i.id === actor.id).map((i) => i.placementId) : []);
  if (!(await canReadPlan(db, actor, student, assigned.size))) throw new AppError('FORBIDDEN', placementMessages.noAccess);
  const today = todayIn(now);
  const mayPlan = canPlanFor(actor, student);
  const visible = isTeacher ? planned.placements.filter((p) => assigned.has(p.id)) : planned.placements;
  const ids = visible.map((p) => p.id);
  const [guidance, absences, school, classTeachers] = await Promise.all([
    listGuidance(db, ids),
    listAbsences(db, ids),
    schoolAbsence(db, actor, student),
    mayPlan && student.gradeId ? listClassTeachers(db, student.gradeId) : Promise.resolve([]),
  ]);
  const minutes = minutesOf(guidance.map(({ record: r }) => ({ placementId: r.placementId, status: r.status, minutes: r.minutes })));
  const placements = visible.map((p) =>
    toPlacementRow(p, {
      instructors: planned.instructors.filter((i) => i.placementId === p.id).map((i) => toPerson(i)!),
      minutes: minutes.get(p.id),
      absentDays: absences.filter((a) => a.placementId === p.id).reduce((sum, a) => sum + a.days, 0),
      mayRecord: assigned.has(p.id),
      today,
    }),
  );
  const absentDays = absences.reduce((sum, a) => sum + a.days, 0);
  return {
    student: { _id: student.id, firstName: student.firstName, name: student.name, _grade: student.gradeId, className: student.className },
    placements,
    guidance: guidance.map(toGuidanceRow),
    absences: absences.map(toAbsenceRow),
    typeTotals: toTypeTotals(planned.placements),
    wishes: toWishes(student.wishes, placements),
    absence: { ...practicalAbsenceOf(absentDays), school },
    instructorOptions: classTeachers.map((t) => toPerson(t)!),
    mayPlan,
    today,
  };
}

/**
 * The attendance module's school-side figures of the student, where the caller may see them:
 * canReadPlan admitted the user (the student, the class's supervisor, a teacher who joined the
 * class), which is the attendance module's own rule for a student's figures (getStudentAbsence),
 * so they are read without checking it again. Admins: none.
 */
async function schoolAbsence(db: DbOrTx, actor: Actor, student: PlanStudent) {
  if (actor.kind !== 'user' || !student.gradeId) return null;
  const s = await getAdmittedStudentAbsence(db, { id: student.id, gradeId: student.gradeId, firstName: student.firstName, name: student.name });
  return { recordedHours: s.recordedHours, missedHours: s.missedHours, rate: s.rate, level: s.level };
}

/** @throws VALIDATION_ERROR unknown provider, an instructor who is not a teacher of the class */
async function checkPlacementBody(db: DbOrTx, student: PlanStudent, body: PlacementBody) {
  if (!(await findProvider(db, body.providerId))) throw new AppError('VALIDATION_ERROR', placementMessages.providerNotFound, 'providerId');
  const teachers = new Set(student.gradeId ? (await listClassTeachers(db, student.gradeId)).map((t) => t.id) : []);
  if (body.instructorIds.some((id) => !teachers.has(id))) throw new AppError('VALIDATION_ERROR', placementMessages.instructorNotTeacher, 'instructorIds');
}

const fieldsOf = (body: PlacementBody) => ({ type: body.type, providerId: body.providerId, fromDate: body.from, untilDate: body.until, plannedHours: body.plannedHours, atProvider: body.atProvider });

/**
 * The supervisor plans a placement for a student of their class.
 * @throws NOT_FOUND unknown student; FORBIDDEN not the class's supervisor; VALIDATION_ERROR see
 *   checkPlacementBody; CONFLICT it overlaps another placement of the student
 */
export async function planPlacement(db: Db, actor: UserActor, studentId: string, body: PlacementBody) {
  const student = await getStudent(db, studentId);
  if (!canPlanFor(actor, student)) throw new AppError('FORBIDDEN', placementMessages.onlySupervisor);
  await checkPlacementBody(db, student, body);
  return db.transaction(async (tx) => {
    await lockStudent(tx, student.id);
    if (await findOverlapping(tx, { studentId: student.id, from: body.from, until: body.until })) throw new AppError('CONFLICT', placementMessages.overlap, 'from');
    const id = await insertPlacement(tx, { ...fieldsOf(body), studentId: student.id, plannedById: actor.id });
    await replaceInstructors(tx, id, body.instructorIds);
    return placementOut(tx, id);
  });
}

async function placementOut(db: DbOrTx, id: string) {
  const p = await getPlacement(db, id);
  const instructors = (await listInstructors(db, [id])).map((i) => toPerson(i)!);
  return { _id: p.id, _student: p.studentId, type: p.type, provider: { _id: p.provider.id, name: p.provider.name, ward: p.provider.ward }, from: p.from, until: p.until, plannedHours: p.plannedHours, atProvider: p.atProvider, instructors };
}

/** @throws NOT_FOUND, FORBIDDEN as for the placement's student */
async function placementForPlanner(db: DbOrTx, actor: UserActor, placementId: string) {
  const p = await getPlacement(db, placementId);
  const student = await getStudent(db, p.studentId);
  if (!canPlanFor(actor, student)) throw new AppError('FORBIDDEN', placementMessages.onlySupervisor);
  return { p, student };
}

/**
 * The supervisor changes a placement.
 * @throws as planPlacement; NOT_FOUND unknown placement
 */
export async function replanPlacement(db: Db, actor: UserActor, placementId: string, body: PlacementBody) {
  const { p, student } = await placementForPlanner(db, actor, placementId);
  await checkPlacementBody(db, student, body);
  return db.transaction(async (tx) => {
    await lockStudent(tx, student.id);
    if (await findOverlapping(tx, { studentId: student.id, from: body.from, until: body.until, exceptId: p.id })) throw new AppError('CONFLICT', placementMessages.overlap, 'from');
    // records inside the placement must stay inside it (decision 021): the supervisor widens the dates or the records are corrected first
    if (await hasRecordsOutside(tx, p.id, body.from, body.until)) throw new AppError('CONFLICT', placementMessages.recordsOutside, 'from');
    await updatePlacement(tx, p.id, { ...fieldsOf(body), plannedById: actor.id });
    await replaceInstructors(tx, p.id, body.instructorIds);
    return placementOut(tx, p.id);
  });
}

/** The supervisor removes a placement (with its records). @throws NOT_FOUND, FORBIDDEN */
export async function removePlacement(db: DbOrTx, actor: UserActor, placementId: string): Promise<void> {
  const { p } = await placementForPlanner(db, actor, placementId);
  await deletePlacement(db, p.id);
}

/** @throws NOT_FOUND unknown placement; FORBIDDEN not assigned to it (or not in the class) */
async function placementForInstructor(db: DbOrTx, actor: UserActor, placementId: string) {
  const found = await findPlacementForInstructor(db, placementId, actor.id);
  if (!found) throw new AppError('NOT_FOUND', placementMessages.placementNotFound);
  if (!(await canRecordIn(db, actor, found.student, found.assigned))) throw new AppError('FORBIDDEN', placementMessages.notAssigned);
  return { p: found.p, student: found.student };
}

/**
 * An assigned instructor records a guidance session; with `talkType`, the student's talk of the
 * talks module counts with its date and the minutes entered (once per talk).
 * @throws NOT_FOUND, FORBIDDEN see placementForInstructor; VALIDATION_ERROR a date outside the
 *   placement, more than 12 hours on the day, a talk not submitted; CONFLICT the talk counts already
 */
export async function recordGuidance(db: Db, actor: UserActor, placementId: string, body: GuidanceBody): Promise<GuidanceRow> {
  const { p, student } = await placementForInstructor(db, actor, placementId);
  let date = body.date;
  let talkId: string | null = null;
  if (body.kind === 'talk' && body.talkType) {
    const { talk } = await getTalk(db, actor, student.id, body.talkType);
    if (!talk) throw new AppError('VALIDATION_ERROR', placementMessages.talkNotSubmitted, 'talkType');
    date = talk.interviewDate;
    talkId = talk._id;
  }
  if (!date) throw new AppError('VALIDATION_ERROR', 'Datum fehlt.', 'date');
  if (date < p.from || date > p.until) throw new AppError('VALIDATION_ERROR', placementMessages.outsidePlacement, 'date');
  const day = date;
  const write = db.transaction(async (tx) => {
    // the student's lock orders concurrent records of the student: each sees the minutes of the one before
    await lockStudent(tx, student.id);
    if ((await countedMinutesOnDay(tx, student.id, day)) + body.minutes > MAX_MINUTES_PER_DAY) throw new AppError('VALIDATION_ERROR', placementMessages.dayTooLong, 'minutes');
    const record = await insertGuidance(tx, {
      placementId: p.id,
      studentId: student.id,
      teacherId: actor.id,
      date: day,
      minutes: body.minutes,
      kind: body.kind,
      topic: body.topic,
      competenceArea: body.competenceArea ?? null,
      talkId,
    });
    // values, not the topic's text (decision 025)
    await audit.record(tx, actor, {
      action: 'guidance.record',
      entity: 'guidance',
      entityId: record.id,
      classId: student.gradeId,
      studentId: student.id,
      before: null,
      after: { placementId: p.id, date: day, minutes: record.minutes, kind: record.kind, talkId, status: record.status },
    });
    return record;
  });
  const record = await withUniqueConflict(write, { guidance_records_talk_unique: { message: placementMessages.talkCounted, path: 'talkType' } });
  // its teacher is the actor, nobody decided it yet
  return toGuidanceRow({ record, teacher: { id: actor.id, firstName: actor.firstName, name: actor.name }, decidedBy: null });
}

/**
 * The student confirms or disputes (with a comment) a guidance record, once. A dispute is passed
 * to the listeners of onGuidanceDisputed.
 * @throws NOT_FOUND unknown record; FORBIDDEN another student's record; CONFLICT decided already
 */
export async function decideGuidanceRecord(db: Db, actor: UserActor, recordId: string, body: DecideGuidanceBody): Promise<GuidanceRow> {
  const found = await findGuidance(db, recordId);
  if (!found) throw new AppError('NOT_FOUND', placementMessages.recordNotFound);
  if (!canDecide(actor, found.record)) throw new AppError('FORBIDDEN', placementMessages.notOwnRecord);
  if (found.record.status !== 'pending') throw new AppError('CONFLICT', placementMessages.alreadyDecided);
  const status = body.decision === 'confirm' ? 'confirmed' : 'disputed';
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  await db.transaction(async (tx) => {
    if (!(await decideGuidance(tx, { id: recordId, studentId: actor.id, status, comment }))) throw new AppError('CONFLICT', placementMessages.alreadyDecided);
    await audit.record(tx, actor, {
      action: 'guidance.decide',
      entity: 'guidance',
      entityId: recordId,
      classId: (await findStudent(tx, actor.id))?.gradeId ?? null,
      studentId: actor.id,
      before: { status: found.record.status },
      after: { status, commented: comment !== null },
    });
  });
  const record = toGuidanceRow((await findGuidance(db, recordId))!);
  if (status === 'disputed') for (const listener of [...disputeListeners]) await listener(db, { record, studentId: actor.id, teacherId: found.record.teacherId });
  return record;
}

/**
 * An assigned instructor records absent days in a placement.
 * @throws NOT_FOUND, FORBIDDEN see placementForInstructor; VALIDATION_ERROR outside the placement
 */
export async function recordAbsence(db: DbOrTx, actor: UserActor, placementId: string, body: AbsenceBody): Promise<void> {
  const { p } = await placementForInstructor(db, actor, placementId);
  if (body.from < p.from || body.from > p.until) throw new AppError('VALIDATION_ERROR', placementMessages.outsidePlacement, 'from');
  const last = new Date(Date.parse(`${body.from}T00:00:00Z`) + (body.days - 1) * 86_400_000).toISOString().slice(0, 10);
  if (last > p.until) throw new AppError('VALIDATION_ERROR', placementMessages.absenceTooLong, 'days');
  await insertAbsence(db, { placementId: p.id, teacherId: actor.id, fromDate: body.from, days: body.days, note: body.note?.trim() || null });
}

/**
 * A class's placements for the calendar and the proof table; teachers see the placements they are
 * assigned to (and only students who have one).
 * @throws NOT_FOUND unknown class; FORBIDDEN see canReadClassPlan
 */
export async function getClassPlan(db: DbOrTx, actor: Actor, classId: string, now: Date = new Date()): Promise<ClassPlanResponse> {
  const cls = await findClass(db, classId);
  if (!cls) throw new AppError('NOT_FOUND', placementMessages.classNotFound);
  if (!(await canReadClassPlan(db, actor, cls))) throw new AppError('FORBIDDEN', placementMessages.noClassAccess);
  const today = todayIn(now);
  const students = await listClassStudents(db, cls.id);
  const ids = students.map((s) => s.id);
  const isTeacher = actor.kind === 'user' && actor.userType === 'teacher';
  const assigned = isTeacher ? await assignedPlacementIds(db, actor.id, ids) : null;
  const all = (await listPlacementsOf(db, ids)).filter((p) => !assigned || assigned.has(p.id));
  const placementIds = all.map((p) => p.id);
  const [minutes, absent] = await Promise.all([minutesByPlacement(db, placementIds), absentDaysByPlacement(db, placementIds)]);
  const byPlacement = minutesOf(minutes);
  const days = new Map(absent.map((a) => [a.placementId, a.days]));
  const rows = students
    .map((s) => ({
      _id: s.id,
      firstName: s.firstName,
      name: s.name,
      placements: all
        .filter((p) => p.studentId === s.id)
        .map((p) => {
          const { instructors: _i, mayRecord: _m, ...row } = toPlacementRow(p, { instructors: [], minutes: byPlacement.get(p.id), absentDays: days.get(p.id) ?? 0, mayRecord: false, today });
          return row;
        }),
    }))
    .filter((s) => !assigned || s.placements.length > 0);
  return { _grade: cls.id, className: cls.className, today, students: rows };
}

/** The class's proof table as CSV and a file name. @throws as getClassPlan */
export async function exportClassCsv(db: DbOrTx, actor: Actor, classId: string, now: Date = new Date()) {
  const plan = await getClassPlan(db, actor, classId, now);
  const name = fileNamePart(plan.className, 'klasse');
  return { csv: classPlanCsv(plan), fileName: `praxisanleitung_${name}.csv` };
}

/** The student's "Nachweis der Praxisanleitung" as a PDF. @throws as getStudentPlan */
export async function exportProofPdf(db: DbOrTx, actor: Actor, studentId: string, now: Date = new Date()) {
  const plan = await getStudentPlan(db, actor, studentId, now);
  const name = fileNamePart(`${plan.student.name}_${plan.student.firstName}`, 'auszubildende');
  return { pdf: await proofPdf(plan, now), fileName: `nachweis_praxisanleitung_${name}.pdf` };
}

// Faces for the training status

/** A placement with the figures the training status reads: guidance minutes per status and absent days. */
export interface PlacementFacts {
  id: string;
  studentId: string;
  type: PlacementRecord['type'];
  provider: { id: string; name: string; ward: string };
  from: string;
  until: string;
  plannedHours: number;
  atProvider: boolean;
  absentDays: number;
  minutes: Minutes;
}

/**
 * Every placement of these students in date order, with its guidance minutes per status and its
 * absent days: three queries however many students. The caller has admitted its reader (the
 * status module's rule); teachers are not narrowed to their assigned placements here.
 */
export async function listPlacementFacts(db: DbOrTx, studentIds: string[]): Promise<PlacementFacts[]> {
  const all = await listPlacementsOf(db, studentIds);
  const ids = all.map((p) => p.id);
  const [minutes, absent] = await Promise.all([minutesByPlacement(db, ids), absentDaysByPlacement(db, ids)]);
  const byPlacement = minutesOf(minutes);
  const days = new Map(absent.map((a) => [a.placementId, a.days]));
  return all.map((p) => ({
    id: p.id,
    studentId: p.studentId,
    type: p.type,
    provider: p.provider,
    from: p.from,
    until: p.until,
    plannedHours: p.plannedHours,
    atProvider: p.atProvider,
    absentDays: days.get(p.id) ?? 0,
    minutes: byPlacement.get(p.id) ?? { confirmed: 0, pending: 0, disputed: 0 },
  }));
}

// Faces for the visits and the qualified assessments

/** A student with their class and the class's supervisor (who created it). */
export interface PlacementStudent {
  id: string;
  gradeId: string | null;
  className: string | null;
  firstName: string;
  name: string;
  /** The class's creator; null without a class. */
  supervisorId: string | null;
}

/** The student with their class and its supervisor; null when the id is unknown or not a student's. */
export async function getPlacementStudent(db: DbOrTx, studentId: string): Promise<PlacementStudent | null> {
  const s = await findStudent(db, studentId);
  return s && { id: s.id, gradeId: s.gradeId, className: s.className, firstName: s.firstName, name: s.name, supervisorId: s.supervisorId };
}

/** A placement with the people who act on it: its student, the class's supervisor, its instructors, and its absent days. */
export interface PlacementContext {
  placement: { id: string; studentId: string; type: PlacementType; from: string; until: string; plannedHours: number; atProvider: boolean; provider: { id: string; name: string; ward: string } };
  student: { id: string; gradeId: string | null; className: string | null; firstName: string; name: string };
  /** The class's creator; null without a class. */
  supervisorId: string | null;
  instructorIds: string[];
  instructors: Person[];
  absentDays: number;
}

/** A placement and its people; null for an unknown placement (or one whose owner is no longer a student). The caller checks access. */
export async function getPlacementContext(db: DbOrTx, placementId: string): Promise<PlacementContext | null> {
  const p = await findPlacement(db, placementId);
  if (!p) return null;
  const [student, instructors, absent] = await Promise.all([findStudent(db, p.studentId), listInstructors(db, [p.id]), absentDaysByPlacement(db, [p.id])]);
  if (!student) return null;
  return {
    placement: { id: p.id, studentId: p.studentId, type: p.type, from: p.from, until: p.until, plannedHours: p.plannedHours, atProvider: p.atProvider, provider: p.provider },
    student: { id: student.id, gradeId: student.gradeId, className: student.className, firstName: student.firstName, name: student.name },
    supervisorId: student.supervisorId,
    instructorIds: instructors.map((i) => i.id),
    instructors: instructors.map((i) => toPerson(i)!),
    absentDays: absent[0]?.days ?? 0,
  };
}

/** A placement of a supervisor's class with its student, as `listPlacementsOfSupervisor` lists it. */
export interface SupervisedPlacement {
  placement: PlacementContext['placement'];
  student: { id: string; firstName: string; name: string; gradeId: string; className: string };
}

/**
 * The placements of the active students in the classes the supervisor created, of these types and
 * begun by `beginsBy` (YYYY-MM-DD), the earliest last day first. The caller checks that the actor is that supervisor.
 */
export async function listPlacementsOfSupervisor(db: DbOrTx, supervisorId: string, o: { types: readonly PlacementType[]; beginsBy: string }): Promise<SupervisedPlacement[]> {
  const rows = await listSupervisedPlacements(db, { supervisorId, types: o.types, beginsBy: o.beginsBy });
  return rows.map(({ student, ...p }) => ({
    placement: { id: p.id, studentId: p.studentId, type: p.type, from: p.from, until: p.until, plannedHours: p.plannedHours, atProvider: p.atProvider, provider: p.provider },
    student,
  }));
}
