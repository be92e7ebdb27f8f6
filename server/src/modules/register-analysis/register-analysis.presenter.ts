import type { AnalysisRecord } from '@praxisport/contract/register-analysis';
import type { AnalysisEntryRow } from './register-analysis.repository';

/** The analyses with their entries (ENT-14), in the rows' order: `_supervisor` populated with firstName and name. */
export function toAnalysisRecords(rows: AnalysisEntryRow[]): AnalysisRecord[] {
  const byId = new Map<string, AnalysisRecord>();
  for (const { record: a, entry: e, supervisor: s } of rows) {
    let record = byId.get(a.id);
    if (!record) {
      record = { _id: a.id, _grade: a.classId, date: a.date, version: a.version, updatedAt: a.updatedAt.toISOString(), analysis: [] };
      byId.set(a.id, record);
    }
    if (!e) continue;
    record.analysis.push({
      time: e.time,
      _lfce: e.lfceId,
      _supervisor: s ? { _id: s.id, firstName: s.firstName, name: s.name } : null,
      content: e.content,
      status: e.status,
      forInstructors: e.forInstructors,
    });
  }
  return [...byId.values()];
}
