import { and, asc, desc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import type { AnalysisStatus } from '@praxisport/contract/register-analysis';
import type { BlockKey } from '@praxisport/contract/attendance';
import type { DbOrTx } from '../../db/client';
import { isoUtc } from '../../db/json-sql';
import { prepared, preparedSql } from '../../db/prepared';
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
 * The unfiltered first page of a class's analyses as API-29 answers it with a cursor
 * (`{ classRegisterAnalysises, nextCursor }`), written by PostgreSQL as JSON text in one statement
 * (issue 17, lib/json-text.ts; were rows shaped and serialised in Node): newest first, one more day
 * telling whether there is a next page. `instructorsOnly` (a teacher): only the days with an entry for
 * instructors, and only those entries. Two fixed statements, one per case.
 */
export async function firstPageAnswer(db: DbOrTx, classId: string, limit: number, { instructorsOnly }: { instructorsOnly: boolean }): Promise<string> {
  const { rows } = await preparedSql<{ answer: string }>(db, instructorsOnly ? 'register_analysis_first_page_answer_instructors' : 'register_analysis_first_page_answer', () => {
    const onlyInstructors = (alias: string) => (instructorsOnly ? sql.raw(` and ${alias}.for_instructors`) : sql``);
    const limitParam = sql`${sql.placeholder('limit')}::int`;
    return sql`
    with page as (
      select a.id, a.class_id, a.date, a.version, a.updated_at, row_number() over (order by a.date desc) as n
      from ${registerAnalyses} a
      where a.class_id = ${sql.placeholder('classId')}::uuid
        ${instructorsOnly ? sql`and exists (select 1 from ${registerAnalysisEntries} x where x.analysis_id = a.id and x.for_instructors)` : sql``}
      order by a.date desc
      limit ${limitParam} + 1
    )
    select json_build_object(
      'classRegisterAnalysises', coalesce((
        select json_agg(json_build_object('_id', p.id, '_grade', p.class_id, 'date', p.date, 'version', p.version, 'updatedAt', ${isoUtc(sql`p.updated_at`)},
          'analysis', coalesce((
            select json_agg(json_build_object('time', e.time, '_lfce', e.lfce_id,
              '_supervisor', case when u.id is null then null else json_build_object('_id', u.id, 'firstName', u.first_name, 'name', u.name) end,
              'content', e.content, 'status', e.status, 'forInstructors', e.for_instructors) order by ${sql.raw(`array_position(array['8','10','12','13:45']::lesson_block[], e.time)`)})
            from ${registerAnalysisEntries} e left join ${users} u on u.id = e.supervisor_id
            where e.analysis_id = p.id${onlyInstructors('e')}), '[]'::json)) order by p.date desc)
        from page p where p.n <= ${limitParam}), '[]'::json),
      'nextCursor', (select p.date from page p where p.n = ${limitParam} and exists (select 1 from page q where q.n > ${limitParam}))
    )::text as answer`;
  }).execute({ classId, limit });
  return rows[0]!.answer;
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
