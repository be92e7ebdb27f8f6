import {
  ANALYSIS_LIST_MAX_DAYS,
  registerAnalysisMessages,
  type AnalysisListQuery,
  type AnalysisRecord,
  type LfceRow,
  type SaveAnalysisData,
} from '@praxisport/contract/register-analysis';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { jsonAnswer } from '../../lib/json-text';
import { withUniqueConflict } from '../../lib/unique';
import { getAccessibleClass } from '../classes/classes.service';
import { seesOnlyInstructorEntries } from './register-analysis.policy';
import { listLfces as listLfcesWithObjectives } from '../lfce/lfce.service';
import { toAnalysisRecord } from './register-analysis.presenter';
import {
  bumpAnalysis,
  existingLfceIds,
  existingSupervisorIds,
  findAnalysis,
  insertAnalysis,
  listAnalyses,
  listAnalysesPage,
  findAnalysisWithEntries,
  firstPageAnswer,
  listEntries,
  replaceEntries,
  type AnalysisRow,
  type EntryWithSupervisor,
} from './register-analysis.repository';
import { cachedRegisterDay, cachedRegisterPage, dropRegisterPages } from './register-page-cache';

/** The LFCE catalogue with the learning objectives the admin linked (API-31, RA-09, LFCE-17). */
export async function listLfces(db: DbOrTx): Promise<LfceRow[]> {
  return listLfcesWithObjectives(db);
}

/** Records with their entries; for teachers only the entries for instructors, and only records that have some. */
function present(actor: Actor, records: AnalysisRow[], entries: EntryWithSupervisor[]): AnalysisRecord[] {
  const onlyInstructors = seesOnlyInstructorEntries(actor);
  const byRecord = new Map<string, EntryWithSupervisor[]>(records.map((r) => [r.id, []]));
  for (const e of entries) if (!onlyInstructors || e.forInstructors) byRecord.get(e.analysisId)?.push(e);
  return records.filter((r) => !onlyInstructors || byRecord.get(r.id)!.length > 0).map((r) => toAnalysisRecord(r, byRecord.get(r.id)!));
}

/**
 * The analysis of a class and day, null before the first save (API-28, RA-12).
 * @throws NOT_FOUND unknown class; FORBIDDEN not its supervisor or a joined teacher
 */
export async function getAnalysisByDate(db: DbOrTx, actor: Actor, { classId, date }: { classId: string; date: string }): Promise<AnalysisRecord | null> {
  await getAccessibleClass(db, actor, classId);
  // kept per class and day until the class's register changes (register-page-cache.ts, issue 17)
  const found = await cachedRegisterDay(db, classId, date, () => findAnalysisWithEntries(db, classId, date));
  if (!found) return null;
  return present(actor, [found.record], found.entries)[0] ?? null;
}

/**
 * Every analysis of a class, newest first, at most ANALYSIS_LIST_MAX_DAYS (API-29, RA-07, AMB-68,
 * AMB-69). Paged by cursor and filtered on the server when the query asks (issue 17): `limit` days
 * (default ANALYSIS_LIST_MAX_DAYS) with an entry matching the filters, after the `before` day; only
 * such a request gets `nextCursor` (the page's last day, null on the last page), so the unpaged
 * answer stays as the specification has it.
 * @throws NOT_FOUND, FORBIDDEN as for the class
 */
export async function listClassAnalyses(
  db: DbOrTx,
  actor: Actor,
  classId: string,
  query: AnalysisListQuery = {},
): Promise<{ classRegisterAnalysises: AnalysisRecord[]; nextCursor?: string | null }> {
  await getAccessibleClass(db, actor, classId);
  const asked = Object.values(query).some((v) => v !== undefined && v !== '');
  if (!asked) {
    const records = await listAnalyses(db, classId, ANALYSIS_LIST_MAX_DAYS);
    return { classRegisterAnalysises: present(actor, records, await listEntries(db, records.map((r) => r.id), { instructorsOnly: seesOnlyInstructorEntries(actor) })) };
  }
  const limit = query.limit ?? ANALYSIS_LIST_MAX_DAYS;
  const instructorsOnly = seesOnlyInstructorEntries(actor);
  if (!query.before && !query.date && !query.lfce && !query.supervisor && !query.content) {
    // the web's first page: the days and their entries as PostgreSQL writes the answer (issue 17)
    // kept per class, page size and view until the class's register changes (register-page-cache.ts)
    return jsonAnswer(await cachedRegisterPage(db, classId, `${limit}|${instructorsOnly ? 'instructors' : 'all'}`, () => firstPageAnswer(db, classId, limit, { instructorsOnly })));
  }
  const { rows, hasMore } = await listAnalysesPage(db, classId, limit, {
    before: query.before,
    date: query.date,
    lfceId: query.lfce,
    supervisorId: query.supervisor,
    content: query.content || undefined,
    instructorsOnly,
  });
  const page = present(actor, rows, await listEntries(db, rows.map((r) => r.id), { instructorsOnly }));
  return { classRegisterAnalysises: page, nextCursor: hasMore ? rows.at(-1)!.date : null };
}

/**
 * Creates or updates the analysis of a class and day (API-30, RA-16, AMB-70); `_supervisor`
 * defaults to the caller; only over the version the caller loaded.
 * @throws NOT_FOUND unknown class; FORBIDDEN not its supervisor; VALIDATION_ERROR unknown LFCE or
 *   supervisor, an `_id` of another record; CONFLICT someone saved since the caller loaded
 */
export async function saveAnalysis(db: Db, actor: UserActor, body: SaveAnalysisData): Promise<AnalysisRecord> {
  const cls = await getAccessibleClass(db, actor, body._grade);
  const entries = body.analysis.map((e) => ({
    time: e.time,
    lfceId: e._lfce,
    supervisorId: e._supervisor ?? actor.id,
    content: e.content,
    status: e.status,
    forInstructors: e.forInstructors,
  }));
  const lfceIds = [...new Set(entries.flatMap((e) => (e.lfceId ? [e.lfceId] : [])))];
  const known = await existingLfceIds(db, lfceIds);
  if (lfceIds.some((id) => !known.has(id))) throw new AppError('VALIDATION_ERROR', registerAnalysisMessages.unknownLfce, 'analysis');
  const supervisorIds = [...new Set(entries.map((e) => e.supervisorId))];
  const supervisors = await existingSupervisorIds(db, supervisorIds);
  if (supervisorIds.some((id) => !supervisors.has(id))) throw new AppError('VALIDATION_ERROR', registerAnalysisMessages.unknownSupervisor, 'analysis');
  const key = { classId: cls._id, date: body.date };
  const saved = await db.transaction(async (tx) => {
    if (body._id) {
      const current = await findAnalysis(tx, key.classId, key.date);
      if (current && current.id !== body._id) throw new AppError('VALIDATION_ERROR', registerAnalysisMessages.idMismatch, '_id');
    }
    const record =
      body.version == null
        ? await withUniqueConflict(insertAnalysis(tx, key), { register_analyses_class_date_unique: { message: registerAnalysisMessages.stale } })
        : await bumpAnalysis(tx, { ...key, version: body.version });
    if (!record) throw new AppError('CONFLICT', registerAnalysisMessages.stale);
    await replaceEntries(tx, record.id, entries);
    return present(actor, [record], await listEntries(tx, [record.id]))[0]!;
  });
  // this process's next read must not wait for the database's announcement
  dropRegisterPages(db, key.classId);
  return saved;
}
