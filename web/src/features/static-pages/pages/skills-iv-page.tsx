import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaticPage, staticClasses } from '../components/static-page';
import { careFormPath, careSettings } from '../static-content';

/**
 * 'Kompetenzen IV' at /skillsiv (ROUTE-43, STAT-09, AMB-140): three tiles to the care form. The
 * links use /careform, the route's own spelling (AMB-137), and carry the chosen setting.
 */
export function SkillsIvPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('staticPages.skills.title')} intro={t('staticPages.skills.intro')} printable={false}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="nav" aria-label={t('staticPages.skills.title')}>
        {careSettings.map((s) => (
          <Card key={s} component={Link} to={careFormPath(s)} withBorder radius="md" padding="lg" className={staticClasses.tile}>
            <Text fw={600} size="lg" c="blue.8">
              {t(`staticPages.skills.settings.${s}`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </StaticPage>
  );
}

export default SkillsIvPage;
