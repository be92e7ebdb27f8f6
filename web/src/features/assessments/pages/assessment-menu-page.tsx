import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';

/** /assessmentforms/{studentId}: the assessment menu, 'Kompetenzen' and 'Orientierungseinsatz' (ASMT-01, ASMT-02, ROUTE-30, AMB-46). */
export function AssessmentMenuPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  if (!isUuid(studentId)) return <NotFound />;
  const entries = [
    { key: 'competencies', to: `/assessment/competency/${studentId}` },
    { key: 'orientation', to: `/assessment/orientationmission/${studentId}` },
  ];
  return (
    <Stack gap="md" maw={900} mx="auto">
      <Anchor component={Link} to={`/${studentId}`} size="sm">
        {t('grading.backHome')}
      </Anchor>
      <Title order={1} size="h2">
        {t('grading.menu.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="nav" aria-label={t('grading.menu.title')}>
        {entries.map((e) => (
          <Card key={e.key} component={Link} to={e.to} withBorder radius="md" padding="lg">
            <Text fw={600} size="lg" c="blue.8">
              {t(`grading.menu.${e.key}`)}
            </Text>
            <Text size="sm" c="gray.7" mt={4}>
              {t(`grading.menu.${e.key}Text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default AssessmentMenuPage;
