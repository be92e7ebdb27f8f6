import { Card, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { StaticPage, StaticSection, staticClasses } from '../components/static-page';
import { isLearningTopic, learningTopics } from '../static-content';

/** The button page with the four topics (STAT-02). */
function TopicButtons() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('staticPages.learningGoals.title')} intro={t('staticPages.learningGoals.intro')} printable={false}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="nav" aria-label={t('staticPages.learningGoals.topicsLabel')}>
        {learningTopics.map((topic) => (
          <Card key={topic} component={Link} to={`/learninggoals/${topic}`} withBorder radius="md" padding="lg" className={staticClasses.tile}>
            <Text fw={600} size="lg" c="blue.8">
              {t(`staticPages.learningGoals.topics.${topic}.title`)}
            </Text>
            <Text size="sm" c="gray.7" mt={4}>
              {t(`staticPages.learningGoals.topics.${topic}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </StaticPage>
  );
}

/**
 * Learning goals /learninggoals and /learninggoals/{topic} (STAT-01, STAT-02, ROUTE-28). The topic
 * comes from the last path segment, not from navigation state, so a reload or a deep link shows
 * the same content (AMB-138); the heading is the topic's name. The ticks are for the printout only.
 */
export function LearningGoalsPage() {
  const { t } = useTranslation();
  const { topic } = useParams();
  if (topic === undefined) return <TopicButtons />;
  if (!isLearningTopic(topic)) return <NotFound />;
  const goals = t(`staticPages.learningGoals.topics.${topic}.goals`, { returnObjects: true }) as string[];
  return (
    <StaticPage
      title={t(`staticPages.learningGoals.topics.${topic}.title`)}
      intro={t(`staticPages.learningGoals.topics.${topic}.text`)}
      back={{ to: '/learninggoals', label: t('staticPages.learningGoals.choose') }}
      notSaved
    >
      <StaticSection title={t('staticPages.learningGoals.goalsLabel')}>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-topic={topic}>
          {goals.map((goal, i) => (
            <li key={i}>
              <Checkbox label={goal} />
            </li>
          ))}
        </Stack>
      </StaticSection>
    </StaticPage>
  );
}

export default LearningGoalsPage;
