import crypto from 'node:crypto';
import { studentImportMessages as m, type ImportPreview, type ImportResult, type ImportRow } from '@praxisport/contract/student-import';
import type { Db, DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { NO_PASSWORD } from '../../lib/password';
import { withUniqueConflict } from '../../lib/unique';
import { getAccessibleClass } from '../classes/classes.service';
import { invitationOpen, sendInvitation } from '../password-reset/password-reset.service';
import { createStudentRecords } from '../reviews/reviews.service';
import { setTrainingPeriods } from '../status/status.service';
import { createUser, findStudent } from '../users/users.service';
import { parseStudentsCsv } from './student-import.parse';
import { findByEmails, findMailOf } from './student-import.repository';

/** A hash no password matches: the student sets theirs through the invitation. */

/** @throws NOT_FOUND, FORBIDDEN unless it is the caller's own class (supervisor) */
async function ownClass(db: DbOrTx, actor: UserActor, classId: string) {
  const cls = await getAccessibleClass(db, actor, classId);
  if (cls._teacher !== actor.id) throw new AppError('FORBIDDEN', m.onlySupervisor);
  return cls;
}

/** Each row valid, already in this class (with the student's id), or with its error, checked against the database. */
async function check(db: DbOrTx, classId: string, bytes: Buffer): Promise<(ImportRow & { existingId: string | null })[]> {
  const rows = parseStudentsCsv(bytes);
  const existing = new Map((await findByEmails(db, rows.map((r) => r.email))).map((u) => [u.email, u]));
  return rows.map((r) => {
    const found = existing.get(r.email);
    const here = found && found.userType === 'student' && found.gradeId === classId;
    const error = r.error ?? (found && !here ? m.otherClass : null);
    const isExisting = Boolean(here && !r.error);
    return { ...r, error, existing: isExisting, existingId: isExisting ? found!.id : null };
  });
}

const decode = (data: string) => Buffer.from(data, 'base64');
const summary = (rows: ImportRow[]): ImportPreview => ({ rows, valid: rows.filter((r) => !r.error).length, invalid: rows.filter((r) => r.error).length });

/**
 * The preview of a CSV import: nothing is stored.
 * @throws NOT_FOUND, FORBIDDEN not the caller's class; VALIDATION_ERROR a file that cannot be read
 */
export async function previewImport(db: DbOrTx, actor: UserActor, classId: string, data: string): Promise<ImportPreview> {
  await ownClass(db, actor, classId);
  return summary((await check(db, classId, decode(data))).map(({ existingId: _id, ...row }) => row));
}

const usernameOf = (email: string) => `${email.split('@')[0]!.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'azubi'}-${crypto.randomBytes(3).toString('hex')}`;

/**
 * Imports the valid rows at once: all or none of them; rows already in this class are
 * skipped, so the same file twice creates nobody twice. Each new student gets an invitation mail
 * (outbox, same transaction) to set their password within 7 days. The optional training periods
 * are set for the new students and for those already in the class (a period given as it is kept
 * changes nothing), in the same transaction.
 * @throws as the preview; VALIDATION_ERROR nothing valid to import; CONFLICT another import came first
 */
export async function runImport(db: Db, config: AppConfig, actor: UserActor, classId: string, data: string): Promise<ImportResult> {
  const cls = await ownClass(db, actor, classId);
  const bytes = decode(data);
  return db.transaction(async (tx) => {
    const rows = await check(tx, classId, bytes);
    const fresh = rows.filter((r) => !r.error && !r.existing);
    const skipped = rows.filter((r) => r.existing).length;
    const invalid = rows.length - fresh.length - skipped;
    if (fresh.length === 0 && skipped === 0) throw new AppError('VALIDATION_ERROR', m.nothingToImport, 'data');
    const ids: string[] = [];
    const periods: { studentId: string; classId: string; start: string; plannedEnd: string }[] = [];
    const periodOf = (r: ImportRow, studentId: string) => {
      if (r.trainingStart && r.plannedEnd) periods.push({ studentId, classId, start: r.trainingStart, plannedEnd: r.plannedEnd });
    };
    for (const r of rows) if (r.existingId) periodOf(r, r.existingId);
    for (const r of fresh) {
      const user = await withUniqueConflict(
        createUser(tx, {
          name: r.name,
          firstName: r.firstName,
          username: usernameOf(r.email),
          email: r.email,
          passwordHash: NO_PASSWORD,
          contact: r.contact,
          dob: r.dob,
          userType: 'student',
          status: 'active',
          gradeId: classId,
        }),
        { users_email_unique: { message: m.otherClass, path: 'data' } },
      );
      ids.push(user._id);
      periodOf(r, user._id);
      const name = `${r.firstName} ${r.name}`;
      await sendInvitation(tx, config, { userId: user._id, email: r.email, name, className: cls.className, supervisor: `${actor.firstName} ${actor.name}` });
    }
    if (ids.length > 0) await createStudentRecords(tx, ids);
    await setTrainingPeriods(tx, periods, actor);
    return { created: ids.length, skipped, invalid };
  });
}

/**
 * Sends a student's invitation again (a new 7-day link; the old one ends).
 * @throws NOT_FOUND not a student of this class; VALIDATION_ERROR the invitation was accepted already
 */
export async function resendInvitation(db: Db, config: AppConfig, actor: UserActor, classId: string, studentId: string): Promise<void> {
  const cls = await ownClass(db, actor, classId);
  const student = await findStudent(db, studentId);
  if (!student || student.gradeId !== classId) throw new AppError('NOT_FOUND', m.studentNotFound);
  if (!(await invitationOpen(db, studentId))) throw new AppError('VALIDATION_ERROR', m.notInvited);
  const mail = (await findMailOf(db, studentId))!;
  await db.transaction(async (tx) =>
    sendInvitation(tx, config, {
      userId: studentId,
      email: mail.email,
      language: mail.language,
      name: `${student.firstName} ${student.name}`,
      className: cls.className,
      supervisor: `${actor.firstName} ${actor.name}`,
    }),
  );
}
