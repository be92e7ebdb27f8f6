import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useGradesByCategories } from '../api/grading';
import { CompetenceModel } from '../components/grading/competence-model';
import classes from './competence-profile-page.module.css';

function Profile({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const query = useGradesByCategories(studentId);
  return (
    <QueryState query={query}>
      {(d) => (
        <>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Title order={1} size="h2" lang="de">
                {t('grading.profile.title')}
              </Title>
              <Text c="gray.7" size="sm" lang="de">
                {`Kompetenzmodell von ${d.student.firstName} ${d.student.name}`}
              </Text>
            </div>
            <Button variant="default" onClick={() => window.print()} data-print="hide">
              {t('grading.profile.print')}
            </Button>
          </Group>
          <CompetenceModel scores={d.scoresByComptencyCategoryOptionSubTest} label={t('grading.profile.diagramLabel')} className={classes.diagram} />
          <Text size="sm" c="gray.7">
            {t('grading.profile.zeroHint')}
          </Text>
        </>
      )}
    </QueryState>
  );
}

/**
 * /competenceprofile/{studentId} (CPROF-01..CPROF-06): the competence model with the student's
 * grades, read-only for everyone. /competenceprofile without an id leads a student to their own.
 */
export function CompetenceProfilePage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const session = useUserSession();
  if (studentId === undefined) {
    if (session?.user.userType === 'student') return <Navigate to={`/competenceprofile/${session.user._id}`} replace />;
    return (
      <Stack gap="md" maw={700} mx="auto">
        <Title order={1} size="h2">
          {t('grading.profile.title')}
        </Title>
        <Text>{t('grading.profile.chooseStudent')}</Text>
      </Stack>
    );
  }
  if (!isUuid(studentId)) return <NotFound />;
  return (
    <Stack gap="md" maw={900} mx="auto" className={classes.page}>
      <Anchor component={Link} to={`/${studentId}`} size="sm" data-print="hide">
        {t('grading.backHome')}
      </Anchor>
      <Profile studentId={studentId} />
    </Stack>
  );
}

export default CompetenceProfilePage;
