import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { portfolioSignAlerts, type StudentPortfolioItem } from '@praxisport/contract/portfolio';
import { isUuid } from '../../../lib/ids';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useUserSession } from '../../../lib/session';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { portfolioPdfHref, useStudentPortfolio } from '../api/get-student-portfolio';
import { useUpdateTick } from '../api/update-tick';
import { PortfolioBlanks } from '../components/portfolio-blanks';
import { PortfolioCategory } from '../components/portfolio-category';
import classes from './training-portfolio-page.module.css';

/**
 * The printable training portfolio at /listingOptions/trainingportfolio/{studentId} (PORT-01..17):
 * blanks and assignment blocks saved per student, the introduction and user information, the
 * categories with their item tables; a teacher of the class ticks teacherChecked, the student
 * studentChecked. Printing (A4) and a server-made PDF.
 */
export function TrainingPortfolioPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const session = useUserSession();
  const valid = isUuid(studentId);
  const query = useStudentPortfolio(valid ? studentId : undefined);
  const tick = useUpdateTick();
  const tickOnce = useSubmitOnce(tick);
  if (!valid) return <NotFound />;
  const userType = session?.user.userType;
  const mySide = userType === 'teacher' ? 'teacher' : userType === 'student' ? 'student' : null;

  const onTick = (item: StudentPortfolioItem, side: 'teacher' | 'student', checked: boolean) => {
    if (side !== mySide) return alertError(portfolioSignAlerts.notAllowed);
    tickOnce(
      {
        body: {
          _trainingPortfolioItem: item._id,
          _student: studentId!,
          ...(side === 'teacher' ? { _teacher: session!.user._id, teacherChecked: checked } : { studentChecked: checked }),
        },
        title: item.title,
      },
      { onSuccess: (sent) => alertSuccess(sent.queued ? t('offline.queued') : portfolioSignAlerts.success) },
    );
  };

  return (
    <Stack gap="md" maw={960} mx="auto" className={classes.page}>
      <Anchor component={Link} to={`/${studentId}`} size="sm" data-print="hide">
        {t('portfolio.student.back')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('portfolio.student.heading')}
        </Title>
        {query.data && (
          <Text c="gray.7" size="sm">
            {`${query.data.student.firstName} ${query.data.student.name}`}
          </Text>
        )}
      </div>
      <Group gap="xs" wrap="wrap" data-print="hide">
        <Button component={Link} to={`/competenceprofile/${studentId}`} variant="default">
          {t('portfolio.student.competenceProfile')}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t('portfolio.student.print')}
        </Button>
        <Button component="a" href={portfolioPdfHref(studentId!)} download>
          {t('portfolio.student.pdf')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('portfolio.student.introTitle')}
          </Title>
          <Text size="sm">{t('portfolio.student.intro')}</Text>
          <Title order={2} size="h4">
            {t('portfolio.student.infoTitle')}
          </Title>
          <Text size="sm">{t('portfolio.student.info')}</Text>
        </Stack>
      </Paper>
      <QueryState query={query}>
        {(data) => (
          <>
            <PortfolioBlanks
              key={data.formUpdatedAt ?? 'new'}
              studentId={studentId!}
              form={data.form}
              updatedBy={data.formUpdatedBy}
              updatedAt={data.formUpdatedAt}
            />
            <Stack gap="sm" className={classes.section}>
              <Title order={2} size="h4">
                {t('portfolio.student.categoriesTitle')}
              </Title>
              {data.categories.length === 0 && <Text c="gray.7">{t('portfolio.student.noCategories')}</Text>}
              {data.categories.map((c) => (
                <PortfolioCategory
                  key={c._id}
                  category={c}
                  mySide={mySide}
                  busy={tick.isPending}
                  onTick={onTick}
                  onRefused={() => alertError(portfolioSignAlerts.notAllowed)}
                />
              ))}
            </Stack>
            <section className={classes.signatures} aria-label={t('portfolio.student.signatures.title')} data-testid="portfolio-signatures">
              {(['place', 'student', 'teacher', 'supervisor'] as const).map((who) => (
                <div key={who}>{t(`portfolio.student.signatures.${who}`)}</div>
              ))}
            </section>
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default TrainingPortfolioPage;
