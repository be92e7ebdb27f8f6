import { describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@praxisport/contract/register-analysis';
import { filterEntries, flattenEntries, groupByDay, hasFilter, noFilters } from './filter-entries';

const sup = (id: string) => ({ _id: id, firstName: 'S', name: id });
const ids = { l1: 'a0000000-0000-4000-8000-000000000001', l2: 'a0000000-0000-4000-8000-000000000002', s1: 'b0000000-0000-4000-8000-000000000001', s2: 'b0000000-0000-4000-8000-000000000002' };
const record = (date: string, analysis: AnalysisRecord['analysis']): AnalysisRecord => ({ _id: `c0000000-0000-4000-8000-0000000000${date.slice(8)}`, _grade: ids.l1, date, analysis, version: 1, updatedAt: '' });
const entry = (time: '8' | '10', lfce: string, supervisor: string, content: string) => ({ time, _lfce: lfce, _supervisor: sup(supervisor), content, status: null, forInstructors: true });
const entries = flattenEntries([
  record('2025-02-04', [entry('8', ids.l1, ids.s1, 'Vitalzeichen erheben'), entry('10', ids.l2, ids.s2, 'Schmerz')]),
  record('2025-02-03', [entry('8', ids.l1, ids.s2, 'Körperpflege')]),
]);

describe('the teacher filters (RA-03..06, AMB-68)', () => {
  it('RA-06 no filter value means no filter', () => {
    expect(hasFilter(noFilters)).toBe(false);
    expect(hasFilter({ ...noFilters, content: '   ' })).toBe(false);
    expect(hasFilter({ ...noFilters, lfce: ids.l1 })).toBe(true);
  });

  it('AMB-68 date, LF/CE and supervisor equal, content a case-insensitive substring, combined with AND', () => {
    expect(filterEntries(entries, { ...noFilters, date: '2025-02-04' })).toHaveLength(2);
    expect(filterEntries(entries, { ...noFilters, lfce: ids.l1 }).map((e) => e.content)).toEqual(['Vitalzeichen erheben', 'Körperpflege']);
    expect(filterEntries(entries, { ...noFilters, supervisor: ids.s2 }).map((e) => e.content)).toEqual(['Schmerz', 'Körperpflege']);
    expect(filterEntries(entries, { ...noFilters, content: 'KÖRPER' }).map((e) => e.date)).toEqual(['2025-02-03']);
    expect(filterEntries(entries, { ...noFilters, lfce: ids.l1, supervisor: ids.s2 }).map((e) => e.content)).toEqual(['Körperpflege']);
    expect(filterEntries(entries, { date: '2025-02-03', lfce: ids.l2, supervisor: null, content: '' })).toEqual([]);
  });
});

describe('the teacher\'s phone list', () => {
  it('RA-02 groups the entries by day in order; a day says its LF/CE and supervisor once only when all its entries share them', () => {
    const days = groupByDay([...entries, ...flattenEntries([record('2025-02-02', [entry('8', ids.l2, ids.s1, 'Hygiene'), entry('10', ids.l2, ids.s1, 'Lagerung')])])]);
    expect(days.map((d) => [d.date, d.entries.length])).toEqual([
      ['2025-02-04', 2],
      ['2025-02-03', 1],
      ['2025-02-02', 2],
    ]);
    expect(days[0]!.shared).toBeNull();
    expect(days[2]!.shared).toEqual({ lfce: ids.l2, supervisor: sup(ids.s1) });
  });
});
