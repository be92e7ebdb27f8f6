import { useState } from 'react';
import { Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { trafficLights, type ClassPlanResponse } from '@praxisport/contract/placements';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowLink } from '../../../components/ui/row-link';
import { isUuid } from '../../../lib/ids';
import { classCsvHref, useClassPlan } from '../api/placements';
import { formatDayIn } from '../../../lib/dates';
import { formatNumber, lightBadge } from '../components/format';
import { PlacementCalendar } from '../components/placement-calendar';
import classes from '../components/placements.module.css';

type Row = ClassPlanResponse['students'][number]['placements'][number] & { student: { _id: string; firstName: string; name: string } };
type SortKey = 'student' | 'type' | 'from' | 'confirmed' | 'pending' | 'required' | 'light';

const value = (r: Row, key: SortKey): string | number => {
  switch (key) {
    case 'student':
      return `${r.student.name} ${r.student.firstName}`;
    case 'type':
      return r.type;
    case 'from':
      return r.from;
    case 'confirmed':
      return r.proof.confirmedMinutes;
    case 'pending':
      return r.proof.pendingMinutes;
    case 'required':
      return r.proof.requiredMinutes;
    case 'light':
      return trafficLights.indexOf(r.proof.light);
  }
};

function sortRows(rows: Row[], key: SortKey, descending: boolean) {
  const sorted = [...rows].sort((a, b) => {
    const va = value(a, key);
    const vb = value(b, key);
    const c = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb), 'de');
    return c || a.from.localeCompare(b.from);
  });
  return descending ? sorted.reverse() : sorted;
}

/**
 * /placements/class/{classId}: the class's placement calendar (students × weeks,
 * coloured by type; prints on A4 landscape) and the proof table of every student's placements,
 * sortable, with a CSV export made on the server. `admin`: the same, read-only, in the back office
 * (/admin/placements/class/{classId}); its links stay in the back office.
 */
