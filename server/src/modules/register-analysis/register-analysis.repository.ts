import { and, asc, desc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import type { AnalysisStatus } from '@praxisport/contract/register-analysis';
import type { BlockKey } from '@praxisport/contract/attendance';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { lfces, registerAnalyses, registerAnalysisEntries } from '../../db/schema/attendance';
import { users } from '../../db/schema/users';

export type AnalysisRow = typeof registerAnalyses.$inferSelect;

/** The LFCE catalogue in its order (a few dozen rows at most). */
export async function listLfces(db: DbOrTx) {
  return db.select().from(lfces).orderBy(asc(lfces.position), asc(lfces.title)).limit(500);
}

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

/** The newest `limit` analyses of a class. */
export async function listAnalyses(db: DbOrTx, classId: string, limit: number): Promise<AnalysisRow[]> {
  return db.select().from(registerAnalyses).where(eq(registerAnalyses.classId, classId)).orderBy(desc(registerAnalyses.date)).limit(limit);
}

export interface AnalysisPageFilter {
  /** only days before this one (the previous page's last day) */
  before?: string;
  date?: string;
  lfceId?: string;
  supervisorId?: string;
  /** a case-insensitive substring of an entry's content */
  content?: string;
  /** only days with an entry for instructors (what a teacher sees, AMB-69) */
  instructorsOnly?: boolean;
}

/**
 * A page of a class's analyses, newest first (issue 17): `limit` days before `before` that have an
 * entry matching every given filter; one more row tells whether there is a next page.
 * Served by register_analyses_class_date_unique; the entry filter is an EXISTS on the day's four
 * entries (their primary key).
 */
export async function listAnalysesPage(db: DbOrTx, classId: string, limit: number, f: AnalysisPageFilter): Promise<{ rows: AnalysisRow[]; hasMore: boolean }> {
  const e = registerAnalysisEntries;
  const entryConditions = [
    f.instructorsOnly ? eq(e.forInstructors, true) : undefined,
    f.lfceId ? eq(e.lfceId, f.lfceId) : undefined,
    f.supervisorId ? eq(e.supervisorId, f.supervisorId) : undefined,
    f.content ? sql`strpos(lower(${e.content}), lower(${f.content})) > 0` : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select()
    .from(registerAnalyses)
    .where(
      and(
        eq(registerAnalyses.classId, classId),
        f.before ? lt(registerAnalyses.date, f.before) : undefined,
        f.date ? eq(registerAnalyses.date, f.date) : undefined,
        entryConditions.length > 0
          ? exists(
              db
                .select({ one: sql`1` })
                .from(e)
                .where(and(eq(e.analysisId, registerAnalyses.id), ...entryConditions)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(registerAnalyses.date))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export interface EntryWithSupervisor {
  analysisId: string;
  time: BlockKey;
  lfceId: string | null;
  content: string;
  status: AnalysisStatus | null;
  forInstructors: boolean;
  supervisor: { id: string; firstName: string; name: string } | null;
}

const blockOrder = sql`array_position(array['8','10','12','13:45']::lesson_block[], ${registerAnalysisEntries.time})`;

/** The columns of an entry as the presenter reads them (with its supervisor beside it). */
const entryColumns = {
  analysisId: registerAnalysisEntries.analysisId,
  time: registerAnalysisEntries.time,
  lfceId: registerAnalysisEntries.lfceId,
  content: registerAnalysisEntries.content,
  status: registerAnalysisEntries.status,
  forInstructors: registerAnalysisEntries.forInstructors,
};

/**
 * The entries of these analyses with their supervisors' names, in one query; `instructorsOnly`:
 * only the entries for practice instructors (what a teacher sees: issue 17, a quarter of them).
 */
export async function listEntries(db: DbOrTx, analysisIds: string[], { instructorsOnly = false }: { instructorsOnly?: boolean } = {}): Promise<EntryWithSupervisor[]> {
  if (analysisIds.length === 0) return [];
  // issue 17: the ids as one array parameter, so that the statement is the same for any number of them
  return prepared(db, instructorsOnly ? 'register_analysis_instructor_entries_of' : 'register_analysis_entries_of', (d) =>
    d
      .select({ ...entryColumns, supervisor: { id: users.id, firstName: users.firstName, name: users.name } })
      .from(registerAnalysisEntries)
      .leftJoin(users, eq(users.id, registerAnalysisEntries.supervisorId))
      .where(
        instructorsOnly
          ? sql`${registerAnalysisEntries.analysisId} = any(${sql.placeholder('analysisIds')}::uuid[]) and ${registerAnalysisEntries.forInstructors}`
          : sql`${registerAnalysisEntries.analysisId} = any(${sql.placeholder('analysisIds')}::uuid[])`,
      )
      .orderBy(registerAnalysisEntries.analysisId, blockOrder),
  ).execute({ analysisIds });
}

/**
 * The unfiltered first page of a class's analyses (what the web asks: `?limit=30`), newest first,
 * with their entries and the entries' supervisors in one statement (issue 17: were two); one more
 * day tells whether there is a next page. `instructorsOnly` (a teacher): only the days with an entry
 * for instructors, and only those entries. Two fixed statements, one per case.
 */
export async function firstPageWithEntries(
  db: DbOrTx,
  classId: string,
  limit: number,
  { instructorsOnly }: { instructorsOnly: boolean },
): Promise<{ rows: AnalysisRow[]; entries: EntryWithSupervisor[]; hasMore: boolean }> {
  const e = registerAnalysisEntries;
  const found = await prepared(db, instructorsOnly ? 'register_analysis_first_page_instructors' : 'register_analysis_first_page', (d) => {
    const page = d
      .select()
      .from(registerAnalyses)
      .where(
        and(
          eq(registerAnalyses.classId, sql.placeholder('classId')),
          instructorsOnly
            ? exists(
                d
                  .select({ one: sql`1` })
                  .from(e)
                  .where(and(eq(e.analysisId, registerAnalyses.id), eq(e.forInstructors, true))),
              )
            : undefined,
        ),
      )
      .orderBy(desc(registerAnalyses.date))
      .limit(sql.placeholder('limit'))
      .as('page');
    return d
      .select({
        record: { id: page.id, classId: page.classId, date: page.date, version: page.version, createdAt: page.createdAt, updatedAt: page.updatedAt },
        entry: entryColumns,
        supervisor: { id: users.id, firstName: users.firstName, name: users.name },
      })
      .from(page)
      .leftJoin(e, and(eq(e.analysisId, page.id), instructorsOnly ? eq(e.forInstructors, true) : undefined))
      .leftJoin(users, eq(users.id, e.supervisorId))
      .orderBy(desc(page.date), blockOrder);
  }).execute({ classId, limit: limit + 1 });
  const rows: AnalysisRow[] = [];
  const entries: EntryWithSupervisor[] = [];
  for (const r of found) {
    if (rows.at(-1)?.id !== r.record.id) rows.push(r.record);
    if (r.entry) entries.push({ ...r.entry, supervisor: r.supervisor });
  }
  const hasMore = rows.length > limit;
  if (!hasMore) return { rows, entries, hasMore };
  const dropped = rows.pop()!.id;
  return { rows, entries: entries.filter((x) => x.analysisId !== dropped), hasMore };
}

/** The analysis of a class and day with its entries and their supervisors' names, in one query (issue 17: were two), or null. */
export async function findAnalysisWithEntries(db: DbOrTx, classId: string, date: string): Promise<{ record: AnalysisRow; entries: EntryWithSupervisor[] } | null> {
  const rows = await prepared(db, 'register_analysis_with_entries', (d) =>
    d
      .select({
        record: registerAnalyses,
        entry: entryColumns,
        supervisor: { id: users.id, firstName: users.firstName, name: users.name },
      })
      .from(registerAnalyses)
      .leftJoin(registerAnalysisEntries, eq(registerAnalysisEntries.analysisId, registerAnalyses.id))
      .leftJoin(users, eq(users.id, registerAnalysisEntries.supervisorId))
      .where(and(eq(registerAnalyses.classId, sql.placeholder('classId')), eq(registerAnalyses.date, sql.placeholder('date'))))
      .orderBy(blockOrder)
      .limit(100),
  ).execute({ classId, date });
  const [first] = rows;
  if (!first) return null;
  return { record: first.record, entries: rows.flatMap((r) => (r.entry ? [{ ...r.entry, supervisor: r.supervisor }] : [])) };
}

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
