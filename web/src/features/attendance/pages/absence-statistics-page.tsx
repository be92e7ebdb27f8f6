import { useState } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StudentAbsence } from '@praxisport/contract/attendance';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { isUuid } from '../../../lib/ids';
import { useClassAbsence } from '../api/get-class-absence';
import { AbsenceChart } from '../components/absence-chart';
import { formatHours, formatRate } from '../utils/format';

type SortKey = 'name' | 'recordedHours' | 'missedHours' | 'rate';
/** Readable on white (AA): an outline for 'ok', yellow with dark text for the warning, dark red for over the limit. */
const levelBadge = {
  ok: { color: 'teal.9', variant: 'outline' },
  warn: { color: 'yellow.5', variant: 'filled', autoContrast: true },
  over: { color: 'red.9', variant: 'filled' },
} as const;

function sortRows(rows: StudentAbsence[], key: SortKey, descending: boolean) {
  const sorted = [...rows].sort((a, b) =>
    key === 'name' ? `${a.name} ${a.firstName}`.localeCompare(`${b.name} ${b.firstName}`, 'de') : a[key] - b[key],
  );
  return descending ? sorted.reverse() : sorted;
}

/**
 * /classRegisterAnalysis/{classId}/statistics: per student the hours recorded and missed
 * and the rate against the 10 % maximum, sortable, with a bar chart; computed by the server in SQL.
 */
export function AbsenceStatisticsPage() {
  const { t, i18n } = useTranslation();
  const { classId } = useParams();
  const query = useClassAbsence(isUuid(classId) ? classId! : '');
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'rate', descending: true });
  if (!isUuid(classId)) return <NotFound />;
  const lang = i18n.language;

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <UnstyledButton
        onClick={() => setSort({ key, descending: active ? !sort.descending : key !== 'name' })}
        aria-label={t('attendance.statistics.sortBy', { column: label })}
        fw={700}
        fz="sm"
        aria-pressed={active}
      >
        {label} {active ? (sort.descending ? '▼' : '▲') : ''}
      </UnstyledButton>
    );
  };
  const columns: Column<StudentAbsence>[] = [
    { key: 'name', header: header('name', t('attendance.statistics.student')), label: '', cell: (s) => <strong>{`${s.name}, ${s.firstName}`}</strong> },
    { key: 'recordedHours', header: header('recordedHours', t('attendance.statistics.recordedHours')), label: t('attendance.statistics.recordedHours'), align: 'right', nowrap: true, cell: (s) => formatHours(s.recordedHours, lang) },
    { key: 'missedHours', header: header('missedHours', t('attendance.statistics.missedHours')), label: t('attendance.statistics.missedHours'), align: 'right', nowrap: true, cell: (s) => formatHours(s.missedHours, lang) },
    { key: 'rate', header: header('rate', t('attendance.statistics.rate')), label: t('attendance.statistics.rate'), align: 'right', nowrap: true, cell: (s) => formatRate(s.rate, lang) },
    {
      key: 'level',
      header: t('attendance.statistics.level'),
      cell: (s) => (
        <Badge {...levelBadge[s.level]} tt="none">
          {t(`attendance.statistics.levels.${s.level}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Anchor component={Link} to={`/classRegisterAnalysis/${classId}`} size="sm">
        {t('attendance.statistics.back')}
      </Anchor>
      {/* the practical absences against their own 10 % limit */}
      <Anchor component={Link} to={`/placements/class/${classId}`} size="sm">
        {t('placements.toClassPlan')}
      </Anchor>
      <QueryState query={query} isEmpty={(d) => d.statistics.students.length === 0} empty={t('attendance.statistics.empty')}>
        {({ statistics }) => (
          <>
            <div>
              <Title order={1} size="h2">
                {`${t('attendance.statistics.title')} – ${statistics.className}`}
              </Title>
              <Text c="gray.7" size="sm" mt={4}>
                {t('attendance.statistics.intro')}
              </Text>
            </div>
            <Group>
              <Text fw={600} data-testid="class-total">
                {t('attendance.statistics.classTotal', {
                  missed: formatHours(statistics.missedHours, lang),
                  recorded: formatHours(statistics.recordedHours, lang),
                  rate: formatRate(statistics.rate, lang),
                })}
              </Text>
            </Group>
            <Paper withBorder p="md">
              <AbsenceChart students={sortRows(statistics.students, sort.key, sort.descending)} />
            </Paper>
            <ResponsiveTable columns={columns} rows={sortRows(statistics.students, sort.key, sort.descending)} rowKey={(s) => s._id} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default AbsenceStatisticsPage;
