import {
  attendanceMessages,
  DAY_MINUTES,
  isAttendanceEditable,
  missedMinutes,
  type AttendanceByDateResponse,
  type AttendanceMap,
  type AttendanceRecord,
  type ClassAbsence,
  type SaveAttendanceBody,
  type StudentAbsence,
} from '@praxisport/contract/attendance';
import type { AuditEventsResponse } from '@praxisport/contract/audit';
import { classMessages, type ClassRow, type StudentRow } from '@praxisport/contract/classes';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { fileNamePart } from '../../lib/download';
import { isSelf } from '../classes/classes.policy';
import { getAccessibleClass, listClassStudents } from '../classes/classes.service';
import { notifyAbsenceThresholds } from '../notifications/notifications.service';
import * as audit from '../audit/audit.service';
import { attendanceCsv } from './attendance.csv';
import { isOwnFigures } from './attendance.policy';
import { toAbsenceSums, toAttendanceEntry, toAttendanceRecord, toAttendanceStudent, toClassTotals, toStudentAbsence } from './attendance.presenter';
import {
  bumpRecord,
  countDayShapes,
  deleteEntries,
  findRecord,
  findRecordWithEntries,
  findUser,
  insertEntries,
  insertRecord,
  lockClassAttendance,
  listEntries,
  listMonthEntries,
  type EntryFields,
} from './attendance.repository';

/**
 * The students of a class and its attendance of a day, null before the first save (API-26, ATT-02).
 * @throws NOT_FOUND unknown class; FORBIDDEN not the class's supervisor
 */
export async function getAttendanceByDate(db: DbOrTx, actor: Actor, { classId, date }: { classId: string; date: string }): Promise<AttendanceByDateResponse> {
  const { students } = await listClassStudents(db, actor, classId, { invitations: false });
  const found = await findRecordWithEntries(db, classId, date);
  return {
    students: students.map(toAttendanceStudent),
    attendance: found ? toAttendanceRecord(found.record, found.entries) : null,
  };
}

/**
 * Creates or updates the attendance of a class and day (API-27, AMB-66): only while the day is in
 * the window, only for the class's own students, only over the version the caller loaded.
 * @throws FORBIDDEN `_teacher` is someone else, or not the class's supervisor; NOT_FOUND unknown class;
 *   RULE_VIOLATION outside the window (SEC-05); VALIDATION_ERROR a student not in the class;
 *   CONFLICT someone saved since the caller loaded (stale save)
 */
export async function saveAttendance(db: Db, actor: UserActor, body: SaveAttendanceBody, now: Date = new Date()): Promise<AttendanceRecord> {
  if (!isSelf(actor, body._teacher)) throw new AppError('FORBIDDEN', classMessages.notSelf);
  const { students, class: cls } = await listClassStudents(db, actor, body._grade, { invitations: false });
  if (!isAttendanceEditable(body.date, now)) throw new AppError('RULE_VIOLATION', attendanceMessages.windowClosed, 'date');
  const inClass = new Set(students.map((s) => s._id));
  if (Object.keys(body.attendance).some((id) => !inClass.has(id))) throw new AppError('VALIDATION_ERROR', attendanceMessages.studentNotInClass, 'attendance');
  const day = { classId: cls._id, date: body.date, teacherId: actor.id };
  const record = await db.transaction(async (tx) => {
    await lockClassAttendance(tx, cls._id);
    // a second save of the day waits here and then finds the version moved
    const record = body.version == null ? await insertRecord(tx, day) : await bumpRecord(tx, { ...day, version: body.version });
    if (!record) throw new AppError('CONFLICT', attendanceMessages.stale);
    const change = changeOf(await listEntries(tx, record.id), body.attendance);
    if (change.gone.length > 0) await deleteEntries(tx, record.id, change.gone);
    if (change.put.length > 0) await insertEntries(tx, record.id, change.put);
    // the entries the save changed, before and after
    await audit.record(tx, actor, {
      action: 'attendance.save',
      entity: 'attendance',
      entityId: record.id,
      classId: cls._id,
      before: { date: record.date, attendance: change.before },
      after: { date: record.date, version: record.version, attendance: change.after },
    });
    if (change.moved.length > 0) await notifyCrossedThresholds(tx, cls, students, change.moved);
    return record;
  });
  // the entries as saved are the body's (validated: exactly the blocks and the reason)
  return { ...toAttendanceRecord(record, []), attendance: body.attendance };
}

/**
 * What a save changes of a record's entries: the students whose entries go (left out) and the
 * entries written anew (new or different; the different ones are in `gone` too); the audit's
 * before and after of those students; the students whose recorded days or missed minutes move.
 */
function changeOf(stored: EntryFields[], map: AttendanceMap) {
  const storedBy = new Map(stored.map((e) => [e.studentId, toAttendanceEntry(e)]));
  const before: AttendanceMap = {};
  const after: AttendanceMap = {};
  const gone: string[] = [];
  const put: EntryFields[] = [];
  const moved: string[] = [];
  for (const [studentId, was] of storedBy) {
    const next = map[studentId];
    if (next && sameEntry(was, next)) continue;
    before[studentId] = was;
    gone.push(studentId);
    if (!next || missedMinutes(next) !== missedMinutes(was)) moved.push(studentId);
  }
  for (const [studentId, next] of Object.entries(map)) {
    const was = storedBy.get(studentId);
    if (was && sameEntry(was, next)) continue;
    after[studentId] = next;
    put.push({ studentId, b8: next['8'], b10: next['10'], b12: next['12'], b1345: next['13:45'], reason: next.reason === '' ? null : next.reason });
    if (!was) moved.push(studentId);
  }
  return { before, after, gone, put, moved };
}

