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
import { withUniqueConflict } from '../../lib/unique';
import { getAccessibleClass } from '../classes/classes.service';
import { seesOnlyInstructorEntries } from './register-analysis.policy';
import { listLfces as listLfcesWithObjectives } from '../lfce/lfce.service';
import { toAnalysisRecords } from './register-analysis.presenter';
import { bumpAnalysis, existingLfceIds, existingSupervisorIds, findAnalysis, insertAnalysis, listAnalysesWithEntries, replaceEntries } from './register-analysis.repository';

/** The LFCE catalogue with the learning objectives the admin linked (API-31, RA-09, LFCE-17). */
export async function listLfces(db: DbOrTx): Promise<LfceRow[]> {
  return listLfcesWithObjectives(db);
}

/**
 * The analysis of a class and day, null before the first save (API-28, RA-12); a teacher sees only
 * the entries for instructors, and nothing of a day without one.
 * @throws NOT_FOUND unknown class; FORBIDDEN not its supervisor or a joined teacher
 */
export async function getAnalysisByDate(db: DbOrTx, actor: Actor, { classId, date }: { classId: string; date: string }): Promise<AnalysisRecord | null> {
  await getAccessibleClass(db, actor, classId);
  const [record] = toAnalysisRecords(await listAnalysesWithEntries(db, classId, 1, { date, instructorsOnly: seesOnlyInstructorEntries(actor) }));
  return record ?? null;
}

/**
 * Every analysis of a class, newest first, at most ANALYSIS_LIST_MAX_DAYS (API-29, RA-07, AMB-68,
 * AMB-69); a teacher only the days with entries for instructors, and only those entries. Paged by
 * cursor and filtered on the server when the query asks: `limit` days (default
 * ANALYSIS_LIST_MAX_DAYS) with an entry matching the filters, before the `before` day; only such a
 * request gets `nextCursor` (the page's last day, null on the last page), so the unpaged answer
 * stays as the specification has it.
 * @throws NOT_FOUND, FORBIDDEN as for the class
 */
export async function listClassAnalyses(
  db: DbOrTx,
  actor: Actor,
  classId: string,
  query: AnalysisListQuery = {},
): Promise<{ classRegisterAnalysises: AnalysisRecord[]; nextCursor?: string | null }> {
  await getAccessibleClass(db, actor, classId);
  const limit = query.limit ?? ANALYSIS_LIST_MAX_DAYS;
  // one day more tells whether a next page follows
  const rows = await listAnalysesWithEntries(db, classId, limit + 1, {
    before: query.before,
    date: query.date,
    lfceId: query.lfce,
    supervisorId: query.supervisor,
    content: query.content || undefined,
    instructorsOnly: seesOnlyInstructorEntries(actor),
  });
  const records = toAnalysisRecords(rows);
  const page = records.slice(0, limit);
  const paged = Object.values(query).some((v) => v !== undefined && v !== '');
  if (!paged) return { classRegisterAnalysises: page };
  return { classRegisterAnalysises: page, nextCursor: records.length > limit ? page.at(-1)!.date : null };
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
  return db.transaction(async (tx) => {
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
    const [saved] = toAnalysisRecords(await listAnalysesWithEntries(tx, key.classId, 1, { date: key.date }));
    return saved!;
  });
}
