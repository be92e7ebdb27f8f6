import type { AnalysisEntryRow, AnalysisRecord } from '@praxisport/contract/register-analysis';

/** An entry of the teacher's table: the day and class with the block's entry. */
export interface DayEntry extends AnalysisEntryRow {
  date: string;
}

export interface AnalysisFilters {
  date: string | null;
  lfce: string | null;
  supervisor: string | null;
  content: string;
}

export const noFilters: AnalysisFilters = { date: null, lfce: null, supervisor: null, content: '' };

/** Whether any filter has a value: with none, 'Filter' does nothing (RA-06). */
export const hasFilter = (f: AnalysisFilters) => !!f.date || !!f.lfce || !!f.supervisor || f.content.trim() !== '';

/** Every entry of the records, newest day first, blocks in order. */
export const flattenEntries = (records: AnalysisRecord[]): DayEntry[] => records.flatMap((r) => r.analysis.map((e) => ({ ...e, date: r.date })));

/**
 * The teacher's filters (AMB-68): date equal, LF/CE equal, supervisor equal, content as a
 * case-insensitive substring; the non-empty ones combined with AND.
 */
export function filterEntries(entries: DayEntry[], f: AnalysisFilters): DayEntry[] {
  const text = f.content.trim().toLocaleLowerCase('de');
  return entries.filter(
    (e) =>
      (!f.date || e.date === f.date) &&
      (!f.lfce || e._lfce === f.lfce) &&
      (!f.supervisor || e._supervisor?._id === f.supervisor) &&
      (!text || e.content.toLocaleLowerCase('de').includes(text)),
  );
}

/** A day of the teacher's phone list: its entries and, when all of them share it, the LF/CE and supervisor said once. */
export interface DayGroup {
  date: string;
  entries: DayEntry[];
  shared: { lfce: string | null; supervisor: DayEntry['_supervisor'] } | null;
}

/** The entries by day, in their order; a day's LF/CE and supervisor once when every entry of the day has the same. */
export function groupByDay(entries: DayEntry[]): DayGroup[] {
  const days: DayGroup[] = [];
  for (const e of entries) {
    const last = days.at(-1);
    if (last?.date === e.date) last.entries.push(e);
    else days.push({ date: e.date, entries: [e], shared: null });
  }
  for (const day of days) {
    const [first] = day.entries;
    const same = day.entries.every((e) => e._lfce === first!._lfce && e._supervisor?._id === first!._supervisor?._id);
    day.shared = same ? { lfce: first!._lfce, supervisor: first!._supervisor } : null;
  }
  return days;
}
