import '@mantine/dates/styles.css';
import type { ComponentType } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isoDateSchema } from '@praxisport/contract/common';
import { schoolDay } from '@praxisport/contract/attendance';
import { NotFound } from '../../../components/ui/not-found';
import { datesSettings, formatDate } from '../../../lib/dates';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { AnalysisEditor } from '../components/analysis-editor';
import { DayPicker } from '../components/day-picker';
import { TeacherAnalysis } from '../components/teacher-analysis';
import classes from './class-register-page.module.css';

/** The attendance list of a class's day (the attendance feature's, given by the router). */
export type AttendanceListOfDay = ComponentType<{ classId: string; date: string; isSupervisor: boolean }>;

/**
 * /classRegisterAnalysis/{classId} (RA-01..18, AMB-67): the supervisor edits the day's analysis
 * and, under it, the day's attendance (`AttendanceList`, ATT-01..13, RA-17; the day in `?date=`,
 * today by default), downloads a month as CSV and prints the day; a teacher reads the entries for
 * instructors with filters.
 */
export function ClassRegisterPage({ AttendanceList }: { AttendanceList: AttendanceListOfDay }) {
  const { t, i18n } = useTranslation();
  const classId = useParams().classId ?? '';
  const [params, setParams] = useSearchParams();
  const session = useUserSession();
  if (!isUuid(classId) || !session) return <NotFound />;
  const asked = params.get('date');
  const date = asked && isoDateSchema.safeParse(asked).success ? asked : schoolDay();
  const setDate = (day: string) => setParams({ date: day }, { replace: true });
  const isTeacher = session.user.userType === 'teacher';
  const csvHref = `/api/grade/attendance/csv/${classId}?month=${date.slice(0, 7)}`;

  return (
    <DatesProvider settings={datesSettings(i18n.language)}>
      <Stack gap="lg" maw={1200} mx="auto" className={classes.page}>
        <Anchor component={Link} to={`/students/${classId}`} size="sm" data-print="hide">
          {t('registerAnalysis.actions.back')}
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h2">
              {t('registerAnalysis.title')}
            </Title>
            <Text className={classes.printOnly}>{`${t('registerAnalysis.date')}: ${formatDate(date)}`}</Text>
          </div>
          <Group gap="xs" data-print="hide" wrap="wrap">
            <Button component={Link} to={`/classRegisterAnalysis/${classId}/statistics`} variant="default">
              {t('registerAnalysis.actions.statistics')}
            </Button>
            {!isTeacher && (
              <>
                <Button component="a" href={csvHref} download variant="default">
                  {t('registerAnalysis.actions.csv')}
                </Button>
                <Button variant="default" onClick={() => window.print()}>
                  {t('registerAnalysis.actions.print')}
                </Button>
              </>
            )}
          </Group>
        </Group>
        {isTeacher ? (
          <TeacherAnalysis classId={classId} />
        ) : (
          <>
            <div data-print="hide">
              <DayPicker value={date} onChange={setDate} />
            </div>
            <AnalysisEditor classId={classId} date={date} supervisorId={session.user._id} />
            <AttendanceList classId={classId} date={date} isSupervisor={session.user.userType === 'supervisor'} />
          </>
        )}
      </Stack>
    </DatesProvider>
  );
}
