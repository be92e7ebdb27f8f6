import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { orientationMissionAreas } from '@praxisport/contract/option-questions';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';

/**
 * /options/{option}/{studentId?} (ROUTE-25, ROUTE-46, OPTQ-07): the orientation mission options
 * screen with its three areas I, II and III, leading to /optionquestions/orientationmission{1,2,3}.
 * No other option is specified, so others are not found.
 */
export function OptionsPage() {
  const { t } = useTranslation();
  const { option, studentId } = useParams();
  if (option !== 'orientationmission' || (studentId !== undefined && !isUuid(studentId))) return <NotFound />;
  const suffix = studentId ? `/${studentId}` : '';
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <Anchor component={Link} to={studentId ? `/listingOptions/appraisal/${studentId}` : '/'} size="sm">
        {t('optionQuestions.back')}
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {t('optionQuestions.orientation.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('optionQuestions.orientation.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="nav" aria-label={t('optionQuestions.orientation.title')}>
        {orientationMissionAreas.map(({ area, set }) => (
          <Card key={set} component={Link} to={`/optionquestions/${set}${suffix}`} withBorder radius="md" padding="lg">
            <Text fw={700} size="xl" c="blue.8">
              {area}
            </Text>
            <Text fw={600}>{t('optionQuestions.orientation.area', { area })}</Text>
            <Text size="sm" c="gray.7">
              {t(`optionQuestions.sets.${set}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default OptionsPage;
