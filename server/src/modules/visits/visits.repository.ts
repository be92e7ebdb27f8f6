import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { VisitForm } from '@praxisport/contract/visits';
import type { DbOrTx } from '../../db/client';
import { placements } from '../../db/schema/placements';
import { visits } from '../../db/schema/status';
import { users } from '../../db/schema/users';

const visitColumns = {
  id: visits.id,
  placementId: visits.placementId,
  date: visits.date,
  form: visits.form,
  notes: visits.notes,
  createdAt: visits.createdAt,
  supervisor: { id: users.id, firstName: users.firstName, name: users.name },
};

export type VisitRecord = Awaited<ReturnType<typeof listVisitsOfStudent>>[number];

/** The visits of a student's placements by date, then as recorded, each with who recorded it. */
export function listVisitsOfStudent(db: DbOrTx, studentId: string) {
  return db
    .select(visitColumns)
    .from(visits)
    .innerJoin(placements, eq(placements.id, visits.placementId))
    .leftJoin(users, eq(users.id, visits.supervisorId))
    .where(eq(placements.studentId, studentId))
    .orderBy(asc(visits.date), asc(visits.createdAt));
}

export async function findVisitRecord(db: DbOrTx, id: string): Promise<VisitRecord | null> {
  const [row] = await db.select(visitColumns).from(visits).leftJoin(users, eq(users.id, visits.supervisorId)).where(eq(visits.id, id)).limit(1);
  return row ?? null;
}

export async function insertVisit(db: DbOrTx, v: { placementId: string; supervisorId: string; date: string; form: VisitForm; notes: string | null }): Promise<string> {
  const [row] = await db.insert(visits).values(v).returning({ id: visits.id });
  return row!.id;
}

/** @returns whether a row was deleted (false when another request removed it first) */
export async function deleteVisit(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.delete(visits).where(eq(visits.id, id)).returning({ id: visits.id })).length > 0;
}

/** The visits of these placements, by date. */
export function listVisitsOfPlacements(db: DbOrTx, placementIds: string[]): Promise<{ placementId: string; date: string; form: VisitForm }[]> {
  if (placementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ placementId: visits.placementId, date: visits.date, form: visits.form })
    .from(visits)
    .where(inArray(visits.placementId, placementIds))
    .orderBy(asc(visits.placementId), asc(visits.date));
}

/** Which of these placements have a visit dated inside their dates. */
export async function placementsVisitedInside(db: DbOrTx, placementIds: string[]): Promise<Set<string>> {
  if (placementIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: visits.placementId })
    .from(visits)
    .innerJoin(placements, eq(placements.id, visits.placementId))
    .where(and(inArray(visits.placementId, placementIds), gte(visits.date, placements.fromDate), lte(visits.date, placements.untilDate)));
  return new Set(rows.map((r) => r.id));
}
