import { Anchor, Stack, Table, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { schoolDay } from '@praxisport/contract/attendance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { datesSettings, formatDate, SHOWN_DAY } from '../../../lib/dates';
import { useUserSession } from '../../../lib/session';
import { NotAllowed } from '../../../components/ui/not-allowed';
import { QueryState } from '../../../components/ui/query-state';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import { useMyClasses, type ClassesResponse } from '../../../lib/api/get-my-classes';
import { StaticPage } from '../components/static-page';
import { careAreas, CLASS_REGISTER_PATH, isStaticRegister } from '../static-content';

const DATE_MIN = '1900-01-01';
const DATE_MAX = '2099-12-31';

/** /registeranalysis/analysis: the static table, no API call (STAT-04). */
function StaticRegister() {
  const { t } = useTranslation();
  const type = useUserSession()?.user.userType;
  return (
    <StaticPage title={t('staticPages.register.title')} intro={t('staticPages.register.staticIntro')}>
      {/* those with classes go on to their classes' data (STAT-05) */}
      {(type === 'teacher' || type === 'supervisor') && (
        <Anchor component={Link} to={CLASS_REGISTER_PATH} fw={600} data-print="hide">
          {t('staticPages.register.toClasses')}
        </Anchor>
      )}
      <Table withTableBorder withColumnBorders fz="sm" data-testid="static-register">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ width: '45%' }}>{t('staticPages.register.area')}</Table.Th>
            <Table.Th>{t('staticPages.register.focus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {careAreas.map((area) => (
            <Table.Tr key={area}>
              <Table.Th scope="row" fw={500}>
                {t(`staticPages.areas.${area}`)}
              </Table.Th>
              <Table.Td>{t(`staticPages.register.focusRows.${area}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StaticPage>
  );
}

type ClassRow = ClassesResponse['classes'][number];

/**
 * /registeranalysis/{other}: a date picker and the user's classes, each opening the data-backed
 * class register analysis for that day (STAT-05, AMB-71: /classRegisterAnalysis is authoritative).
 * Classes belong to teachers and supervisors; students and KILIAN users are refused.
 */
function ClassRegister() {
  const { t, i18n } = useTranslation();
  const session = useUserSession();
  const [day, setDay] = useState(schoolDay());
  const teaching = session?.user.userType === 'teacher' || session?.user.userType === 'supervisor';
  const classes = useMyClasses(teaching ? session?.user._id : undefined);
  if (!teaching) return <NotAllowed />;
  const columns: Column<ClassRow>[] = [
    { key: 'name', header: t('staticPages.register.className'), cell: (c) => c.className },
    {
      key: 'open',
      header: t('staticPages.register.open'),
      cell: (c) => (
        <Anchor component={Link} to={`/classRegisterAnalysis/${c._id}?date=${day}`} aria-label={t('staticPages.register.openFor', { className: c.className, date: formatDate(day) })}>
          {t('staticPages.register.open')}
        </Anchor>
      ),
    },
  ];
  return (
    <StaticPage title={t('staticPages.register.title')} intro={t('staticPages.register.classesIntro')} printable={false}>
      <Stack gap="md">
        <DatesProvider settings={datesSettings(i18n.language)}>
          <DatePickerInput
            label={t('staticPages.register.day')}
            valueFormat={SHOWN_DAY}
            minDate={DATE_MIN}
            maxDate={DATE_MAX}
            value={day}
            onChange={(v) => v && setDay(v)}
            w={200}
            data-testid="register-day"
          />
        </DatesProvider>
        <QueryState query={classes} isEmpty={(d) => d.classes.length === 0} empty={<Text>{t('staticPages.register.noClasses')}</Text>}>
          {(d) => <ResponsiveTable columns={columns} rows={d.classes} rowKey={(c) => c._id} />}
        </QueryState>
      </Stack>
    </StaticPage>
  );
}

/** /registeranalysis/{option} (ROUTE-35, STAT-04, STAT-05). */
export function RegisterAnalysisPage() {
  const { option } = useParams();
  return isStaticRegister(option) ? <StaticRegister /> : <ClassRegister />;
}

export default RegisterAnalysisPage;
