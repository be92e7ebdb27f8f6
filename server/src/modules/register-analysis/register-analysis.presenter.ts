import type { AnalysisRecord, LfceRow } from '@praxisport/contract/register-analysis';
import type { AnalysisRow, EntryWithSupervisor, listLfces } from './register-analysis.repository';

type LfceDbRow = Awaited<ReturnType<typeof listLfces>>[number];

/** An LFCE (ENT-15); learning objectives come with the admin LFCE screen (LFCE-05), none yet. */
export function toLfceRow(l: LfceDbRow): LfceRow {
  return { _id: l.id, title: l.title, competencyIV: l.competencyIv, _learningObjectives: [] };
}

/** An analysis with its entries (ENT-14): `_supervisor` populated with firstName and name. */
export function toAnalysisRecord(a: AnalysisRow, entries: EntryWithSupervisor[]): AnalysisRecord {
  return {
    _id: a.id,
    _grade: a.classId,
    date: a.date,
    version: a.version,
    updatedAt: a.updatedAt.toISOString(),
    analysis: entries.map((e) => ({
      time: e.time,
      _lfce: e.lfceId,
      _supervisor: e.supervisor ? { _id: e.supervisor.id, firstName: e.supervisor.firstName, name: e.supervisor.name } : null,
      content: e.content,
      status: e.status,
      forInstructors: e.forInstructors,
    })),
  };
}
