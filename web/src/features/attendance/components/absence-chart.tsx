import { useTranslation } from 'react-i18next';
import { absenceLevel, type StudentAbsence } from '@praxisport/contract/attendance';
import { ABSENCE_ALLOWED_SHARE } from '@praxisport/contract/training-rules';

const colorOf = { ok: 'var(--mantine-color-teal-8)', warn: 'var(--mantine-color-yellow-8)', over: 'var(--mantine-color-red-8)' } as const;
// the plot's height, a bar and the space between bars, the margins for the axis labels (px)
const PLOT = 170;
const BAR = 26;
const GAP = 14;
const LEFT = 46;
const TOP = 16;
const BOTTOM = 84;

/**
 * A bar chart of the absence rates in per cent, one bar per student in the table's order, coloured
 * by level, with the 10 % limit as a line. Plain SVG: wider than the screen, it scrolls on its own.
 */
export function AbsenceChart({ students }: { students: StudentAbsence[] }) {
  const { t } = useTranslation();
  const limit = ABSENCE_ALLOWED_SHARE * 100;
  const rates = students.map((s) => Math.round(s.rate * 1000) / 10);
  const step = Math.max(limit * 1.5, ...rates) <= 20 ? 5 : 10;
  const max = Math.ceil(Math.max(limit * 1.5, ...rates) / step) * step;
  const ticks = Array.from({ length: max / step + 1 }, (_, i) => i * step);
  const y = (value: number) => TOP + PLOT - (value / max) * PLOT;
  const width = LEFT + students.length * (BAR + GAP) + GAP;
  return (
    <figure style={{ margin: 0, overflowX: 'auto' }}>
      <svg role="img" aria-label={t('attendance.statistics.chartLabel')} width={width} height={TOP + PLOT + BOTTOM} fontSize={11} style={{ display: 'block' }}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-gray-3)" />
            <text x={LEFT - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fill="var(--mantine-color-gray-7)">{`${tick} %`}</text>
          </g>
        ))}
        {students.map((s, i) => {
          const x = LEFT + GAP + i * (BAR + GAP);
          const rate = rates[i]!;
          const name = `${s.firstName} ${s.name.charAt(0)}.`;
          return (
            <g key={s._id}>
              <rect x={x} y={y(rate)} width={BAR} height={y(0) - y(rate)} fill={colorOf[absenceLevel(rate / 100)]} data-testid="absence-bar">
                <title>{`${name}: ${rate} %`}</title>
              </rect>
              <text transform={`translate(${x + BAR / 2} ${y(0) + 10}) rotate(-45)`} textAnchor="end" fill="var(--mantine-color-gray-9)">
                {name}
              </text>
            </g>
          );
        })}
        <line x1={LEFT} x2={width} y1={y(limit)} y2={y(limit)} stroke="var(--mantine-color-red-9)" strokeDasharray="6 4" strokeWidth={1.5} />
        <text x={LEFT + 4} y={y(limit) - 4} fill="var(--mantine-color-red-9)" stroke="white" strokeWidth={3} paintOrder="stroke">
          {t('attendance.statistics.limit')}
        </text>
      </svg>
    </figure>
  );
}
