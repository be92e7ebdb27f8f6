import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssessmentProgress } from '../../lib/api/get-assessment-progress';

/**
 * Progress at a glance (beyond the specification): one bar per competency category, how
 * many of the required assessments are graded; for a student (home) or a class (summed over its
 * students). Shared: the users and classes features show it. Renders nothing while loading, when
 * refused or when the catalogue has no assessments.
 */
export function AssessmentProgress(props: { studentId: string } | { classId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useAssessmentProgress(props);
  if (!data || data.categories.length === 0) return null;
  const isClass = 'classId' in props;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid="assessment-progress">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {isClass ? t('grading.progress.classTitle') : t('grading.progress.title')}
        </Title>
        {data.categories.map((c) => {
          const pct = c.totalTests === 0 ? 0 : Math.round((c.allAssessedTests / c.totalTests) * 100);
          const label = t('grading.progress.count', { done: c.allAssessedTests, total: c.totalTests });
          return (
            <div key={c._id}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {c.title}
              </Text>
              <Progress value={pct} size="lg" color="teal.8" aria-label={`${c.title}: ${label}`} />
              <Text size="sm" c="gray.7">
                {label}
              </Text>
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
