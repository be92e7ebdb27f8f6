import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AreaAssessment, QualifiedAssessmentStatus } from '@praxisport/contract/qualified-assessments';
import type { DbOrTx } from '../../db/client';
import { placements } from '../../db/schema/placements';
import { qualifiedAssessments } from '../../db/schema/status';
import { users } from '../../db/schema/users';

const assessmentColumns = {
  id: qualifiedAssessments.id,
  placementId: qualifiedAssessments.placementId,
  areas: qualifiedAssessments.areas,
  status: qualifiedAssessments.status,
  submittedAt: qualifiedAssessments.submittedAt,
  confirmedAt: qualifiedAssessments.confirmedAt,
  updatedAt: qualifiedAssessments.updatedAt,
  teacher: { id: users.id, firstName: users.firstName, name: users.name },
};

function selectAssessments(db: DbOrTx) {
  return db.select(assessmentColumns).from(qualifiedAssessments).leftJoin(users, eq(users.id, qualifiedAssessments.teacherId));
}

export type AssessmentRecord = Awaited<ReturnType<typeof selectAssessments>>[number];

export async function findAssessmentOfPlacement(db: DbOrTx, placementId: string): Promise<AssessmentRecord | null> {
  const [row] = await selectAssessments(db).where(eq(qualifiedAssessments.placementId, placementId)).limit(1);
  return row ?? null;
}

/** An assessment with its placement's student; null for an unknown id. */
export async function findAssessmentWithStudent(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: qualifiedAssessments.id, placementId: qualifiedAssessments.placementId, status: qualifiedAssessments.status, studentId: placements.studentId })
    .from(qualifiedAssessments)
    .innerJoin(placements, eq(placements.id, qualifiedAssessments.placementId))
    .where(eq(qualifiedAssessments.id, id))
    .limit(1);
  return row ?? null;
}

export function listAssessmentsOfPlacements(db: DbOrTx, placementIds: string[]): Promise<AssessmentRecord[]> {
  if (placementIds.length === 0) return Promise.resolve([]);
  return selectAssessments(db).where(inArray(qualifiedAssessments.placementId, placementIds));
}

/**
 * Creates the placement's assessment or replaces its draft, in one statement (one assessment per
 * placement): `submit` makes it final. Null when it was submitted already, so nothing changed.
 */
export async function saveAssessment(db: DbOrTx, v: { placementId: string; teacherId: string; areas: AreaAssessment[]; submit: boolean }): Promise<string | null> {
  const status: QualifiedAssessmentStatus = v.submit ? 'submitted' : 'draft';
  const fields = { teacherId: v.teacherId, areas: v.areas, status, submittedAt: v.submit ? sql`now()` : null };
  const [row] = await db
    .insert(qualifiedAssessments)
    .values({ placementId: v.placementId, ...fields })
    .onConflictDoUpdate({ target: qualifiedAssessments.placementId, set: { ...fields, updatedAt: sql`now()` }, setWhere: eq(qualifiedAssessments.status, 'draft') })
    .returning({ id: qualifiedAssessments.id });
  return row?.id ?? null;
}

/** The student confirms the discussion of a submitted assessment, once; false when it is not (or no longer) submitted. */
export async function confirmSubmitted(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(qualifiedAssessments)
    .set({ status: 'confirmed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(qualifiedAssessments.id, id), eq(qualifiedAssessments.status, 'submitted')))
    .returning({ id: qualifiedAssessments.id });
  return rows.length > 0;
}
