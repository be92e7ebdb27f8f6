import {
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
  type StudentPlanResponse,
} from '@praxisport/contract/placements';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { jsonAnswer } from '../../lib/json-text';
import { withUniqueConflict } from '../../lib/unique';
import { getAdmittedStudentAbsence } from '../attendance/attendance.service';
import { getTalk } from '../talks/talks.service';
import * as audit from '../audit/audit.service';
import { canDecide, canPlanFor, recordInClassCondition, canReadClassPlan, canReadPlan, canRecordIn } from './placements.policy';
import { toGuidanceRow, toPerson, toPlacementRow, toTypeTotals, toWishes, type Minutes } from './placements.presenter';
import { classPlanCsv } from './placements.csv';
import { cachedPlan, dropPlan } from './plan-cache';
import { proofPdf } from './placements.pdf';
import {
  assignedPlacementIds,
  decideGuidance,
  deletePlacement,
  findClass,
  findGuidance,
  findOverlapping,
  hasRecordsOutside,
  findPlacement,
  findPlan,
  findProvider,
  findStudent,
  insertAbsence,
  guidanceWriter,
  type GuidanceInsert,
  isDayTooLong,
  findPlacementForInstructor,
  insertPlacement,
  insertProvider,
  listAbsences,
  listClassStudents,
  listClassTeachers,
  listInstructors,
  listPlacementsOf,
  listProviders,
  lockStudent,
  minutesByPlacement,
  replaceInstructors,
  updatePlacement,
  type AbsenceRecord,
  type GuidanceRecord,
  type PlanRecords,
  type InstructorRecord,
  type PlacementRecord,
  type PlanStudent,
} from './placements.repository';

// one formatter for every call (issue 17: toLocaleDateString made one per call, 6 % of the plan's CPU)
const berlinDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });
/** Today's date in the school's time zone (YYYY-MM-DD). */
export const todayIn = (now: Date) => berlinDay.format(now);

// ---------------------------------------------------------------------------------------------
// The dispute hook (issue 14): a disputed record will notify its teacher once notifications exist.

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

/** Minutes and absent days per placement, and instructors, of the placements' records. */
function figuresFrom(guidance: GuidanceRecord[], absences: AbsenceRecord[], instructors: InstructorRecord[]) {
  const byPlacement = new Map<string, Minutes>();
  for (const { record: r } of guidance) {
    const entry = byPlacement.get(r.placementId) ?? { confirmed: 0, pending: 0, disputed: 0 };
    entry[r.status] += r.minutes;
    byPlacement.set(r.placementId, entry);
  }
  const days = new Map<string, number>();
  for (const a of absences) days.set(a.placementId, (days.get(a.placementId) ?? 0) + a.days);
  return { byPlacement, days, absences, instructors };
}

/** figuresFrom, the records read for the given placements. */
async function figuresOf(db: DbOrTx, placementIds: string[]) {
  const [minutes, absences, instructors] = await Promise.all([minutesByPlacement(db, placementIds), listAbsences(db, placementIds), listInstructors(db, placementIds)]);
  const byPlacement = new Map<string, Minutes>();
  for (const m of minutes) {
    const entry = byPlacement.get(m.placementId) ?? { confirmed: 0, pending: 0, disputed: 0 };
    entry[m.status] += Number(m.minutes);
    byPlacement.set(m.placementId, entry);
  }
  const { days } = figuresFrom([], absences, instructors);
  return { byPlacement, days, absences, instructors };
}

/**
 * A plan's guidance records as the answer shows them (those of the shown placements), made once
 * per kept plan (plan-cache.ts; issue 17: thirty records turned into rows and written as JSON on
 * every read were a third of the proof's time), with their JSON text. The rows are shared by the
 * answers built from one kept plan and never changed; `shown` is the same for every reader of one
 * kept plan (it is kept per asker's assignments), and is part of the key all the same.
 */
