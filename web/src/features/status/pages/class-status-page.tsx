import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { statusParts, type ClassStatusRow } from '@praxisport/contract/status';
import { LightBadge } from '../../../components/ui/light-badge';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowLink } from '../../../components/ui/row-link';
import { isUuid } from '../../../lib/ids';
import { classCsvHref, useClassStatus } from '../api/status';
import { atRisk, sortRows, type SortKey } from '../components/class-rows';
import { useStatusFormat } from '../components/format';
import { statusPaths } from '../components/paths';
import classes from '../components/status.module.css';

/**
 * /status/class/{classId}: every apprentice of the class × the six lights, sortable by name and
 * by each part (worst first), filterable to "only amber or red", a CSV made on the server, and
 * printable on A4 landscape. Each row opens the apprentice's status. `admin`: the same, read-only,
 * in the back office (/admin/status/class/{classId}); its rows open /admin/status/{studentId} and it
 * links back to the class's placement plan there.
 */
export function ClassStatusPage({ admin = false }: { admin?: boolean }) {
  const f = useStatusFormat();
  const { t } = f;
  const { classId } = useParams();
  const paths = statusPaths(admin);
  const valid = isUuid(classId);
  const query = useClassStatus(valid ? classId : undefined);
  const [sort, setSort] = useState<{ key: SortKey; reversed: boolean }>({ key: 'student', reversed: false });
  const [onlyAtRisk, setOnlyAtRisk] = useState(false);
  if (!valid) return <NotFound />;

  /** `shown`: a shorter heading for the table, so that six lights fit beside the names (the full name is the button's) */
  const header = (key: SortKey, label: string, shown: string = label) => {
    const active = sort.key === key;
    // names run A–Z, lights worst first; a second click turns the order round
    const down = key === 'student' ? sort.reversed : !sort.reversed;
    return (
      <UnstyledButton
        onClick={() => setSort({ key, reversed: active ? !sort.reversed : false })}
        aria-label={t('status.class.sortBy', { column: label })}
        aria-pressed={active}
        fw={700}
        fz="sm"
        ta="left"
      >
        {shown}
        {active && <span data-print="hide">{down ? ' ▼' : ' ▲'}</span>}
      </UnstyledButton>
    );
  };
  const columns: Column<ClassStatusRow>[] = [
    {
      key: 'student',
      header: header('student', t('status.class.student')),
      label: '',
      cell: (r) => (
        <div>
          <RowLink to={paths.student(r.student._id)}>{`${r.student.name}, ${r.student.firstName}`}</RowLink>
          {!r.training && (
            <Text size="xs" c="gray.7">
              {t('status.class.noTraining')}
            </Text>
          )}
        </div>
      ),
    },
    ...statusParts.map(
      (part): Column<ClassStatusRow> => ({
        key: part,
        header: header(part, f.part(part), t(`status.class.short.${part}`)),
        label: f.part(part),
        phone: 'hide',
        cell: (r) => <LightBadge light={r.lights[part]}>{f.light(r.lights[part])}</LightBadge>,
      }),
    ),
    {
      // on a phone the six lights in two short columns rather than six labelled lines
      key: 'lights',
      header: t('status.title'),
      label: '',
      phone: 'only',
      cell: (r) => (
        <div className={classes.lights}>
          {statusParts.map((part) => (
            <Group key={part} gap={6} wrap="nowrap" justify="space-between">
              <Text size="xs" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
                {f.part(part)}
              </Text>
              <LightBadge light={r.lights[part]}>{f.light(r.lights[part])}</LightBadge>
            </Group>
          ))}
        </div>
      ),
    },
    { key: 'missing', header: t('status.class.missing'), align: 'right', nowrap: true, cell: (r) => String(r.atRiskCount) },
  ];

  return (
    <Stack gap="lg" maw={1280} mx="auto" className={`${classes.page} ${classes.landscape}`}>
      <Anchor component={Link} to={admin ? `/admin/placements/class/${classId}` : `/students/${classId}`} size="sm" data-print="hide">
        {t(admin ? 'status.class.toPlacements' : 'status.class.back')}
      </Anchor>
      <QueryState query={query}>
        {(data) => {
          const rows = sortRows(onlyAtRisk ? data.students.filter(atRisk) : data.students, sort.key, sort.reversed);
          return (
            <>
              <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
                <Title order={1} size="h2">
                  {t('status.class.titleOf', { className: data.className })}
                </Title>
                <Text size="sm" c="gray.7" data-testid="class-count">
                  {t('status.class.count', { shown: rows.length, total: data.students.length })}
                </Text>
              </div>
              <Text size="sm">{t('status.lightLegend')}</Text>
              <Group gap="sm" data-print="hide">
                <Button component="a" href={classCsvHref(data._grade)} download variant="light">
                  {t('status.class.csv')}
                </Button>
                <Button variant="default" onClick={() => window.print()}>
                  {t('status.class.print')}
                </Button>
              </Group>
              <Group data-print="hide" gap="md" align="flex-end">
                <Switch label={t('status.class.onlyAtRisk')} checked={onlyAtRisk} onChange={(e) => setOnlyAtRisk(e.currentTarget.checked)} />
                {/* phones show no column headers (cards): the sort is a choice of its own there */}
                <NativeSelect
                  hiddenFrom="sm"
                  label={t('status.class.sort')}
                  value={sort.key}
                  data={[{ value: 'student', label: t('status.class.student') }, ...statusParts.map((p) => ({ value: p, label: f.part(p) }))]}
                  onChange={(e) => setSort({ key: e.currentTarget.value as SortKey, reversed: false })}
                />
              </Group>
              <ResponsiveTable
                columns={columns}
                rows={rows}
                rowKey={(r) => r.student._id}
                rowHref={(r) => paths.student(r.student._id)}
                empty={data.students.length === 0 ? t('status.class.empty') : t('status.class.allGreen')}
              />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

export default ClassStatusPage;
