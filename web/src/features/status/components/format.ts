import { useTranslation } from 'react-i18next';
import { placementTypeLabels, type PlacementType, type TrafficLight } from '@praxisport/contract/placements';
import { dueKindLabels, lightMeanings, statusPartLabels, type DueKind, type StatusPart, type StatusPlacement } from '@praxisport/contract/status';
import { visitFormLabels, type VisitForm } from '@praxisport/contract/visits';
import { formatDayIn } from '../../../lib/dates';

/** The worst light first: the order of the class overview's sort and of the filter. */
export const severity: Record<TrafficLight, number> = { red: 2, amber: 1, green: 0 };

/**
 * The status screens' words and numbers in the user's language. The German labels are the
 * contract's own (statusPartLabels, lightMeanings, placementTypeLabels, dueKindLabels), so they are
 * typed once; English comes from locales/en/status.json.
 */
export function useStatusFormat() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const locale = lang.startsWith('de') ? 'de-DE' : 'en-GB';
  const number = (n: number, digits = 1) => n.toLocaleString(locale, { maximumFractionDigits: digits });
  const hours = (n: number) => t('status.hours', { value: number(n) });
  return {
    t,
    lang,
    number,
    hours,
    /** minutes as hours to a tenth: 90 → '1,5 h' */
    minutes: (m: number) => hours(Math.round(m / 6) / 10),
    /** a share (0.069) as a percentage: '6,9 %' */
    percent: (share: number) => t('status.percent', { value: number(share * 100) }),
    day: (iso: string) => formatDayIn(iso, lang),
    part: (p: StatusPart) => t(`status.parts.${p}`, { defaultValue: statusPartLabels[p] }),
    light: (l: TrafficLight) => t(`status.lights.${l}`),
    meaning: (l: TrafficLight) => t(`status.meanings.${l}`, { defaultValue: lightMeanings[l] }),
    type: (type: PlacementType) => t(`status.types.${type}`, { defaultValue: placementTypeLabels[type] }),
    dueKind: (k: DueKind) => t(`status.dueKinds.${k}`, { defaultValue: dueKindLabels[k] }),
    visitForm: (f: VisitForm) => t(`status.visitForms.${f}`, { defaultValue: visitFormLabels[f] }),
    placement: (p: StatusPlacement) =>
      t('status.placementsAndDates', { type: t(`status.types.${p.type}`, { defaultValue: placementTypeLabels[p.type] }), provider: `${p.provider.name} – ${p.provider.ward}`, from: formatDayIn(p.from, lang), until: formatDayIn(p.until, lang) }),
  };
}

export type StatusFormat = ReturnType<typeof useStatusFormat>;
