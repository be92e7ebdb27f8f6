import { and, asc, desc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import type { AnalysisStatus } from '@praxisport/contract/register-analysis';
import type { BlockKey } from '@praxisport/contract/attendance';
import type { DbOrTx } from '../../db/client';
import { lfces, registerAnalyses, registerAnalysisEntries } from '../../db/schema/attendance';
import { users } from '../../db/schema/users';

export type AnalysisRow = typeof registerAnalyses.$inferSelect;

/** Which of these ids are LFCEs. */
export async function existingLfceIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: lfces.id }).from(lfces).where(inArray(lfces.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Which of these ids are supervisors. */
export async function existingSupervisorIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.userType, 'supervisor')));
  return new Set(rows.map((r) => r.id));
}

export async function findAnalysis(db: DbOrTx, classId: string, date: string): Promise<AnalysisRow | null> {
  const [row] = await db
    .select()
    .from(registerAnalyses)
    .where(and(eq(registerAnalyses.classId, classId), eq(registerAnalyses.date, date)))
    .limit(1);
  return row ?? null;
}

export interface AnalysisFilter {
  /** only days before this one (the previous page's last day) */
  before?: string;
  date?: string;
  lfceId?: string;
  supervisorId?: string;
  /** a case-insensitive substring of an entry's content */
  content?: string;
  /** only the entries for instructors, and only days that have one (what a teacher sees, AMB-69) */
  instructorsOnly?: boolean;
}

/**
 * A class's analyses, newest first, with their entries in block order and the entries' supervisors,
 * in one query: at most `days` days, each with an entry matching every filter (the entry filter an
 * EXISTS on the day's four entries; the days served by register_analyses_class_date_unique). One row
 * per entry, one row for a day without entries.
 */
export async function listAnalysesWithEntries(db: DbOrTx, classId: string, days: number, f: AnalysisFilter = {}) {
  const e = registerAnalysisEntries;
  const forInstructors = f.instructorsOnly ? eq(e.forInstructors, true) : undefined;
  const entryConditions = [
    forInstructors,
    f.lfceId ? eq(e.lfceId, f.lfceId) : undefined,
    f.supervisorId ? eq(e.supervisorId, f.supervisorId) : undefined,
    f.content ? sql`strpos(lower(${e.content}), lower(${f.content})) > 0` : undefined,
  ].filter((c) => c !== undefined);
  const page = db
    .select({ id: registerAnalyses.id })
    .from(registerAnalyses)
    .where(
      and(
        eq(registerAnalyses.classId, classId),
        f.before ? lt(registerAnalyses.date, f.before) : undefined,
        f.date ? eq(registerAnalyses.date, f.date) : undefined,
        entryConditions.length > 0 ? exists(db.select({ one: sql`1` }).from(e).where(and(eq(e.analysisId, registerAnalyses.id), ...entryConditions))) : undefined,
      ),
    )
    .orderBy(desc(registerAnalyses.date))
    .limit(days);
  return db
    .select({
      record: registerAnalyses,
      entry: { time: e.time, lfceId: e.lfceId, content: e.content, status: e.status, forInstructors: e.forInstructors },
      supervisor: { id: users.id, firstName: users.firstName, name: users.name },
    })
    .from(registerAnalyses)
    .leftJoin(e, and(eq(e.analysisId, registerAnalyses.id), forInstructors))
    .leftJoin(users, eq(users.id, e.supervisorId))
    .where(and(eq(registerAnalyses.classId, classId), inArray(registerAnalyses.id, page)))
    // the lesson_block enum is declared in block order
    .orderBy(desc(registerAnalyses.date), asc(e.time));
}
export type AnalysisEntryRow = Awaited<ReturnType<typeof listAnalysesWithEntries>>[number];

/** @throws the unique violation register_analyses_class_date_unique when one exists */
export async function insertAnalysis(db: DbOrTx, values: { classId: string; date: string }): Promise<AnalysisRow> {
  const [row] = await db.insert(registerAnalyses).values(values).returning();
  return row!;
}

/** Bumps the version only when it is still `version`; null when someone saved in between. */
export async function bumpAnalysis(db: DbOrTx, { classId, date, version }: { classId: string; date: string; version: number }) {
  const [row] = await db
    .update(registerAnalyses)
    .set({ version: sql`${registerAnalyses.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(registerAnalyses.classId, classId), eq(registerAnalyses.date, date), eq(registerAnalyses.version, version)))
    .returning();
  return row ?? null;
}

export interface NewEntry {
  time: BlockKey;
  lfceId: string | null;
  supervisorId: string | null;
  content: string;
  status: AnalysisStatus | null;
  forInstructors: boolean;
}

/** Replaces an analysis's entries (at most four): two statements. */
export async function replaceEntries(db: DbOrTx, analysisId: string, entries: NewEntry[]): Promise<void> {
  await db.delete(registerAnalysisEntries).where(eq(registerAnalysisEntries.analysisId, analysisId));
  if (entries.length) await db.insert(registerAnalysisEntries).values(entries.map((e) => ({ ...e, analysisId })));
}
