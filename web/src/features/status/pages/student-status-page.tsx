import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { StudentStatusResponse } from '@praxisport/contract/status';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { certificateHref, useStudentStatus } from '../api/status';
import { useStatusFormat, type StatusFormat } from '../components/format';
import { AssessmentsPart, GuidancePart, PracticePart, ReadinessPart, TheoryPart, VisitsPart } from '../components/parts';
import { statusPaths } from '../components/paths';
import { TrainingForm } from '../components/training-form';
import classes from '../components/status.module.css';

/**
 * /status/{studentId}: the Ausbildungsstand of one apprentice, six parts each with its light in
 * colour and word, what the light means, and its figures (the apprentice, the class's supervisor
 * and teachers; the server refuses anyone else). The class's supervisor sets the training period
 * here and opens the yearly certificates. `admin`: the same, read-only, in the back office
 * (/admin/status/{studentId}): the training period without its form, the certificates to download,
 * and links that stay in the back office (statusPaths).
 */
export function StudentStatusPage({ admin = false }: { admin?: boolean }) {
  const f = useStatusFormat();
  const { t } = f;
  const { studentId } = useParams();
  const session = useUserSession();
  const userType = admin ? undefined : session?.user.userType;
  const paths = statusPaths(admin);
  const valid = isUuid(studentId);
  const query = useStudentStatus(valid ? studentId : undefined);
  if (!valid) return <NotFound />;

  return (
    <Stack gap="lg" maw={1100} mx="auto" className={classes.page}>
      <QueryState query={query}>
        {(status) => {
          const name = `${status.student.firstName} ${status.student.name}`;
          return (
            <>
              <Group gap="md" data-print="hide">
                {admin ? (
                  // the back office reads only: its class overview and the student's placements, both read-only there
                  <>
                    {status.student._grade && (
                      <Anchor component={Link} to={paths.classOverview(status.student._grade)} size="sm">
                        {t('status.toClass')}
                      </Anchor>
                    )}
                    <Anchor component={Link} to={paths.placements(status.student._id)} size="sm">
                      {t('status.toPlacements')}
                    </Anchor>
                  </>
                ) : userType === 'student' ? (
                  <Anchor component={Link} to={`/${status.student._id}`} size="sm">
                    {t('status.ownHome')}
                  </Anchor>
                ) : (
                  status.student._grade && (
                    <Anchor component={Link} to={paths.classOverview(status.student._grade)} size="sm">
                      {t('status.toClass')}
                    </Anchor>
                  )
                )}
                {userType === 'teacher' && (
                  <Anchor component={Link} to={`/${status.student._id}`} size="sm">
                    {t('status.backHome')}
                  </Anchor>
                )}
                {userType === 'supervisor' && (
                  <Anchor component={Link} to="/due" size="sm">
                    {t('status.toDue')}
                  </Anchor>
                )}
              </Group>
              <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
                <Group gap="xs" align="center">
                  <Title order={1} size="h2">
                    {t('status.title')}
                  </Title>
                  {admin && (
                    <Badge color="gray.8" variant="outline" tt="none">
                      {t('status.readOnly')}
                    </Badge>
                  )}
                </Group>
                <Text c="gray.7" size="sm" data-testid="student-name">
                  {status.student.className ? `${name} · ${status.student.className}` : name}
                </Text>
              </div>
              <Text size="sm">{t('status.lightLegend')}</Text>
              <TrainingSection status={status} f={f} admin={admin} />
              <TheoryPart theory={status.theory} f={f} />
              <PracticePart practice={status.practice} f={f} />
              <GuidancePart status={status} f={f} paths={paths} />
              <VisitsPart status={status} f={f} paths={paths} />
              <AssessmentsPart status={status} f={f} paths={paths} />
              <ReadinessPart readiness={status.readiness} f={f} />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

/**
 * The training period (or that there is none), the supervisor's form, and the yearly certificates.
 * The back office (`admin`) reads the period and downloads the certificates; it sets nothing.
 */
function TrainingSection({ status, f, admin }: { status: StudentStatusResponse; f: StatusFormat; admin: boolean }) {
  const { t } = f;
  const { training } = status;
  const started = status.years.filter((y) => y.started);
  const mayEdit = !admin && status.maySupervise;
  const mayCertify = admin || status.maySupervise;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="training-title" data-testid="training">
      <Stack gap="sm">
        <Title order={2} size="h4" id="training-title">
          {t('status.training.title')}
        </Title>
        {training ? (
          <Text size="sm" data-testid="training-period">
            {`${t('status.training.period', { start: f.day(training.start), end: f.day(training.plannedEnd) })} (${training.partTime ? t('status.training.partTime') : t('status.training.fullTime')})`}
          </Text>
        ) : (
          <Text size="sm" fw={600} role="status">
            {t('status.training.none')}
            {!mayEdit && ` ${t('status.training.noneOthers')}`}
          </Text>
        )}
        {mayEdit && <TrainingForm key={`${training?.start}|${training?.plannedEnd}`} studentId={status.student._id} training={training} />}
        {mayCertify && training && (
          <div data-print="hide">
            <Title order={3} size="h5" mb={4}>
              {t('status.certificates.title')}
            </Title>
            {started.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('status.certificates.none')}
              </Text>
            ) : (
              <List spacing={4} listStyleType="none" ml={0} pl={0} data-testid="certificates">
                {started.map((y) => (
                  <List.Item key={y.year}>
                    <Anchor href={certificateHref(status.student._id, y.year)} download size="sm" fw={600}>
                      {t('status.certificates.year', { year: y.year })}
                    </Anchor>
                    <Text span size="sm" c="gray.7">{` · ${t('status.certificates.yearRange', { from: f.day(y.from), until: f.day(y.until) })}`}</Text>
                  </List.Item>
                ))}
              </List>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}

export default StudentStatusPage;
