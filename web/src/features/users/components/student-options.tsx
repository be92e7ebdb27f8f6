import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './student-options.module.css';

/**
 * The option boxes of the student home; every link carries the student id (STU-12..19, AMB-41, AMB-42).
 * The competency box leads to the competency test, the nursing phenomena and the five question sets
 * (LIST-08); the comments box is there for the student too, who reads their own (AMB-58).
 */
export function studentOptionLinks(studentId: string) {
  const id = encodeURIComponent(studentId);
  return [
    { key: 'assessmentForms', to: `/assessmentforms/${id}` },
    { key: 'talks', to: `/listingOptions/talks/${id}` },
    { key: 'trainingPortfolio', to: `/listingOptions/trainingportfolio/${id}` },
    { key: 'logs', to: `/listingOptions/logs/${id}` },
    { key: 'competency', to: `/listingOptions/competency/${id}` },
    { key: 'competenceProfile', to: `/competenceprofile/${id}` },
    { key: 'proofOfPractice', to: `/listingOptions/proofOfPractice/${id}` },
    { key: 'kilianUploads', to: `/listingOptions/kilianUploads/${id}` },
    { key: 'reflection', to: `/listingOptions/reflection/${id}` },
    // the forms and the review forms have no box in the specification; without one nobody finds them (decision 012)
    { key: 'forms', to: `/forma/${id}` },
    { key: 'reviews', to: `/reviewform/${id}` },
    { key: 'comments', to: `/comments/${id}` },
  ];
}

export function StudentOptions({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="nav" aria-label={t('users.home.optionsLabel')}>
      {studentOptionLinks(studentId).map((o) => (
        <Card key={o.key} component={Link} to={o.to} withBorder radius="md" padding="lg" className={classes.card}>
          <Text fw={600} size="lg" c="blue.8">
            {t(`users.options.${o.key}.title`)}
          </Text>
          <Text size="sm" c="gray.7" mt={4}>
            {t(`users.options.${o.key}.text`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
