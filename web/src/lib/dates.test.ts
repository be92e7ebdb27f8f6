import { describe, expect, it } from 'vitest';
import { formatCommentTime, formatDate, formatDateTime, formatDayIn, formatGermanDate, formatGermanDateTime, formatMomentIn, isoToUs, usToIso } from './dates';

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

describe('the shown dates', () => {
  it('CONST-11 STU-10 a day is DD-MM-YYYY, a missing one a dash', () => {
    expect(formatDate('2001-03-09')).toBe('09-03-2001');
    expect(formatDate(null)).toBe('-');
  });

  it('AMB-54 a moment outside the comments has German 24-hour time: 09-03-2024, 14:05, never am/pm', () => {
    expect(formatDateTime('2024-03-09T14:05:00')).toBe('09-03-2024, 14:05');
    expect(formatDateTime('2024-03-09T10:36:00')).toBe('09-03-2024, 10:36');
    expect(formatDateTime('2024-03-09T00:05:00')).toBe('09-03-2024, 00:05');
  });

  it('CMT-02 CONST-39 a comment keeps day-month-year, hour:minute am/pm', () => {
    expect(formatCommentTime('2024-03-09T14:05:00')).toBe('09-03-2024, 02:05 pm');
    expect(formatCommentTime('2024-03-09T10:36:00')).toBe('09-03-2024, 10:36 am');
  });

  it('TALK-02 the German forms show 02.03.2026 and 02.03.2026, 14:05', () => {
    expect(formatGermanDate('2026-03-02')).toBe('02.03.2026');
    expect(formatGermanDateTime('2026-03-02T14:05:00')).toBe('02.03.2026, 14:05');
  });

  it("ISSUE-14 the placements show a day and a moment in the user's language, moments at the school's time", () => {
    expect(formatDayIn('2026-03-02', 'de')).toBe('02.03.2026');
    expect(formatDayIn('2026-03-02', 'en')).toBe('02/03/2026');
    expect(formatMomentIn('2026-03-02T13:05:00.000Z', 'de')).toBe('02.03.2026, 14:05');
  });
});