const guidanceOut = new WeakMap<PlanRecords, { key: string; rows: GuidanceRow[]; text: string }>();
function guidanceOf(plan: PlanRecords, shown: Set<string>): { rows: GuidanceRow[]; text: string } {
  const key = [...shown].join(',');
  let out = guidanceOut.get(plan);
  if (out?.key !== key) {
    const rows = plan.guidance.filter((g) => shown.has(g.record.placementId)).map(toGuidanceRow);
    guidanceOut.set(plan, (out = { key, rows, text: JSON.stringify(rows) }));
  }
  return out;
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
 * practical absence next to the school-side figures (issue 14). Teachers see the placements they
 * are assigned to only.
 * @throws NOT_FOUND unknown student; FORBIDDEN see canReadPlan
 */
export async function getStudentPlan(db: DbOrTx, actor: Actor, studentId: string, now: Date = new Date()): Promise<StudentPlanResponse> {
  const { plan, guidance } = await planOf(db, actor, studentId, now);
  return { ...plan, guidance: guidance.rows };
}

/**
 * getStudentPlan as the route's JSON text (lib/json-text.ts, issue 17): the guidance records'
 * text is written once per kept plan, the rest per request. The test suites check the text against
 * the response schema.
 */
export async function getStudentPlanAnswer(db: DbOrTx, actor: Actor, studentId: string, now: Date = new Date()): Promise<StudentPlanResponse> {
  const inputs = await planInputs(db, actor, studentId, now);
  // nineteenth round: the whole text kept with the kept plan, per everything else it is made of (was
  // made per request: about a quarter of the server's time for this 22 KB answer)
  const key = JSON.stringify([inputs.isTeacher, inputs.mayPlan, inputs.today, inputs.school, inputs.classTeachers.map((t) => toPerson(t))]);
  let texts = answerTexts.get(inputs.found);
  if (!texts) answerTexts.set(inputs.found, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    const { plan, guidance } = buildPlan(inputs);
    text = `${JSON.stringify(plan).slice(0, -1)},"guidance":${guidance.text}}`;
    // a kept plan is read by its student and the class's supervisor (a teacher's plan is kept apart), a few
    // views at a time: at most four texts a plan (500 plans, plan-cache.ts: at most about 45 MB of 22 KB texts)
    if (texts.size >= 4) texts.clear();
    texts.set(key, text);
  }
  return jsonAnswer(text);
}
/** The answers' texts of a kept plan (plan-cache.ts hands out the same object until the plan changes). */
const answerTexts = new WeakMap<PlanRecords, Map<string, string>>();

async function planOf(db: DbOrTx, actor: Actor, studentId: string, now: Date) {
  return buildPlan(await planInputs(db, actor, studentId, now));
}

/** What a plan's answer is made of: the kept plan, checked for the caller, and the caller's view of it. */
async function planInputs(db: DbOrTx, actor: Actor, studentId: string, now: Date) {
  const isTeacher = actor.kind === 'user' && actor.userType === 'teacher';
  // the student, a teacher's placements of them and all the plan's records in one query (issue 17),
  // kept until one of them changes (plan-cache.ts)
  const assignedTo = isTeacher ? actor.id : undefined;
  const found = await cachedPlan(db, studentId, assignedTo, () => findPlan(db, studentId, assignedTo));
  if (!found) throw new AppError('NOT_FOUND', placementMessages.studentNotFound);
  const { assignedIds, ...student } = found.student;
  const assigned = new Set(assignedIds);
  if (!(await canReadPlan(db, actor, student, assigned.size))) throw new AppError('FORBIDDEN', placementMessages.noAccess);
  const today = todayIn(now);
  const mayPlan = canPlanFor(actor, student);
  const [school, classTeachers] = await Promise.all([
    schoolAbsence(db, actor, student),
    mayPlan && student.gradeId ? listClassTeachers(db, student.gradeId) : Promise.resolve([]),
  ]);
  return { found, student, assigned, isTeacher, today, mayPlan, school, classTeachers };
}

function buildPlan({ found, student, assigned, isTeacher, today, mayPlan, school, classTeachers }: Awaited<ReturnType<typeof planInputs>>) {
  const all = found.placements;
  const visible = isTeacher ? all.filter((p) => assigned.has(p.id)) : all;
  const shown = new Set(visible.map((p) => p.id));
  const { byPlacement, days, absences, instructors } = figuresFrom(
    found.guidance.filter((g) => shown.has(g.record.placementId)),
    found.absences.filter((a) => shown.has(a.placementId)),
    found.instructors.filter((i) => shown.has(i.placementId)),
  );
  const placements = visible.map((p) =>
    toPlacementRow(p, {
      instructors: instructors.filter((i) => i.placementId === p.id).map((i) => toPerson(i)!),
      minutes: byPlacement.get(p.id),
      absentDays: days.get(p.id) ?? 0,
      mayRecord: assigned.has(p.id),
      today,
    }),
  );
  const absentDays = absences.reduce((s, a) => s + a.days, 0);
  const plan: Omit<StudentPlanResponse, 'guidance'> = {
    student: { _id: student.id, firstName: student.firstName, name: student.name, _grade: student.gradeId, className: student.className },
    placements,
    absences: absences.map((a) => ({ _id: a.id, _placement: a.placementId, from: a.from, days: a.days, note: a.note, teacher: toPerson(a.teacher) })),
    typeTotals: toTypeTotals(all),
    wishes: toWishes(student.wishes, placements),
    absence: { ...practicalAbsenceOf(absentDays), school },
    instructorOptions: classTeachers.map((t) => toPerson(t)!),
    mayPlan,
    today,
  };
  return { plan, guidance: guidanceOf(found, shown) };
}

/**
 * The attendance module's school-side figures of the student, where the caller may see them:
 * canReadPlan admitted the user (the student, the class's supervisor, a teacher who joined the
 * class), which is the attendance module's own rule for a student's figures (getStudentAbsence),
 * so they are read without checking it again (issue 17: three queries less). Admins: none.
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

const fieldsOf = (body: PlacementBody) => ({ type: body.type, providerId: body.providerId, fromDate: body.from, untilDate: body.until, plannedHours: body.plannedHours });

/**
 * The supervisor plans a placement for a student of their class.
 * @throws NOT_FOUND unknown student; FORBIDDEN not the class's supervisor; VALIDATION_ERROR see
 *   checkPlacementBody; CONFLICT it overlaps another placement of the student
 */
export async function planPlacement(db: Db, actor: UserActor, studentId: string, body: PlacementBody) {
  const student = await getStudent(db, studentId);
  if (!canPlanFor(actor, student)) throw new AppError('FORBIDDEN', placementMessages.onlySupervisor);
  await checkPlacementBody(db, student, body);
  const placement = await db.transaction(async (tx) => {
    await lockStudent(tx, student.id);
    if (await findOverlapping(tx, { studentId: student.id, from: body.from, until: body.until })) throw new AppError('CONFLICT', placementMessages.overlap, 'from');
    const id = await insertPlacement(tx, { ...fieldsOf(body), studentId: student.id, plannedById: actor.id });
    await replaceInstructors(tx, id, body.instructorIds);
    return placementOut(tx, id);
  });
  // the other processes hear the triggers; this one's next read must not wait for them
  dropPlan(db, student.id);
  return placement;
}

async function placementOut(db: DbOrTx, id: string) {
  const p = await getPlacement(db, id);
  const instructors = (await listInstructors(db, [id])).map((i) => toPerson(i)!);
  return { _id: p.id, _student: p.studentId, type: p.type, provider: { _id: p.provider.id, name: p.provider.name, ward: p.provider.ward }, from: p.from, until: p.until, plannedHours: p.plannedHours, instructors };
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
  const placement = await db.transaction(async (tx) => {
    await lockStudent(tx, student.id);
    if (await findOverlapping(tx, { studentId: student.id, from: body.from, until: body.until, exceptId: p.id })) throw new AppError('CONFLICT', placementMessages.overlap, 'from');
    // records inside the placement must stay inside it (decision 021): the supervisor widens the dates or the records are corrected first
    if (await hasRecordsOutside(tx, p.id, body.from, body.until)) throw new AppError('CONFLICT', placementMessages.recordsOutside, 'from');
    await updatePlacement(tx, p.id, { ...fieldsOf(body), plannedById: actor.id });
    await replaceInstructors(tx, p.id, body.instructorIds);
    return placementOut(tx, p.id);
  });
  dropPlan(db, student.id);
  return placement;
}

/** The supervisor removes a placement (with its records). @throws NOT_FOUND, FORBIDDEN */
export async function removePlacement(db: DbOrTx, actor: UserActor, placementId: string): Promise<void> {
  const { p } = await placementForPlanner(db, actor, placementId);
  await deletePlacement(db, p.id);
  dropPlan(db, p.studentId);
}

/** @throws NOT_FOUND unknown placement; FORBIDDEN not assigned to it (or not in the class) */
async function placementForInstructor(db: DbOrTx, actor: UserActor, placementId: string) {
  // the placement, its student and the actor's assignment in one query (issue 17)
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
  const fields = { placementId, teacherId: actor.id, minutes: body.minutes, kind: body.kind, topic: body.topic, competenceArea: body.competenceArea ?? null };
  // a session of a date (not a talk): checked and written in one statement (fifteenth round); where
  // a check fails nothing is written, and the checks below tell which
  const fast = body.kind === 'talk' && body.talkType ? null : body.date ? await writeGuidance(db, { ...fields, date: body.date, talkId: null }, true) : null;
  const record = fast ?? (await recordGuidanceChecked(db, actor, placementId, body, fields));
  // this process's next read must not wait for an announcement; the other processes hear it after the commit
  dropPlan(db, record.studentId);
  // the new record as written: its teacher is the actor, nobody decided it yet (issue 17: not read back)
  return toGuidanceRow({ record, teacher: { id: actor.id, firstName: actor.firstName, name: actor.name }, decidedBy: null });
}

/** recordGuidance with its checks one by one: a talk, and any record the one statement did not write. */
async function recordGuidanceChecked(db: Db, actor: UserActor, placementId: string, body: GuidanceBody, fields: Omit<GuidanceInsert, 'date' | 'talkId'>) {
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
  // checked here: written without the statement's checks
  const record = await writeGuidance(db, { ...fields, date, talkId }, false);
  if (!record) throw new AppError('NOT_FOUND', placementMessages.placementNotFound);
  return record;
}

/**
 * The guidance record and its audit record in one statement (guidanceWriter); checked: only where
 * the teacher may record in the placement on that date (else null). Issue 16 item 5: the record of
 * the change in the same statement; values, not the topic's text (decision 025).
 */
const insertGuidance = guidanceWriter(recordInClassCondition, ({ written }) =>
  audit.recordWithin({
    action: 'guidance.record',
    entity: 'guidance',
    actorUserId: sql`w.teacher_id`,
    entityId: sql`w.id::text`,
    classId: sql`w.class_id`,
    studentId: sql`w.student_id`,
    before: sql`null::jsonb`,
    after: sql`jsonb_build_object('placementId', w.placement_id, 'date', w.date, 'minutes', w.minutes, 'kind', w.kind, 'talkId', w.talk_id, 'status', w.status)`,
    from: sql`${written} w`,
  }),
);

/**
 * insertGuidance with its errors as the API answers them.
 * @throws VALIDATION_ERROR more than 12 hours on the day; CONFLICT the talk counts already
 */
function writeGuidance(db: Db, v: GuidanceInsert, checked: boolean) {
  const write = insertGuidance(db, v, checked).catch((err: unknown) => {
    if (isDayTooLong(err)) throw new AppError('VALIDATION_ERROR', placementMessages.dayTooLong, 'minutes');
    throw err;
  });
  return withUniqueConflict(write, { guidance_records_talk_unique: { message: placementMessages.talkCounted, path: 'talkType' } });
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
    // issue 16 item 5
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
  dropPlan(db, actor.id);
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
  dropPlan(db, p.studentId);
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
  const { byPlacement, days } = await figuresOf(db, all.map((p) => p.id));
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
  const name = plan.className.normalize('NFKD').replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'klasse';
  return { csv: classPlanCsv(plan), fileName: `praxisanleitung_${name}.csv` };
}

/** The student's "Nachweis der Praxisanleitung" as a PDF. @throws as getStudentPlan */
export async function exportProofPdf(db: DbOrTx, actor: Actor, studentId: string, now: Date = new Date()) {
  const plan = await getStudentPlan(db, actor, studentId, now);
  const name = `${plan.student.name}_${plan.student.firstName}`.normalize('NFKD').replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'auszubildende';
  return { pdf: await proofPdf(plan, now), fileName: `nachweis_praxisanleitung_${name}.pdf` };
}