export function ClassPlacementsPage({ admin = false }: { admin?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { classId } = useParams();
  const valid = isUuid(classId);
  const query = useClassPlan(valid ? classId : undefined);
  const navigate = useNavigate();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'student', descending: false });
  if (!valid) return <NotFound />;
  const studentPath = (id: string) => (admin ? `/admin/placements/${id}` : `/placements/${id}`);

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <UnstyledButton
        onClick={() => setSort({ key, descending: active ? !sort.descending : false })}
        aria-label={t('placements.table.sortBy', { column: label })}
        aria-pressed={active}
        fw={700}
        fz="sm"
      >
        {label} {active ? (sort.descending ? '▼' : '▲') : ''}
      </UnstyledButton>
    );
  };
  const columns: Column<Row>[] = [
    {
      key: 'student',
      header: header('student', t('placements.table.student')),
      label: '',
      cell: (r) => <RowLink to={studentPath(r.student._id)}>{`${r.student.name}, ${r.student.firstName}`}</RowLink>,
    },
    {
      key: 'type',
      header: header('type', t('placements.table.type')),
      label: t('placements.table.type'),
      phone: 'hide',
      cell: (r) => (
        <div>
          <Text size="sm" fw={600}>
            {t(`placements.types.${r.type}`)}
          </Text>
          <Text size="xs" c="gray.7">{`${r.provider.name} – ${r.provider.ward}`}</Text>
        </div>
      ),
    },
    { key: 'from', header: header('from', t('placements.table.period')), label: t('placements.table.period'), phone: 'hide', cell: (r) => `${formatDayIn(r.from, lang)} – ${formatDayIn(r.until, lang)}` },
    { key: 'confirmed', header: header('confirmed', t('placements.table.confirmed')), label: t('placements.table.confirmed'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => formatNumber(r.proof.confirmedMinutes, lang) },
    { key: 'pending', header: header('pending', t('placements.table.pending')), label: t('placements.table.pending'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => formatNumber(r.proof.pendingMinutes, lang) },
    { key: 'required', header: header('required', t('placements.table.required')), label: t('placements.table.required'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => formatNumber(r.proof.requiredMinutes, lang) },
    {
      // on a phone one short card per placement: what, where, when, the minutes and the light
      key: 'summary',
      header: t('placements.table.title'),
      label: '',
      phone: 'only',
      cell: (r) => (
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600}>
              {t(`placements.types.${r.type}`)}
            </Text>
            <Badge {...lightBadge[r.proof.light]} tt="none">
              {t(`placements.lightShort.${r.proof.light}`)}
            </Badge>
          </Group>
          <Text size="xs" c="gray.7">{`${r.provider.name} – ${r.provider.ward}`}</Text>
          <Text size="sm">{`${formatDayIn(r.from, lang)} – ${formatDayIn(r.until, lang)} · ${t('placements.table.absentDays')}: ${r.absentDays}`}</Text>
          <Text size="sm">
            {t('placements.table.guidanceLine', {
              confirmed: formatNumber(r.proof.confirmedMinutes, lang),
              pending: formatNumber(r.proof.pendingMinutes, lang),
              required: formatNumber(r.proof.requiredMinutes, lang),
            })}
          </Text>
        </Stack>
      ),
    },
    { key: 'absentDays', header: t('placements.table.absentDays'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => String(r.absentDays) },
    {
      key: 'light',
      header: header('light', t('placements.table.light')),
      label: t('placements.table.light'),
      nowrap: true,
      phone: 'hide',
      cell: (r) => (
        <Badge {...lightBadge[r.proof.light]} tt="none">
          {t(`placements.lightShort.${r.proof.light}`)}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1280} mx="auto" className={`${classes.page} ${classes.landscape}`}>
      <Group gap="md" data-print="hide">
        <Anchor component={Link} to={admin ? `/admin/placements?class=${classId}` : `/students/${classId}`} size="sm">
          {t(admin ? 'placements.admin.back' : 'placements.backClass')}
        </Anchor>
        <Anchor component={Link} to={admin ? `/admin/status/class/${classId}` : `/status/class/${classId}`} size="sm">
          {t('placements.toClassStatus')}
        </Anchor>
      </Group>
      <QueryState query={query} isEmpty={(d) => d.students.length === 0} empty={t('placements.classEmpty')}>
        {(plan) => {
          const rows: Row[] = plan.students.flatMap((s) => s.placements.map((p) => ({ ...p, student: { _id: s._id, firstName: s.firstName, name: s.name } })));
          return (
            <>
              <div style={{ minWidth: 0 }}>
                <Title order={1} size="h2">
                  {`${t('placements.classTitle')} – ${plan.className}`}
                </Title>
              </div>
              <Group gap="sm" data-print="hide">
                <Button component="a" href={classCsvHref(plan._grade)} download variant="light">
                  {t('placements.csv')}
                </Button>
                <Button variant="default" onClick={() => window.print()}>
                  {t('placements.print')}
                </Button>
              </Group>
              <NativeSelect
                data-print="hide"
                label={t('placements.openStudent')}
                maw={420}
                value=""
                data={[{ value: '', label: t('placements.openStudentPlaceholder') }, ...plan.students.map((s) => ({ value: s._id, label: `${s.name}, ${s.firstName}` }))]}
                onChange={(e) => e.currentTarget.value && void navigate(studentPath(e.currentTarget.value))}
              />
              <Paper withBorder p="md" component="section" aria-labelledby="calendar-title">
                <Title order={2} size="h4" id="calendar-title" mb="xs">
                  {t('placements.calendar.title')}
                </Title>
                <PlacementCalendar plan={plan} />
              </Paper>
              <section aria-labelledby="proof-title">
                <Title order={2} size="h4" id="proof-title" mb="xs">
                  {t('placements.table.title')}
                </Title>
                <ResponsiveTable columns={columns} rows={sortRows(rows, sort.key, sort.descending)} rowKey={(r) => r._id} empty={t('placements.classEmpty')} />
              </section>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

export default ClassPlacementsPage;
