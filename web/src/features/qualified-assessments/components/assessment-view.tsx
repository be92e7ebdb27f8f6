import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QualifiedAssessmentRow } from '@praxisport/contract/qualified-assessments';
import { areaLabel, gradeLabel } from './format';

/** A submitted assessment, read-only: each area's grade and text. */
export function AssessmentView({ assessment }: { assessment: QualifiedAssessmentRow }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="assessment-areas-title">
      <Title order={2} size="h4" id="assessment-areas-title" mb="sm">
        {t('qualifiedAssessments.areasTitle')}
      </Title>
      <Stack gap="md">
        {assessment.areas.map((a) => (
          <div key={a.area} data-testid={`area-${a.area}`} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {areaLabel(t, a.area)}
            </Text>
            <Text size="sm">
              {`${t('qualifiedAssessments.form.grade')}: `}
              <strong>{a.grade ? gradeLabel(t, a.grade) : t('qualifiedAssessments.form.noGrade')}</strong>
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {a.text}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
