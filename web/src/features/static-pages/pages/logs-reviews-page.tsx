import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaticPage } from '../components/static-page';

/**
 * 'Protokolle und Beurteilungen' at /logsreviews (ROUTE-45, STAT-08, AMB-140): two boxes,
 * 'Protokolle' and 'Beurteilungen', without content (the specification gives them none); each
 * says so instead of staying blank.
 */
export function LogsReviewsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('staticPages.logs.title')} intro={t('staticPages.logs.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {(['protocols', 'reviews'] as const).map((box) => (
          <Paper key={box} component="section" withBorder radius="md" p="lg" mih={180} aria-labelledby={`logs-${box}`} data-testid={`logs-${box}`}>
            <Title order={2} size="h4" id={`logs-${box}`}>
              {t(`staticPages.logs.${box}`)}
            </Title>
            <Text c="gray.7" size="sm" mt="sm">
              {t('staticPages.logs.empty')}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </StaticPage>
  );
}

export default LogsReviewsPage;
