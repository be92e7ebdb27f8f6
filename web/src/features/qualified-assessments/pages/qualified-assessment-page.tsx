import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { WRITE_FROM_DAYS_BEFORE_END, type QualifiedAssessmentResponse } from '@praxisport/contract/qualified-assessments';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { formatDayIn, formatMomentIn } from '../../../lib/dates';
import { isUuid } from '../../../lib/ids';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { assessmentPdfHref, useConfirmAssessment, useQualifiedAssessment } from '../api/qualified-assessments';
import { AssessmentForm } from '../components/assessment-form';
import { AssessmentView } from '../components/assessment-view';
import { typeLabel } from '../components/format';

const name = (p: { firstName: string; name: string }) => `${p.firstName} ${p.name}`;
const formatHours = (n: number, lang: string) => n.toLocaleString(lang.startsWith('de') ? 'de-DE' : 'en-GB');

/**
 * /qualified-assessment/{placementId} "Qualifizierte Leistungseinschätzung" (§ 6 (2) PflAPrV): the
 * placement and its absences from the records; the assigned instructor writes the five competence
 * areas from `writableFrom` and submits; then it is read-only with who and when, the student confirms
 * the discussion, and the PDF is there.
 */
export function QualifiedAssessmentPage() {
  const { t } = useTranslation();
  const { placementId } = useParams();
  const valid = isUuid(placementId);
  const query = useQualifiedAssessment(valid ? placementId : undefined);
  if (!valid) return <NotFound />;
  return (
    <Stack gap="lg" maw={960} mx="auto">
      {query.data && (
        <Group gap="md">
          <Anchor component={Link} to={`/placements/${query.data.student._id}`} size="sm">
            {t('qualifiedAssessments.toPlacements')}
          </Anchor>
          <Anchor component={Link} to={`/status/${query.data.student._id}`} size="sm">
            {t('qualifiedAssessments.toStatus')}
          </Anchor>
        </Group>
      )}
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t('qualifiedAssessments.title')}
        </Title>
        {query.data && (
          <Text c="gray.7" size="sm" data-testid="student-name">
            {[name(query.data.student), query.data.student.className].filter(Boolean).join(' · ')}
          </Text>
        )}
      </div>
      <QueryState query={query}>{(data) => <AssessmentContent data={data} />}</QueryState>
    </Stack>
  );
}

function AssessmentContent({ data }: { data: QualifiedAssessmentResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { placement: p, assessment: a, absence } = data;
  const confirm = useConfirmAssessment(p._id);
  const confirmOnce = useSubmitOnce(confirm);
  const submitted = !!a && a.status !== 'draft';
  const status = a?.status ?? 'none';
  return (
    <>
      <Paper withBorder p="md" component="section" aria-labelledby="placement-title">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="placement-title">
            {typeLabel(t, p.type)}
          </Title>
          <Badge color={status === 'confirmed' ? 'teal.9' : status === 'submitted' ? 'blue.9' : 'gray.8'} variant={submitted ? 'filled' : 'outline'} tt="none" size="lg" data-testid="assessment-status">
            {t(`qualifiedAssessments.status.${status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
          <Fact label={t('qualifiedAssessments.placement.provider')} value={`${p.provider.name} – ${p.provider.ward}`} />
          <Fact label={t('qualifiedAssessments.placement.period')} value={`${formatDayIn(p.from, lang)} – ${formatDayIn(p.until, lang)}`} />
          <Fact label={t('qualifiedAssessments.placement.hours')} value={t('qualifiedAssessments.placement.hoursValue', { hours: p.plannedHours })} />
          <Fact label={t('qualifiedAssessments.placement.instructors')} value={p.instructors.map(name).join(', ') || t('qualifiedAssessments.placement.noInstructors')} />
        </SimpleGrid>
        <Text size="sm" mt="xs" fw={600} data-testid="absence">
          {t('qualifiedAssessments.absence', { days: absence.absentDays, hours: formatHours(absence.absentHours, lang) })}
        </Text>
      </Paper>

      {submitted && a ? (
        <>
          <Paper withBorder p="md" component="section" aria-labelledby="confirmations-title">
            <Stack gap="xs">
              <Title order={2} size="h4" id="confirmations-title">
                {t('qualifiedAssessments.confirmations')}
              </Title>
              <Text size="sm" data-testid="submitted-by">
                {a.teacher && a.submittedAt
                  ? t('qualifiedAssessments.submittedBy', { name: name(a.teacher), at: formatMomentIn(a.submittedAt, lang) })
                  : a.submittedAt && t('qualifiedAssessments.submittedAt', { at: formatMomentIn(a.submittedAt, lang) })}
              </Text>
              <Text size="sm" c={a.confirmedAt ? undefined : 'gray.7'} data-testid="confirmed-by">
                {a.confirmedAt ? t('qualifiedAssessments.confirmedBy', { name: name(data.student), at: formatMomentIn(a.confirmedAt, lang) }) : t('qualifiedAssessments.awaitingStudent')}
              </Text>
              {data.mayConfirm && (
                <>
                  <Text size="sm">{t('qualifiedAssessments.confirmText')}</Text>
                  <Button
                    style={{ alignSelf: 'flex-start' }}
                    loading={confirm.isPending}
                    onClick={() => confirmOnce(a._id, { onSuccess: () => alertSuccess(t('qualifiedAssessments.alerts.confirmed')) })}
                  >
                    {t('qualifiedAssessments.confirm')}
                  </Button>
                </>
              )}
              <Button component="a" href={assessmentPdfHref(p._id)} download variant="light" style={{ alignSelf: 'flex-start' }}>
                {t('qualifiedAssessments.pdf')}
              </Button>
            </Stack>
          </Paper>
          <AssessmentView assessment={a} />
        </>
      ) : data.mayWrite ? (
        <AssessmentForm placementId={p._id} assessment={a} />
      ) : data.today < data.writableFrom ? (
        <Text c="gray.7" role="status" data-testid="writable-from">
          {t('qualifiedAssessments.writableFrom', { date: formatDayIn(data.writableFrom, lang), days: WRITE_FROM_DAYS_BEFORE_END })}
        </Text>
      ) : (
        <Text c="gray.7" role="status">
          {t('qualifiedAssessments.notSubmitted')}
        </Text>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

export default QualifiedAssessmentPage;
