import {
  attendanceMessages,
  isAttendanceEditable,
  type AttendanceByDateResponse,
  type AttendanceMap,
  type AttendanceRecord,
  type ClassAbsence,
  type SaveAttendanceBody,
  type StudentAbsence,
} from '@praxisport/contract/attendance';
import type { AuditEvent } from '@praxisport/contract/audit';
import { classMessages } from '@praxisport/contract/classes';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import { isSelf } from '../classes/classes.policy';
import { getAccessibleClass, listClassStudents } from '../classes/classes.service';
import { notifyAbsenceThresholds } from '../notifications/notifications.service';
import * as audit from '../audit/audit.service';
import { attendanceCsv } from './attendance.csv';
import { isOwnFigures } from './attendance.policy';
import { toAttendanceRecord, toAttendanceStudent, toClassTotals, toStudentAbsence } from './attendance.presenter';
import { bumpRecord, classAbsence, classTotals, findRecord, findRecordWithEntries, findUser, insertRecord, listMonthEntries, replaceEntries } from './attendance.repository';

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
  const key = { classId: body._grade, date: body.date, teacherId: actor.id };
  return db.transaction(async (tx) => {
    const record =
      body.version == null
        ? await withUniqueConflict(insertRecord(tx, key), { attendance_records_class_date_unique: { message: attendanceMessages.stale } })
        : await bumpRecord(tx, { ...key, version: body.version });
    if (!record) throw new AppError('CONFLICT', attendanceMessages.stale);
    // the entries the replacement removed are the day's entries before this save (none for a new record)
    const { removed, entries } = await replaceEntries(tx, record.id, body.attendance);
    const before = toAttendanceRecord(record, removed).attendance;
    const saved = toAttendanceRecord(record, entries);
    // issue 16 item 5: the students whose entries changed, before and after
    const changed = changedEntries(before, saved.attendance);
    await audit.record(tx, actor, { action: 'attendance.save', entity: 'attendance', entityId: record.id, classId: cls._id, before: { date: body.date, attendance: changed.before }, after: { date: body.date, version: record.version, attendance: changed.after } });
    // issue 15: the class's supervisor learns once per threshold of a student over 8 % and 10 %. A
    // student's rate moves only with their own entries: the students whose entries changed, and
    // nothing to check after a save that changed nothing (issue 17: two queries less then)
    const touched = new Set([...Object.keys(changed.before), ...Object.keys(changed.after)]);
    if (touched.size > 0) {
      const rates = (await classAbsence(tx, cls._id)).map(toStudentAbsence).filter((r) => touched.has(r._id));
      await notifyAbsenceThresholds(tx, { supervisorId: cls._teacher, classId: cls._id, className: cls.className, students: rates.map((r) => ({ id: r._id, firstName: r.firstName, name: r.name, rate: r.rate })) });
    }
    return saved;
  });
}

/** The entries that differ between two maps of a day, per student (a student added or left out counts). */
function changedEntries(before: AttendanceMap, after: AttendanceMap): { before: AttendanceMap; after: AttendanceMap } {
  const out = { before: {} as AttendanceMap, after: {} as AttendanceMap };
  for (const id of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[id] ?? null) === JSON.stringify(after[id] ?? null)) continue;
    if (before[id]) out.before[id] = before[id];
    if (after[id]) out.after[id] = after[id];
  }
  return out;
}

/**
 * The history of a class's attendance day (issue 16 item 5): every save with the entries it
 * changed, newest first; empty before the first save.
 * @throws NOT_FOUND unknown class; FORBIDDEN not the class's supervisor (admins read)
 */
export async function getAttendanceHistory(db: DbOrTx, actor: Actor, { classId, date }: { classId: string; date: string }): Promise<AuditEvent[]> {
  const cls = await getAccessibleClass(db, actor, classId);
  const record = await findRecord(db, cls._id, date);
  return record ? audit.listHistory(db, { entity: 'attendance', entityId: record.id }) : [];
}

/**
 * Absence figures of a class (issue 8): per student the hours recorded and missed and the rate.
 * @throws NOT_FOUND, FORBIDDEN as for the class
 */
export async function getClassAbsence(db: DbOrTx, actor: Actor, classId: string): Promise<ClassAbsence> {
  // issue 17: the students (in list order) from the class cache, only their kept sums from the database
  const { class: cls, students } = await listClassStudents(db, actor, classId, { invitations: false });
  const totals = new Map((await classTotals(db, cls._id)).map((t) => [t.studentId, t]));
  const rows = students.map((s) => ({ id: s._id, firstName: s.firstName, name: s.name, recordedDays: totals.get(s._id)?.recordedDays ?? 0, missedMinutes: totals.get(s._id)?.missedMinutes ?? 0 }));
  return { _grade: cls._id, className: cls.className, ...toClassTotals(rows), students: rows.map(toStudentAbsence) };
}

/**
 * A student's own figures, for the student and the staff of their class (issue 8).
 * @throws NOT_FOUND not a student or without a class; FORBIDDEN another student, staff of another class
 */
export async function getStudentAbsence(db: DbOrTx, actor: UserActor, studentId: string): Promise<StudentAbsence> {
  const user = await findUser(db, studentId);
  if (!user || user.userType !== 'student' || !user.gradeId) throw new AppError('NOT_FOUND', attendanceMessages.studentNotFound);
  if (actor.userType === 'student' && !isOwnFigures(actor, studentId)) throw new AppError('FORBIDDEN', attendanceMessages.noAccess);
  if (actor.userType !== 'student') await getAccessibleClass(db, actor, user.gradeId);
  const [row] = await classAbsence(db, user.gradeId, studentId);
  return toStudentAbsence(row!);
}

/**
 * A student's figures for a caller that has already admitted its reader under getStudentAbsence's
 * rule (the student themself, the class's supervisor, a teacher who joined the class): no second
 * lookup of the student and the class (issue 17; the placements' plan, see canReadPlan).
 */
export async function getAdmittedStudentAbsence(db: DbOrTx, student: { id: string; gradeId: string }): Promise<StudentAbsence> {
  const [row] = await classAbsence(db, student.gradeId, student.id);
  return toStudentAbsence(row!);
}

/**
 * A month of a class's attendance as CSV (issue 8: export) and a file name for it.
 * @throws NOT_FOUND, FORBIDDEN as for the class
 */
export async function exportAttendanceCsv(db: DbOrTx, actor: Actor, { classId, month }: { classId: string; month: string }) {
  const cls = await getAccessibleClass(db, actor, classId);
  const from = `${month}-01`;
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const to = new Date(Date.UTC(year, mon, 0)).toISOString().slice(0, 10); // day 0 of the next month: the last of this one
  const name = cls.className.normalize('NFKD').replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'klasse';
  return { csv: attendanceCsv(await listMonthEntries(db, cls._id, from, to)), fileName: `anwesenheit_${name}_${month}.csv` };
}
