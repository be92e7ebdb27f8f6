import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';

/**
 * /assessment/orientationmission/{studentId} (ASMT-02, ROUTE-47, AMB-107): the orientation mission
 * areas I–III, as /options/orientationmission shows them, for this student (OPTQ-07, AMB-101).
 */
export function OrientationMissionPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!isUuid(id)) return <NotFound />;
  const areas = [
    ['I', 'orientationmission1'],
    ['II', 'orientationmission2'],
    ['III', 'orientationmission3'],
  ] as const;
  return (
    <Stack gap="md" maw={900} mx="auto">
      <Anchor component={Link} to={`/assessmentforms/${id}`} size="sm">
        {t('grading.backToMenu')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('grading.orientation.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('grading.orientation.text')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" component="nav" aria-label={t('grading.orientation.title')}>
        {areas.map(([area, set]) => (
          <Card key={set} component={Link} to={`/optionquestions/${set}/${id}`} withBorder radius="md" padding="lg">
            <Text fw={700} size="xl" c="blue.8">
              {area}
            </Text>
            <Text size="sm" c="gray.7">
              {t('grading.orientation.area', { area })}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default OrientationMissionPage;
