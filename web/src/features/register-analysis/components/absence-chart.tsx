import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { ABSENCE_MAX_RATE, absenceLevel, type StudentAbsence } from '@praxisport/contract/attendance';

const colorOf = { ok: 'teal.8', warn: 'yellow.8', over: 'red.8' } as const;

/** A small bar chart of the absence rates, with the 10 % limit as a line (issue 8). */
export function AbsenceChart({ students }: { students: StudentAbsence[] }) {
  const { t } = useTranslation();
  const data = students.map((s) => ({
    student: `${s.firstName} ${s.name.charAt(0)}.`,
    rate: Math.round(s.rate * 1000) / 10,
  }));
  return (
    <figure style={{ margin: 0 }} aria-label={t('registerAnalysis.statistics.chartLabel')}>
      <BarChart
        h={260}
        data={data}
        dataKey="student"
        series={[{ name: 'rate', label: t('registerAnalysis.statistics.rate'), color: 'teal.8' }]}
        getBarColor={(value) => colorOf[absenceLevel(value / 100)]}
        unit=" %"
        referenceLines={[{ y: ABSENCE_MAX_RATE * 100, label: t('registerAnalysis.statistics.limit'), color: 'red.9', labelPosition: 'insideTopRight' }]}
        xAxisProps={{ interval: 0, angle: -45, textAnchor: 'end', height: 80, fontSize: 11 }}
        gridAxis="y"
        tickLine="y"
      />
    </figure>
  );
}
