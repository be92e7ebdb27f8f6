/** A rate 0..1 as '6,9 %' (German) or '6.9 %'. */
export const formatRate = (rate: number, lang: string) =>
  `${(rate * 100).toLocaleString(lang.startsWith('de') ? 'de-DE' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** Hours as '12,5 h'. */
export const formatHours = (hours: number, lang: string) =>
  `${hours.toLocaleString(lang.startsWith('de') ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 })} h`;
