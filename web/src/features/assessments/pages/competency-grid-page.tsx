import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useSubTests } from '../api/grading';

/** /assessment/competency/{studentId}: a card per sub-test (sub-test title, test title, subtitle) (ASMT-03..ASMT-05). */
function Grid({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const query = useSubTests(studentId);
  return (
    <QueryState query={query} isEmpty={(d) => d.subTestsAssessment.length === 0} empty={t('grading.grid.empty')}>
      {(d) => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="nav" aria-label={t('grading.grid.title')}>
          {d.subTestsAssessment.map(({ subTest, competencyTest }) => (
            <Card
              key={`${competencyTest._id}-${subTest._id}`}
              component={Link}
              to={`/assessment/competency/categories/${studentId}/${competencyTest._id}/${subTest._id}`}
              withBorder
              radius="md"
              padding="lg"
            >
              <Text fw={600} size="lg" c="blue.8" style={{ overflowWrap: 'anywhere' }}>
                {subTest.title}
              </Text>
              <Text size="sm" fw={500}>
                {competencyTest.title}
              </Text>
              <Text size="sm" c="gray.7" mt={4}>
                {subTest.subTitle}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}

export function CompetencyGridPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  if (!isUuid(studentId)) return <NotFound />;
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Anchor component={Link} to={`/assessmentforms/${studentId}`} size="sm">
        {t('grading.backToMenu')}
      </Anchor>
      <Title order={1} size="h2">
        {t('grading.grid.title')}
      </Title>
      <Grid studentId={studentId!} />
    </Stack>
  );
}

export default CompetencyGridPage;
