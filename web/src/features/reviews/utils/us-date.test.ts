import { describe, expect, it } from 'vitest';
import { isoToUs, usToIso } from './us-date';

describe('REV-12 AMB-54 the review date is typed month/day/year and sent as YYYY-MM-DD', () => {
  it('REV-12 shows 9 March 2024 as 03/09/2024', () => {
    expect(isoToUs('2024-03-09')).toBe('03/09/2024');
    expect(isoToUs(null)).toBe('');
  });

  it('REV-12 reads 03/09/2024 as 2024-03-09, empty as no date, and refuses impossible or other formats', () => {
    expect(usToIso('03/09/2024')).toBe('2024-03-09');
    expect(usToIso(' ')).toBeNull();
    for (const bad of ['02/30/2024', '13/01/2024', '2024-03-09', '9.3.2024', 'morgen']) expect(usToIso(bad), bad).toBeUndefined();
  });
});
