import { Alert, Anchor, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { gradingAlerts, type AssessmentRow, type CategoryOptionsResponse } from '@praxisport/contract/assessments';
import { isUuid } from '../../../lib/ids';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useAssessment, useAssessmentHistory, useCreateAssessment, useOptions } from '../api/grading';
import { AuditHistoryButton, AuditHistoryDialog } from '../../../components/audit/audit-history-button';
import { GradeScale } from '../components/grading/grade-scale';

interface FormProps {
  studentId: string;
  data: CategoryOptionsResponse;
  stored: AssessmentRow | null;
  canGrade: boolean;
}

/**
 * The options sorted by grade and the confirm tick (ASMT-14..ASMT-21): the tick submits once when a
 * grade is chosen ('Please select an option!' otherwise); a loaded or submitted assessment locks
 * the choice. Students see it read-only (AMB-99).
 */
function OptionsForm({ studentId, data, stored, canGrade }: FormProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<string | null>(stored?._competencyAssessmentCategoryOption ?? null);
  const create = useCreateAssessment();
  const submitOnce = useSubmitOnce(create);
  const locked = !!stored;
  const disabled = locked || !canGrade || create.isPending;
  const ct = data.comptencyAssessmentTest;

  const onConfirm = (checked: boolean) => {
    if (!checked || locked || !canGrade) return;
    if (!choice) {
      alertError(gradingAlerts.selectOption);
      return;
    }
    submitOnce(
      { _competencyAssessmentCategoryTest: ct._id, _competencyAssessmentCategoryOption: choice, _student: studentId },
      { onSuccess: () => alertSuccess(gradingAlerts.submitted) },
    );
  };

  return (
    <Stack gap="md">
      <Radio.Group
        value={choice}
        onChange={setChoice}
        label={t('grading.options.choice')}
        description={t('grading.options.intro')}
        name="grade"
      >
        <Stack gap="xs" mt="xs">
          {data.competencyTestOptions.map((o) => (
            <Paper key={o._id} withBorder p="sm" radius="sm">
              <Radio
                value={o._id}
                disabled={disabled}
                label={
                  <span>
                    <strong>{`${o.grade} – ${o.title}`}</strong>
                  </span>
                }
                description={o.desc}
                styles={{ label: { overflowWrap: 'anywhere' }, description: { color: 'var(--mantine-color-gray-7)' } }}
              />
            </Paper>
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label={t('grading.options.confirm')}
        checked={locked || create.isPending}
        disabled={disabled}
        onChange={(e) => onConfirm(e.currentTarget.checked)}
      />
      {locked && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text role="status" c="teal.9" fw={600}>
            {t('grading.options.locked')}
          </Text>
          {canGrade && <AssessmentHistory assessmentId={stored._id} />}
        </Group>
      )}
      {!canGrade && !locked && (
        <Text role="status" c="gray.7">
          {t('grading.options.notYet')}
        </Text>
      )}
    </Stack>
  );
}

/** Who graded when, for the teachers of the class: loaded when opened. */
function AssessmentHistory({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const query = useAssessmentHistory(assessmentId, opened);
  return (
    <>
      <AuditHistoryButton onClick={() => setOpened(true)} />
      <AuditHistoryDialog opened={opened} onClose={() => setOpened(false)} title={t('audit.assessmentTitle')} query={query} />
    </>
  );
}

/** /assessment/competency/catTests/{student}/{assessmentCategoryTest} (ASMT-14..ASMT-25, ROUTE-34). */
export function AssessmentOptionsPage() {
  const { t } = useTranslation();
  const { studentId, assessmentTest } = useParams();
  const session = useUserSession();
  const valid = isUuid(studentId) && isUuid(assessmentTest);
  const options = useOptions(valid ? assessmentTest! : '');
  const stored = useAssessment(valid ? assessmentTest! : '', valid ? studentId! : '');
  if (!valid) return <NotFound />;
  const canGrade = session?.user.userType === 'teacher';
  const ct = options.data?.comptencyAssessmentTest;
  return (
    <Stack gap="md" maw={900} mx="auto">
      {ct && (
        <Anchor component={Link} to={`/assessment/competency/catTests/${studentId}/${ct.category._id}/${ct.test._id}/${ct.subTest._id}`} size="sm">
          {t('grading.backToTests')}
        </Anchor>
      )}
      <QueryState query={{ data: options.data && stored.data ? { o: options.data, s: stored.data } : undefined, error: options.error ?? stored.error, isPending: options.isPending || stored.isPending }}>
        {({ o, s }) => (
          <>
            <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
              <Text c="gray.7" size="sm">
                {`${o.comptencyAssessmentTest.test.title} · ${o.comptencyAssessmentTest.subTest.title} · ${o.comptencyAssessmentTest.category.title}`}
              </Text>
              <Title order={1} size="h2">
                {t('grading.options.title')}
              </Title>
              <Text mt="xs" data-testid="intro">
                {o.comptencyAssessmentTest.desc}
              </Text>
            </div>
            {!canGrade && (
              <Alert variant="light" color="gray" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
                {t('grading.options.readOnly')}
              </Alert>
            )}
            <OptionsForm key={s.assessment?._id ?? 'none'} studentId={studentId!} data={o} stored={s.assessment} canGrade={canGrade} />
          </>
        )}
      </QueryState>
      <GradeScale />
    </Stack>
  );
}

export default AssessmentOptionsPage;
