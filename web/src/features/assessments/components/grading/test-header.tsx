import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { csvPath, useCategoriesOfTest, useRequired } from '../../api/grading';
import { QueryState } from '../../../../components/ui/query-state';

const fmtGrade = (grade: number | null, lang: string) =>
  grade === null ? '-' : grade.toLocaleString(lang.startsWith('de') ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 });

/**
 * The head of a competency test (ASMT-06..ASMT-13, AMB-94..AMB-96): '{test} competency test',
 * 'Achieved grade:' with the mean or '-', one link per assessment category (the current one
 * marked), and the server-made CSV Download, disabled while tests remain unassessed.
 */
export function TestHeader({ studentId, testId, subTestId, currentCategory }: { studentId: string; testId: string; subTestId: string; currentCategory?: string }) {
  const { t, i18n } = useTranslation();
  const query = useCategoriesOfTest(studentId, testId, subTestId);
  const required = useRequired(studentId, testId, subTestId);
  const total = required.data?.totalTests ?? 0;
  const done = required.data?.allAssessedTests ?? 0;
  const canDownload = !!required.data && total > 0 && total <= done;
  return (
    <QueryState query={query}>
      {(d) => (
        <Stack gap="md">
          <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
            <Title order={1} size="h2">
              {t('grading.test.heading', { title: d.test.title })}
            </Title>
            <Text c="gray.7" size="sm">
              {d.subTest.title}
            </Text>
          </div>
          <Text size="lg" data-testid="achieved-grade">
            {t('grading.test.achievedGrade')} <strong>{fmtGrade(d.grade, i18n.language)}</strong>
          </Text>
          <Paper withBorder p="sm" component="nav" aria-label={t('grading.test.categories')}>
            <Title order={2} size="h5" mb="xs">
              {t('grading.test.categories')}
            </Title>
            {d.competencyAssessmentCats.length === 0 ? (
              <Text c="gray.7">{t('grading.test.noCategories')}</Text>
            ) : (
              <Group gap="xs">
                {d.competencyAssessmentCats.map((c) => (
                  <Button
                    key={c._id}
                    component={Link}
                    to={`/assessment/competency/catTests/${studentId}/${c._id}/${testId}/${subTestId}`}
                    variant={c._id === currentCategory ? 'filled' : 'light'}
                    aria-current={c._id === currentCategory ? 'page' : undefined}
                    styles={{ root: { height: 'auto', minHeight: 36, paddingBlock: 8 }, label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
                  >
                    {c.title}
                  </Button>
                ))}
              </Group>
            )}
          </Paper>
          <Group gap="sm" align="center">
            {canDownload ? (
              <Button component="a" href={csvPath(studentId, testId, subTestId)} download variant="default">
                {t('grading.test.download')}
              </Button>
            ) : (
              <Button disabled variant="default" aria-describedby="download-hint">
                {t('grading.test.download')}
              </Button>
            )}
            {required.data && (
              <Text size="sm" c="gray.7" id="download-hint">
                {canDownload ? t('grading.test.downloadReady', { total }) : t('grading.test.downloadHint', { total, done })}
              </Text>
            )}
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