const sameEntry = (a: AttendanceMap[string], b: AttendanceMap[string]) =>
  a['8'] === b['8'] && a['10'] === b['10'] && a['12'] === b['12'] && a['13:45'] === b['13:45'] && a.reason === b.reason;

/**
 * The class's supervisor learns once per threshold of a student over 8 % and 10 %. A
 * student's rate moves only with their own days and minutes, so only the students a save moved are
 * checked; a notification is kept once per student and threshold (notifications_dedupe_unique).
 */
async function notifyCrossedThresholds(db: DbOrTx, cls: ClassRow, students: readonly StudentRow[], moved: string[]): Promise<void> {
  const sums = toAbsenceSums(await countDayShapes(db, cls._id, moved));
  const rates = students.flatMap((s) => {
    const sum = sums.get(s._id);
    if (!sum) return [];
    const { rate } = toStudentAbsence({ id: s._id, firstName: s.firstName, name: s.name, ...sum });
    return [{ id: s._id, firstName: s.firstName, name: s.name, rate }];
  });
  await notifyAbsenceThresholds(db, { supervisorId: cls._teacher, classId: cls._id, className: cls.className, students: rates });
}

/**
 * The history of a class's attendance day: every save with the entries it
 * changed, newest first, with the names of the students they name; empty before the first save.
 * @throws NOT_FOUND unknown class; FORBIDDEN not the class's supervisor (admins read)
 */
export async function getAttendanceHistory(db: DbOrTx, actor: Actor, { classId, date }: { classId: string; date: string }): Promise<AuditEventsResponse> {
  const cls = await getAccessibleClass(db, actor, classId);
  const record = await findRecord(db, cls._id, date);
  const events = record ? await audit.listHistory(db, { entity: 'attendance', entityId: record.id }) : [];
  return { events, names: await audit.peopleNamed(db, events), nextCursor: null };
}

const noDays = { recordedDays: 0, missedMinutes: 0 };

/**
 * Absence figures of a class: per student the hours recorded and missed and the rate.
 * @throws NOT_FOUND, FORBIDDEN as for the class
 */
export async function getClassAbsence(db: DbOrTx, actor: Actor, classId: string): Promise<ClassAbsence> {
  const { class: cls, students } = await listClassStudents(db, actor, classId, { invitations: false });
  const sums = toAbsenceSums(await countDayShapes(db, cls._id));
  const rows = students.map((s) => ({ id: s._id, firstName: s.firstName, name: s.name, ...(sums.get(s._id) ?? noDays) }));
  return { _grade: cls._id, className: cls.className, ...toClassTotals(rows), students: rows.map(toStudentAbsence) };
}

/**
 * A student's own figures, for the student and the staff of their class.
 * @throws NOT_FOUND not a student or without a class; FORBIDDEN another student, staff of another class
 */
export async function getStudentAbsence(db: DbOrTx, actor: UserActor, studentId: string): Promise<StudentAbsence> {
  const user = await findUser(db, studentId);
  if (!user || user.userType !== 'student' || !user.gradeId) throw new AppError('NOT_FOUND', attendanceMessages.studentNotFound);
  if (actor.userType === 'student' && !isOwnFigures(actor, studentId)) throw new AppError('FORBIDDEN', attendanceMessages.noAccess);
  if (actor.userType !== 'student') await getAccessibleClass(db, actor, user.gradeId);
  return getAdmittedStudentAbsence(db, { ...user, gradeId: user.gradeId });
}

/**
 * A student's figures in their class, for a caller that has already admitted its reader under
 * getStudentAbsence's rule (the student themself, the class's supervisor, a teacher who joined the
 * class; the placements' plan, see canReadPlan).
 */
export async function getAdmittedStudentAbsence(db: DbOrTx, student: { id: string; gradeId: string; firstName: string; name: string }): Promise<StudentAbsence> {
  const sum = toAbsenceSums(await countDayShapes(db, student.gradeId, [student.id])).get(student.id) ?? noDays;
  return toStudentAbsence({ id: student.id, firstName: student.firstName, name: student.name, ...sum });
}

/**
 * A month of a class's attendance as CSV (the export) and a file name for it.
 * @throws NOT_FOUND, FORBIDDEN as for the class
 */
export async function exportAttendanceCsv(db: DbOrTx, actor: Actor, { classId, month }: { classId: string; month: string }) {
  const cls = await getAccessibleClass(db, actor, classId);
  const from = `${month}-01`;
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const to = new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10); // day 0 of the next month: the last of this one
  const name = fileNamePart(cls.className, 'klasse');
  return { csv: attendanceCsv(await listMonthEntries(db, cls._id, from, to)), fileName: `anwesenheit_${name}_${month}.csv` };
}

// Faces for the training status

/** A student's lessons in minutes: held (the recorded days' 90-minute blocks) and missed of them. */
export interface TheoryMinutes {
  heldMinutes: number;
  missedMinutes: number;
}

/**
 * The theory minutes of these students in a class, from the class's attendance list, within
 * `range` (inclusive) when given: one query for them all. A student without a recorded day gets
 * zeros. The caller has admitted its reader (the status module's rule).
 */
export async function getTheoryMinutes(db: DbOrTx, classId: string, studentIds: string[], range?: { from: string; until: string }): Promise<Map<string, TheoryMinutes>> {
  const out = new Map<string, TheoryMinutes>(studentIds.map((id) => [id, { heldMinutes: 0, missedMinutes: 0 }]));
  if (studentIds.length === 0) return out;
  for (const [id, sum] of toAbsenceSums(await countDayShapes(db, classId, studentIds, range))) {
    out.set(id, { heldMinutes: sum.recordedDays * DAY_MINUTES, missedMinutes: sum.missedMinutes });
  }
  return out;
}
