import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { blockTimes } from '@praxisport/contract/attendance';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { formatDate, PICKER_DAY } from '../../../lib/dates';
import { useClassAnalyses } from '../api/get-class-analyses';
import { LFCE_CHOICES_STALE_MS, useLfces } from '../../../lib/api/get-lfces';
import { useSupervisors } from '../api/get-supervisors';
import { filterEntries, flattenEntries, groupByDay, hasFilter, noFilters, type AnalysisFilters, type DayEntry } from '../utils/filter-entries';
import { DATE_MAX, DATE_MIN } from './day-picker';

/**
 * The teacher's read-only view (RA-02..09, AMB-68, AMB-69): the class's entries meant for
 * instructors, four filters, 'Filter' (nothing happens while all are empty) and 'Filter zurücksetzen'.
 */
export function TeacherAnalysis({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const lfces = useLfces({ staleTime: LFCE_CHOICES_STALE_MS }).data ?? [];
  const supervisors = useSupervisors().data?.supervisors ?? [];
  const [draft, setDraft] = useState<AnalysisFilters>(noFilters);
  const [applied, setApplied] = useState<AnalysisFilters>(noFilters);
  // the server filters and pages by day; the table also filters each day's entries
  const query = useClassAnalyses(classId, applied);
  const lfceTitle = new Map(lfces.map((l) => [l._id, l.title]));
  // the phone list replaces the table's cards below the table's breakpoint (ResponsiveTable's 48em)
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  const apply = () => {
    if (hasFilter(draft)) setApplied(draft); // RA-06
  };
  const reset = () => {
    setDraft(noFilters);
    setApplied(noFilters);
  };
  const columns: Column<DayEntry>[] = [
    { key: 'date', header: t('registerAnalysis.date'), nowrap: true, cell: (e) => formatDate(e.date) },
    { key: 'time', header: t('registerAnalysis.block'), nowrap: true, cell: (e) => blockTimes[e.time] },
    { key: 'lfce', header: t('registerAnalysis.lfce'), cell: (e) => (e._lfce ? (lfceTitle.get(e._lfce) ?? '–') : '–') },
    { key: 'supervisor', header: t('registerAnalysis.supervisor'), cell: (e) => (e._supervisor ? `${e._supervisor.firstName} ${e._supervisor.name}` : '–') },
    { key: 'content', header: t('registerAnalysis.content'), cell: (e) => e.content || '–' },
    { key: 'status', header: t('registerAnalysis.status'), nowrap: true, cell: (e) => e.status ?? '–' },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-label={t('registerAnalysis.teacher.filtersLabel')}>
        <form
          onSubmit={(ev) => {
            ev.preventDefault();
            apply();
          }}
        >
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
            <DatePickerInput
              label={t('registerAnalysis.date')}
              placeholder={t('registerAnalysis.datePlaceholder')}
              // the placeholder is a span here, not a native placeholder: keep it at AA contrast
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              valueFormat={PICKER_DAY}
              minDate={DATE_MIN}
              maxDate={DATE_MAX}
              clearable
              clearButtonProps={{ 'aria-label': t('registerAnalysis.teacher.clearDate') }}
              value={draft.date}
              onChange={(v) => setDraft({ ...draft, date: v })}
            />
            <Select
              label={t('registerAnalysis.lfce')}
              data={lfces.map((l) => ({ value: l._id, label: l.title }))}
              searchable
              clearable
              placeholder={t('registerAnalysis.choose')}
              value={draft.lfce}
              onChange={(v) => setDraft({ ...draft, lfce: v })}
            />
            <Select
              label={t('registerAnalysis.supervisor')}
              data={supervisors.map((s) => ({ value: s._id, label: `${s.firstName} ${s.name}` }))}
              clearable
              placeholder={t('registerAnalysis.choose')}
              value={draft.supervisor}
              onChange={(v) => setDraft({ ...draft, supervisor: v })}
            />
            <TextInput
              label={t('registerAnalysis.content')}
              placeholder={t('registerAnalysis.teacher.contentPlaceholder')}
              value={draft.content}
              onChange={(ev) => setDraft({ ...draft, content: ev.currentTarget.value })}
            />
          </SimpleGrid>
          <Group mt="sm" gap="md">
            <Button type="submit">{t('registerAnalysis.teacher.filter')}</Button>
            <Anchor component="button" type="button" onClick={reset}>
              {t('registerAnalysis.teacher.reset')}
            </Anchor>
          </Group>
        </form>
      </Paper>
      <Title order={2} size="h3">
        {t('registerAnalysis.teacher.heading')}
      </Title>
      <QueryState query={query}>
        {({ pages }) => {
          const rows = filterEntries(flattenEntries(pages.flatMap((p) => p.classRegisterAnalysises)), applied);
          return (
            <>
              <Text c="gray.7" size="sm" role="status">
                {t('registerAnalysis.teacher.count', { count: rows.length })}
              </Text>
              {isPhone ? (
                <DayList rows={rows} lfceTitle={(id) => (id ? (lfceTitle.get(id) ?? '–') : '–')} />
              ) : (
                <ResponsiveTable columns={columns} rows={rows} rowKey={(e) => `${e.date}|${e.time}`} empty={t('registerAnalysis.teacher.empty')} />
              )}
              {query.hasNextPage && (
                <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
                  {t('registerAnalysis.teacher.more')}
                </Button>
              )}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/**
 * Phones: one card per day, each block one line (time, content, status); the day's LF/CE and
 * supervisor said once when all its blocks share them. A month of entries stays a page to scroll,
 * where labelled cards per block would be many screens long.
 */
function DayList({ rows, lfceTitle }: { rows: DayEntry[]; lfceTitle: (id: string | null) => string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="gray.7">{t('registerAnalysis.teacher.empty')}</Text>;
  const who = (lfce: string | null, supervisor: DayEntry['_supervisor']) => `${lfceTitle(lfce)} · ${supervisor ? `${supervisor.firstName} ${supervisor.name}` : '–'}`;
  return (
    <Stack gap="xs" data-testid="analysis-days">
      {groupByDay(rows).map((day) => (
        <Paper key={day.date} withBorder px="xs" py={6} radius="md">
          <Group gap={8} wrap="nowrap" align="baseline">
            <Title order={3} size="h5" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(day.date)}
            </Title>
            {day.shared && (
              <Text size="xs" c="gray.7">
                {who(day.shared.lfce, day.shared.supervisor)}
              </Text>
            )}
          </Group>
          <Stack component="ul" gap={2} mt={2} p={0} m={0} style={{ listStyle: 'none' }}>
            {day.entries.map((e) => (
              <li key={e.time}>
                <Text size="sm">
                  <Text span fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {blockTimes[e.time]}
                  </Text>
                  {` ${e.content || '–'}`}
                  {e.status && (
                    <Text span c="gray.7" size="sm">{` · ${e.status}`}</Text>
                  )}
                </Text>
                {!day.shared && (
                  <Text size="xs" c="gray.7">
                    {who(e._lfce, e._supervisor)}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
