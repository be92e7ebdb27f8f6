import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaticPage, staticClasses } from '../components/static-page';
import { accompanyingDocuments } from '../static-content';

/**
 * /accompanyingmaterial (ROUTE-36, STAT-06): three documents. The specification names placeholder
 * PDFs (AMB-120); these are real short German documents written for PraxisPort (decision 019).
 */
export function AccompanyingMaterialPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('staticPages.material.title')} intro={t('staticPages.material.intro')} printable={false}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="nav" aria-label={t('staticPages.material.title')}>
        {accompanyingDocuments.map((doc) => (
          <Card key={doc.key} component="a" href={doc.href} target="_blank" rel="noopener" withBorder radius="md" padding="lg" className={staticClasses.tile}>
            <Text fw={600} size="lg" c="blue.8">
              {t(`staticPages.material.docs.${doc.key}.title`)}
            </Text>
            <Text size="sm" c="gray.7" mt={4}>
              {t(`staticPages.material.docs.${doc.key}.text`)}
            </Text>
            <Badge variant="outline" color="blue.8" mt="sm">
              {t('staticPages.material.pdf')}
            </Badge>
          </Card>
        ))}
      </SimpleGrid>
    </StaticPage>
  );
}

export default AccompanyingMaterialPage;
