import { Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaticPage, StaticSection, staticClasses } from '../components/static-page';
import { accompanyingDocuments } from '../static-content';

/** The question sets of the self-assessment (LIST-08, OPTQ-07): a student answers them, everyone else reads the questions. */
const questionLinks = [
  ...(['communication', 'abilitytoact', 'abilitytoreflect', 'ethicalcompetence', 'selforganizedlearning'] as const).map((set) => ({
    to: `/optionquestions/${set}`,
    key: `optionQuestions.sets.${set}.title`,
  })),
  { to: '/options/orientationmission', key: 'staticPages.material.orientationMission' },
];

/**
 * /accompanyingmaterial (ROUTE-36, STAT-06): three documents. The specification names placeholder
 * PDFs (AMB-120); these are real short German documents written for PraxisPort (decision 019).
 * Below them the self-assessment's question sets, so that every role finds them (the top bar's
 * 'Unterlagen' leads here).
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
      <StaticSection title={t('staticPages.material.questions')}>
        <Text size="sm" c="gray.7" mb="sm">
          {t('staticPages.material.questionsIntro')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="nav" aria-label={t('staticPages.material.questions')}>
          {questionLinks.map((q) => (
            <Card key={q.to} component={Link} to={q.to} withBorder radius="md" padding="md" className={staticClasses.tile}>
              <Text fw={600} c="blue.8">
                {t(q.key)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </StaticSection>
    </StaticPage>
  );
}

export default AccompanyingMaterialPage;
