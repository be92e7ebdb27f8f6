import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { placementTypes, type ClassPlanResponse } from '@praxisport/contract/placements';
import { formatDayIn } from '../../../lib/dates';
import { typeColors } from './format';
import classes from './placements.module.css';

const DAY = 86_400_000;
const WEEK_PX = 8;
// every text at least 12 px, readable on a phone (the calendar scrolls sideways there, it is not scaled down)
const FONT_PX = 12;
const ROW_PX = 24;
const LABEL_PX = 180;
const HEAD_PX = 50;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const mondayOf = (ms: number) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;

/**
 * The class's placement calendar: students in rows, weeks in columns, one bar per
 * placement coloured by type, month and year marks on top and a line for today. Plain SVG, so it
 * prints sharp (scaled to the A4 landscape page).
 */
export function PlacementCalendar({ plan }: { plan: ClassPlanResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const all = plan.students.flatMap((s) => s.placements);
  if (all.length === 0) return null;
  const start = mondayOf(Math.min(...all.map((p) => dayOf(p.from))));
  const end = Math.max(...all.map((p) => dayOf(p.until)));
  const weeks = Math.ceil((end - start + DAY) / (7 * DAY));
  const width = LABEL_PX + weeks * WEEK_PX + 4;
  const height = HEAD_PX + plan.students.length * ROW_PX + 4;
  const x = (ms: number) => LABEL_PX + ((ms - start) / (7 * DAY)) * WEEK_PX;
  const months: { x: number; label: string; year: boolean }[] = [];
  const first = new Date(start);
  for (let d = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1); d <= end; d = Date.UTC(new Date(d).getUTCFullYear(), new Date(d).getUTCMonth() + 1, 1)) {
    const m = new Date(d).getUTCMonth();
    months.push({ x: x(d), label: m === 0 ? String(new Date(d).getUTCFullYear()) : String(m + 1), year: m === 0 });
  }
  const today = dayOf(plan.today);
  return (
    <>
      <div className={classes.calendar} tabIndex={0} role="group" aria-label={t('placements.calendar.title')}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('placements.calendar.label')} data-testid="placement-calendar" fontFamily="sans-serif">
          {months.map((m) => (
            <g key={m.x}>
              <line x1={m.x} x2={m.x} y1={m.year ? 2 : 18} y2={height} stroke={m.year ? '#495057' : '#dee2e6'} strokeWidth={m.year ? 1.2 : 0.6} />
              <text x={m.x + 2} y={m.year ? 13 : 30} fontSize={FONT_PX} fill="#343a40" fontWeight={m.year ? 700 : 400}>
                {m.label}
              </text>
            </g>
          ))}
          {plan.students.map((s, row) => {
            const y = HEAD_PX + row * ROW_PX;
            return (
              <g key={s._id}>
                {row % 2 === 0 && <rect x={0} y={y} width={width} height={ROW_PX} fill="#f8f9fa" />}
                <text x={4} y={y + 16} fontSize={FONT_PX} fill="#212529">
                  {`${s.name}, ${s.firstName}`.slice(0, 26)}
                </text>
                {s.placements.map((p) => (
                  <rect key={p._id} x={x(dayOf(p.from))} y={y + 4} width={Math.max(2, x(dayOf(p.until) + DAY) - x(dayOf(p.from)))} height={ROW_PX - 8} rx={2} fill={typeColors[p.type]}>
                    <title>{`${t(`placements.types.${p.type}`)}: ${p.provider.name} – ${p.provider.ward}, ${formatDayIn(p.from, lang)} – ${formatDayIn(p.until, lang)}`}</title>
                  </rect>
                ))}
              </g>
            );
          })}
          {today >= start && today <= end && (
            <g>
              <line x1={x(today)} x2={x(today)} y1={HEAD_PX - 16} y2={height} stroke="#000" strokeWidth={1.5} strokeDasharray="3 2" />
              <text x={x(today) + 3} y={HEAD_PX - 4} fontSize={FONT_PX} fill="#000">
                {t('placements.calendar.today')}
              </text>
            </g>
          )}
        </svg>
      </div>
      <Group gap="md" mt="xs" aria-label={t('placements.calendar.legend')} role="list">
        {placementTypes.map((type) => (
          <Group key={type} gap={6} role="listitem" wrap="nowrap">
            <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: 2, background: typeColors[type], printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }} />
            <Text size="sm">{t(`placements.types.${type}`)}</Text>
          </Group>
        ))}
      </Group>
    </>
  );
}
