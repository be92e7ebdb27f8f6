import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../src/db/client';
import { admins, classes, classTeachers, users } from '../src/db/schema/users';
import { comments } from '../src/db/schema/comments';
import { placementInstructors, placementProviders, placements } from '../src/db/schema/placements';
import type { PlacementType } from '@praxisport/contract/placements';
import { TEST_PASSWORD } from './helpers';

let passwordHash: Promise<string> | undefined;
const pw = () => (passwordHash ??= hash(TEST_PASSWORD));
const uniq = () => crypto.randomUUID().slice(0, 8);

export type UserInsert = typeof users.$inferInsert;
export type BuiltUser = typeof users.$inferSelect;
export type BuiltAdmin = typeof admins.$inferSelect;
export type BuiltClass = typeof classes.$inferSelect;

/** An active user with unique e-mail and username; password TEST_PASSWORD. */
export async function buildUser(db: Db, overrides: Partial<UserInsert> = {}): Promise<BuiltUser> {
  const u = uniq();
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Erika',
      name: 'Mustermann',
      username: `user_${u}`,
      email: `user_${u}@test.example`,
      userType: 'student',
      status: 'active',
      contact: '0171 1234567',
      dob: '2001-03-09',
      passwordHash: await pw(),
      ...overrides,
    })
    .returning();
  return row!;
}

export const buildSupervisor = (db: Db, o: Partial<UserInsert> = {}) => buildUser(db, { userType: 'supervisor', lfce: 'LF', ...o });
export const buildTeacher = (db: Db, o: Partial<UserInsert> = {}) => buildUser(db, { userType: 'teacher', ...o });
export const buildKilian = (db: Db, o: Partial<UserInsert> = {}) => buildUser(db, { userType: 'kilian', ...o });
export const buildStudent = (db: Db, classId: string | null, o: Partial<UserInsert> = {}) =>
  buildUser(db, {
    userType: 'student',
    gradeId: classId,
    impatient1: 'Pädiatrie',
    impatient2: 'Psychiatrie',
    impatient3: 'Tagespflege',
    impatient4: 'Intensivstation',
    impatient5: 'ambulante Pflege',
    ...o,
  });

export async function buildClass(db: Db, supervisorId: string, className = `Kurs ${uniq()}`): Promise<BuiltClass> {
  const [row] = await db.insert(classes).values({ className, teacherId: supervisorId }).returning();
  return row!;
}

export async function joinClass(db: Db, classId: string, teacherId: string) {
  await db.insert(classTeachers).values({ classId, teacherId });
}

/** A placement of a student at a provider of its own, planned by `plannedById`; `teacherId` is assigned as its instructor. */
export async function buildPlacement(
  db: Db,
  o: { studentId: string; plannedById: string; teacherId?: string; type?: PlacementType; from: string; until: string; plannedHours?: number; atProvider?: boolean; provider?: { name: string; ward?: string } },
) {
  const [provider] = await db.insert(placementProviders).values({ name: o.provider?.name ?? 'Klinikum Nord', ward: o.provider?.ward ?? `Station ${uniq()}` }).returning();
  const [p] = await db
    .insert(placements)
    .values({ studentId: o.studentId, type: o.type ?? 'orientation', providerId: provider!.id, fromDate: o.from, untilDate: o.until, plannedHours: o.plannedHours ?? 400, atProvider: o.atProvider ?? false, plannedById: o.plannedById })
    .returning();
  if (o.teacherId) await db.insert(placementInstructors).values({ placementId: p!.id, teacherId: o.teacherId });
  return { id: p!.id, provider: provider! };
}

export async function buildComment(db: Db, teacherId: string, studentId: string, comment = 'Gute Arbeit.') {
  const [row] = await db.insert(comments).values({ teacherId, studentId, comment }).returning();
  return row!;
}

export async function buildAdmin(db: Db): Promise<BuiltAdmin> {
  const u = uniq();
  const [row] = await db.insert(admins).values({ email: `admin_${u}@test.example`, firstName: 'Ada', name: 'Admin', passwordHash: await pw() }).returning();
  return row!;
}

/** A valid body of POST /api/user/talk: an interim talk of this student, confirmed by the instructor. */
export const talkBody = (studentId: string, o: Record<string, unknown> = {}) => ({
  talkType: 'intermtalk',
  _student: studentId,
  interviewDate: '2026-03-02',
  intermMeeting: { week: 10, year: 2026 },
  finalMeeting: { week: 30, year: 2026 },
  teacherType: 'HPA',
  otherPerson: 'Petra Lange',
  otherType: 'SL',
  mainteraction_date: ['2026-03-09'],
  fixedpoint_date: ['2026-03-16'],
  competency_test_date: '2026-06-01',
  instructorConfirmation: true,
  ...o,
});
