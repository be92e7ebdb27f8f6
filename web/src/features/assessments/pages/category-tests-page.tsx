import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useAssessmentTests } from '../api/grading';
import { TestHeader } from '../components/grading/test-header';

/** The category's tests, each with its assessed tick and grade, leading to the grading screen (ASMT-22, AMB-94 step 2). */
function CategoryTests({ studentId, categoryId, testId, subTestId }: { studentId: string; categoryId: string; testId: string; subTestId: string }) {
  const { t } = useTranslation();
  const query = useAssessmentTests(studentId, categoryId, testId, subTestId);
  return (
    <QueryState query={query}>
      {(d) => (
        <Stack gap="sm" component="section" aria-labelledby="category-tests-title">
          <Title order={2} size="h4" id="category-tests-title">
            {t('grading.tests.title', { category: d.category.title })}
          </Title>
          {d.competencyAssessmentTests.length === 0 ? (
            <Text c="gray.7" role="status">
              {t('grading.tests.empty')}
            </Text>
          ) : (
            d.competencyAssessmentTests.map((ct) => (
              <Card key={ct._id} component={Link} to={`/assessment/competency/catTests/${studentId}/${ct._id}`} withBorder padding="md" data-testid="category-test">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text c="blue.8" fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {ct.desc}
                  </Text>
                  <Badge
                    variant={ct.assessment ? 'filled' : 'outline'}
                    color={ct.assessment ? 'teal.9' : 'gray.8'}
                    tt="none"
                    style={{ flexShrink: 0 }}
                    aria-label={ct.assessment ? `${t('grading.tests.assessed')}, ${t('grading.tests.grade', { grade: ct.grade })}` : t('grading.tests.open')}
                  >
                    {ct.assessment ? `✓ ${t('grading.tests.grade', { grade: ct.grade })}` : t('grading.tests.open')}
                  </Badge>
                </Group>
              </Card>
            ))
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * /assessment/competency/catTests/{student}/{category}/{test}/{subTest} (ASMT-06..ASMT-13, ASMT-22, ROUTE-33):
 * the test's own title (AMB-95), 'Achieved grade:', a link per category, Download, and this category's tests.
 */
export function CategoryTestsPage() {
  const { t } = useTranslation();
  const { studentId, category, test, subTest } = useParams();
  if (![studentId, category, test, subTest].every(isUuid)) return <NotFound />;
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <Anchor component={Link} to={`/assessment/competency/categories/${studentId}/${test}/${subTest}`} size="sm">
        {t('grading.backToCategories')}
      </Anchor>
      <TestHeader studentId={studentId!} testId={test!} subTestId={subTest!} currentCategory={category} />
      <CategoryTests studentId={studentId!} categoryId={category!} testId={test!} subTestId={subTest!} />
    </Stack>
  );
}

export default CategoryTestsPage;
