import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
// the date pickers' month and day names in German (DatesProvider, `datesSettings`)
import 'dayjs/locale/de';

dayjs.extend(customParseFormat);

/**
 * Every date and time the web app shows or reads. The API speaks ISO 8601 (YYYY-MM-DD days, UTC
 * timestamps; AMB-54); the screens use the formats the specification documents, named here.
 */

/** The date pickers' day: year-month-day (CONST-12, RA-10). */
export const PICKER_DAY = 'YYYY-MM-DD';
/** A shown day: day-month-year (CONST-11). */
export const SHOWN_DAY = 'DD-MM-YYYY';
/** The review date input: month/day/year (REV-12, AMB-54). */
export const US_DATE = 'MM/DD/YYYY';

/** DD-MM-YYYY, or '-' when empty (CONST-11, STU-10). */
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format(SHOWN_DAY) : '-');
/** A shown moment: the shown day and the 24-hour time, 09-03-2024, 14:05, in both languages (everywhere but the comments). */
export const formatDateTime = (iso: string) => dayjs(iso).format(`${SHOWN_DAY}, HH:mm`);
/** A comment's moment: day-month-year, hour:minute am/pm, 09-03-2024, 02:05 pm (CONST-39, CMT-02: only there). */
export const formatCommentTime = (iso: string) => dayjs(iso).format(`${SHOWN_DAY}, hh:mm a`);

/** A day on the German forms (the talk form, TALK-02): 02.03.2026. */
export const formatGermanDate = (iso: string) => dayjs(iso).format('DD.MM.YYYY');
/** A moment on the German forms (talks, training portfolio): 02.03.2026, 14:05. */
export const formatGermanDateTime = (iso: string) => dayjs(iso).format('DD.MM.YYYY, HH:mm');

const isGerman = (lang: string) => lang.startsWith('de');
/** A day (YYYY-MM-DD) in the user's language: 02.03.2026 (German) or 02/03/2026. */
export const formatDayIn = (iso: string, lang: string) => dayjs(iso.slice(0, 10)).format(isGerman(lang) ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
/** A moment in the user's language at the school's time (Europe/Berlin): 02.03.2026, 14:05 or 2 Mar 2026, 14:05. */
export const formatMomentIn = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(isGerman(lang) ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });

/** '2024-03-09' → '03/09/2024'; null → '' (REV-12). */
export const isoToUs = (iso: string | null) => (iso ? dayjs(iso, PICKER_DAY, true).format(US_DATE) : '');
/** '03/09/2024' → '2024-03-09'; '' → null; anything else → undefined (not a date). */
export function usToIso(us: string): string | null | undefined {
  const s = us.trim();
  if (s === '') return null;
  const d = dayjs(s, US_DATE, true);
  return d.isValid() ? d.format(PICKER_DAY) : undefined;
}

/** A picked day within the date pickers' bounds 1900-01-01..2099-12-31 (AMB-144); no day (null) is fine. */
export const isWithinPickerBounds = (iso: string | null | undefined) => !iso || (iso >= '1900-01-01' && iso <= '2099-12-31');

/** Today as YYYY-MM-DD in UTC, as the contract's date-of-birth check counts it. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/** Mantine's DatesProvider settings for the user's language: German or English names, weeks from Monday. */
export const datesSettings = (lang: string) => ({ locale: isGerman(lang) ? 'de' : 'en', firstDayOfWeek: 1 as const });
