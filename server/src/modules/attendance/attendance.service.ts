import { sql } from 'drizzle-orm';
import {
  attendanceMessages,
  isAttendanceEditable,
  type AttendanceByDateResponse,
  type AttendanceRecord,
  type ClassAbsence,
  type SaveAttendanceBody,
  type StudentAbsence,
} from '@praxisport/contract/attendance';
import type { AuditEvent } from '@praxisport/contract/audit';
import { classMessages, type StudentRow } from '@praxisport/contract/classes';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { isSelf } from '../classes/classes.policy';
import { getAccessibleClass, listClassStudents } from '../classes/classes.service';
import { lowestAbsenceThreshold, notifyAbsenceThresholds } from '../notifications/notifications.service';
import * as audit from '../audit/audit.service';
import { attendanceCsv } from './attendance.csv';
import { isOwnFigures } from './attendance.policy';
import { toAttendanceRecord, toAttendanceStudent, toClassTotals, toStudentAbsence } from './attendance.presenter';
import { classAbsence, classTotals, findRecord, findRecordWithEntries, findUser, listMonthEntries, dayWriter } from './attendance.repository';
import { cachedAttendanceDay, dropAttendanceDays, cachedClassTotals } from './attendance-day-cache';

/**
 * The students of a class and its attendance of a day, null before the first save (API-26, ATT-02).
 * @throws NOT_FOUND unknown class; FORBIDDEN not the class's supervisor
 */
export async function getAttendanceByDate(db: DbOrTx, actor: Actor, { classId, date }: { classId: string; date: string }): Promise<AttendanceByDateResponse> {
  const { students } = await listClassStudents(db, actor, classId, { invitations: false });
  // kept until the class's attendance changes (attendance-day-cache.ts)
  const found = await cachedAttendanceDay(db, classId, date, () => findRecordWithEntries(db, classId, date));
  return {
    students: students.map(toAttendanceStudent),
    attendance: found ? toAttendanceRecord(found.record, found.entries) : null,
  };
}

/**
 * The record, its entries and the audit record (issue 16 item 5: the students whose entries changed,
 * before and after) in one statement (issue 17).
 */
const saveDay = dayWriter({ sumsFrom: lowestAbsenceThreshold }, ({ days, changes }) =>
  audit.recordWithin({
    action: 'attendance.save',
    entity: 'attendance',
    actorUserId: sql`r.teacher_id`,
    entityId: sql`r.id::text`,
    classId: sql`r.class_id`,
    studentId: sql`null::uuid`,
    // the changes come as JSON text (dayWriter), the whole value cast once
    before: sql`('{"date":' || to_json(r.date)::text || ',"attendance":' || coalesce(c.old, '{}') || '}')::jsonb`,
    after: sql`('{"date":' || to_json(r.date)::text || ',"version":' || r.version::text || ',"attendance":' || coalesce(c.new, '{}') || '}')::jsonb`,
    from: sql`${days} r left join ${changes} c on c.n = r.n`,
  }),
);

/** A class's students by id, made once per list (the class cache hands out the same list while the class is unchanged). */
const byIdOf = new WeakMap<readonly StudentRow[], ReadonlyMap<string, StudentRow>>();
function byId(students: readonly StudentRow[]): ReadonlyMap<string, StudentRow> {
  let map = byIdOf.get(students);
  if (!map) byIdOf.set(students, (map = new Map(students.map((s) => [s._id, s]))));
  return map;
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
  const inClass = byId(students);
  if (Object.keys(body.attendance).some((id) => !inClass.has(id))) throw new AppError('VALIDATION_ERROR', attendanceMessages.studentNotInClass, 'attendance');
  const saved = await saveDay(db, { classId: cls._id, date: body.date, teacherId: actor.id, version: body.version ?? null, map: body.attendance });
  if (!saved) throw new AppError('CONFLICT', attendanceMessages.stale);
  // this process's next read must not wait for an announcement; the other processes hear it after the commit
  dropAttendanceDays(db, cls._id);
  // issue 15: the class's supervisor learns once per threshold of a student over 8 % and 10 %. A
  // student's rate moves only with their own days and minutes: the students whose figures the save
  // moved to the lowest threshold or over it (a rate below it crosses none), and nothing to check
  // after a save that moved none there. Their sums come with the save (its statement adds what it
  // changed and answers the sums after it: seventeenth and eighteenth rounds, was a second query;
  // only those at the lowest threshold or over it: twentieth round); a notification is kept once per
  // student and threshold (notifications_dedupe_unique).
  if (saved.touched.length > 0) {
    const rates = saved.touched.flatMap((t) => {
      const s = inClass.get(t.studentId);
      if (!s) return [];
      const { rate } = toStudentAbsence({ id: s._id, firstName: s.firstName, name: s.name, recordedDays: t.recordedDays, missedMinutes: t.missedMinutes });
      return [{ id: s._id, firstName: s.firstName, name: s.name, rate }];
    });
    await notifyAbsenceThresholds(db, { supervisorId: cls._teacher, classId: cls._id, className: cls.className, students: rates });
  }
  // the entries as saved are the body's (validated: exactly the blocks and the reason)
  return { ...toAttendanceRecord(saved.record, []), attendance: body.attendance };
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
  const totals = new Map((await cachedClassTotals(db, cls._id, () => classTotals(db, cls._id))).map((t) => [t.studentId, t]));
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
export async function getAdmittedStudentAbsence(db: DbOrTx, student: { id: string; gradeId: string; firstName: string; name: string }): Promise<StudentAbsence> {
  // issue 17: from the class's kept sums (none recorded: no row)
  const total = (await cachedClassTotals(db, student.gradeId, () => classTotals(db, student.gradeId))).find((t) => t.studentId === student.id);
  return toStudentAbsence({ id: student.id, firstName: student.firstName, name: student.name, recordedDays: total?.recordedDays ?? 0, missedMinutes: total?.missedMinutes ?? 0 });
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
