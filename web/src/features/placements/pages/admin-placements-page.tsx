import { Anchor, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { StudentRow } from '@praxisport/contract/classes';
import { QueryState, StatusText } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { RowLink } from '../../../components/ui/row-link';
import { isUuid } from '../../../lib/ids';
import { useAllClasses } from '../../../lib/api/get-all-classes';
import { useClassStudents } from '../../../lib/api/get-class-students';

/** Case- and accent-insensitive text for the name filter. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * /admin/placements: the back office finds a student by class and name and opens their
 * placement plan and proof read-only (/admin/placements/{studentId}). The class is kept in the
 * address (?class=), so the way back returns to the same list. A class has tens of students: the
 * list is bounded by the class, the name filter works on it. The class's calendar and proof table
 * open read-only at /admin/placements/class/{classId}.
 */
export function AdminPlacementsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('class');
  const classId = isUuid(chosen ?? undefined) ? chosen! : null;
  const [name, setName] = useState('');
  const classes = useAllClasses();
  const students = useClassStudents(classId ?? undefined);
  const needle = fold(name.trim());
  const matches = (s: StudentRow) => !needle || fold(`${s.firstName} ${s.name}`).includes(needle) || fold(`${s.name} ${s.firstName}`).includes(needle);
  const columns: Column<StudentRow>[] = [
    { key: 'name', header: t('placements.admin.columns.name'), cell: (s) => <RowLink to={`/admin/placements/${s._id}`}>{s.name || '-'}</RowLink> },
    { key: 'firstName', header: t('placements.admin.columns.firstName'), cell: (s) => s.firstName || '-' },
  ];
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} fz={28}>
          {t('placements.admin.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('placements.admin.intro')}
        </Text>
      </div>
      <Paper withBorder p="md" component="section" aria-label={t('placements.admin.find')}>
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('placements.admin.class')}
            placeholder={classes.isPending ? t('common.loading') : t('placements.openStudentPlaceholder')}
            data={(classes.data?.classes ?? []).map((c) => ({ value: c._id, label: c.className }))}
            value={classId}
            onChange={(v) => {
              setName('');
              setParams(v ? { class: v } : {}, { replace: true });
            }}
            searchable
            nothingFoundMessage={t('placements.admin.noClass')}
            w={{ base: '100%', xs: 280 }}
            error={classes.error ? t('placements.admin.classesFailed') : undefined}
          />
          <TextInput label={t('placements.admin.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} disabled={!classId} w={{ base: '100%', xs: 280 }} />
        </Group>
      </Paper>
      {classId && (
        <Anchor component={Link} to={`/admin/placements/class/${classId}`} size="sm">
          {t('placements.toClassPlan')}
        </Anchor>
      )}
      {classId ? (
        <QueryState query={students} isEmpty={(d) => d.students.length === 0} empty={t('placements.admin.noStudents')}>
          {(d) => (
            <ResponsiveTable
              columns={columns}
              rows={d.students.filter(matches)}
              rowKey={(s) => s._id}
              rowHref={(s) => `/admin/placements/${s._id}`}
              empty={t('placements.admin.noMatch')}
            />
          )}
        </QueryState>
      ) : (
        <StatusText>{t('placements.admin.chooseClass')}</StatusText>
      )}
    </Stack>
  );
}

export default AdminPlacementsPage;
