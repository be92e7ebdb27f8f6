import { describe, expect, it } from 'vitest';
import { filterClasses } from './filter-classes';

const rows = [{ className: 'PFA 24-1' }, { className: 'PFA 24-2' }, { className: 'Pflege Übergang' }];

describe('filterClasses', () => {
  it('CLS-16 AMB-30 matches a case-insensitive substring of the class name', () => {
    expect(filterClasses(rows, 'pfa 24').map((r) => r.className)).toEqual(['PFA 24-1', 'PFA 24-2']);
    expect(filterClasses(rows, '24-2').map((r) => r.className)).toEqual(['PFA 24-2']);
    expect(filterClasses(rows, 'übergang').map((r) => r.className)).toEqual(['Pflege Übergang']);
  });

  it('AMB-30 an empty or blank search shows all classes', () => {
    expect(filterClasses(rows, '')).toHaveLength(3);
    expect(filterClasses(rows, '   ')).toHaveLength(3);
  });

  it('CLS-16 a search without a match leaves nothing', () => {
    expect(filterClasses(rows, 'xyz')).toEqual([]);
  });
});
