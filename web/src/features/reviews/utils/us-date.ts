import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The review date input is month/day/year (REV-12, AMB-54); the API speaks YYYY-MM-DD. */
export const US_DATE = 'MM/DD/YYYY';

/** '2024-03-09' → '03/09/2024'; null → ''. */
export const isoToUs = (iso: string | null) => (iso ? dayjs(iso, 'YYYY-MM-DD', true).format(US_DATE) : '');

/** '03/09/2024' → '2024-03-09'; '' → null; anything else → undefined (not a date). */
export function usToIso(us: string): string | null | undefined {
  const s = us.trim();
  if (s === '') return null;
  const d = dayjs(s, US_DATE, true);
  return d.isValid() ? d.format('YYYY-MM-DD') : undefined;
}
