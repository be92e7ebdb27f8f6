import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { visitedTypes } from '@praxisport/contract/training-rules';
import type { VisitPlacement, VisitRow } from '@praxisport/contract/visits';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useStudentVisits } from '../../../lib/api/get-student-visits';
import { formatDayIn, formatMomentIn } from '../../../lib/dates';
import { isUuid } from '../../../lib/ids';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useRemoveVisit } from '../api/visits';
import { formLabel, typeLabel } from '../components/format';
import { VisitModal } from '../components/visit-modal';

/** Whether a placement of this type must be visited, and how it stands. */
type VisitState = 'visited' | 'missing' | 'open' | 'notRequired';
const stateBadge: Record<VisitState, { color: string; variant: 'filled' | 'outline' }> = {
  visited: { color: 'teal.9', variant: 'filled' },
  missing: { color: 'red.9', variant: 'filled' },
  open: { color: 'gray.8', variant: 'outline' },
  notRequired: { color: 'gray.8', variant: 'outline' },
};

function stateOf(p: VisitPlacement, visits: VisitRow[], today: string): VisitState {
  if (!visitedTypes.includes(p.type)) return 'notRequired';
  if (visits.some((v) => v.date >= p.from && v.date <= p.until)) return 'visited';
  return p.until < today ? 'missing' : 'open';
}

/**
 * /visits/{studentId} "Praxisbegleitung": the student's placements with the school's visits; the
 * visited types (orientation, compulsory, deepening: § 5 PflAPrV) are marked as needing one. The
 * class's supervisor records a visit per placement and removes a mistaken one.
 */
export function VisitsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { studentId } = useParams();
  const valid = isUuid(studentId);
  const visits = useStudentVisits(valid ? studentId : undefined);
  const [recording, setRecording] = useState<VisitPlacement | null>(null);
  const [removing, setRemoving] = useState<VisitRow | null>(null);
  const remove = useRemoveVisit();
  const removeOnce = useSubmitOnce(remove);
  if (!valid) return <NotFound />;

  const confirmRemove = () => {
    if (!removing) return;
    removeOnce(removing._id, { onSuccess: () => alertSuccess(t('visits.alerts.removed')), onSettled: () => setRemoving(null) });
  };

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Group gap="md">
        <Anchor component={Link} to={`/placements/${studentId}`} size="sm">
          {t('visits.toPlacements')}
        </Anchor>
        <Anchor component={Link} to={`/status/${studentId}`} size="sm">
          {t('visits.toStatus')}
        </Anchor>
      </Group>
      <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
        <Title order={1} size="h2">
          {t('visits.title')}
        </Title>
        {visits.data && (
          <Text c="gray.7" size="sm" data-testid="student-name">
            {[`${visits.data.student.firstName} ${visits.data.student.name}`, visits.data.student.className].filter(Boolean).join(' · ')}
          </Text>
        )}
      </div>
      <Text size="sm">{t('visits.intro')}</Text>
      <QueryState query={visits}>
        {(p) => {
              const { visits: all, mayRecord } = p;
              const required = p.placements.filter((x) => visitedTypes.includes(x.type));
              const visited = required.filter((x) => stateOf(x, all, p.today) === 'visited').length;
              return (
                <>
                  {required.length > 0 && (
                    <Text fw={600} data-testid="visits-summary">
                      {t('visits.summary', { visited, total: required.length })}
                    </Text>
                  )}
                  {p.placements.length === 0 ? (
                    <Text c="gray.7" role="status">
                      {t('visits.empty')}
                    </Text>
                  ) : (
                    <Stack gap="md">
                      {p.placements.map((placement) => {
                        const own = all.filter((v) => v._placement === placement._id).sort((a, b) => a.date.localeCompare(b.date));
                        const state = stateOf(placement, own, p.today);
                        const type = typeLabel(t, placement.type);
                        const period = `${formatDayIn(placement.from, lang)} – ${formatDayIn(placement.until, lang)}`;
                        const which = `${type}, ${placement.provider.name} – ${placement.provider.ward}, ${period}`;
                        const headingId = `visits-${placement._id}`;
                        return (
                          <Paper key={placement._id} withBorder p="md" component="section" aria-labelledby={headingId} data-testid={`placement-${placement._id}`}>
                            <Stack gap="xs">
                              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                                <div style={{ minWidth: 0 }}>
                                  <Title order={2} size="h4" id={headingId}>
                                    {type}
                                  </Title>
                                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{`${placement.provider.name} – ${placement.provider.ward}`}</Text>
                                  <Text size="sm" c="gray.7">
                                    {period}
                                  </Text>
                                </div>
                                <Badge {...stateBadge[state]} tt="none" size="lg" data-testid="visit-state">
                                  {t(`visits.states.${state}`)}
                                </Badge>
                              </Group>
                              {own.length === 0 ? (
                                <Text size="sm" c="gray.7">
                                  {t('visits.none')}
                                </Text>
                              ) : (
                                <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                                  {own.map((v) => (
                                    <Paper key={v._id} withBorder p="xs" radius="sm" component="li" data-testid={`visit-${v._id}`}>
                                      <Group justify="space-between" wrap="wrap" gap="xs">
                                        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                                          <Text size="sm" fw={600}>{`${formatDayIn(v.date, lang)} · ${formLabel(t, v.form)}`}</Text>
                                          {v.notes && (
                                            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                                              {v.notes}
                                            </Text>
                                          )}
                                          <Text size="xs" c="gray.7">
                                            {v.supervisor
                                              ? t('visits.recordedBy', { name: `${v.supervisor.firstName} ${v.supervisor.name}`, at: formatMomentIn(v.createdAt, lang) })
                                              : t('visits.recordedAt', { at: formatMomentIn(v.createdAt, lang) })}
                                          </Text>
                                        </div>
                                        {mayRecord && (
                                          <Button
                                            size="xs"
                                            variant="outline"
                                            color="red.9"
                                            onClick={() => setRemoving(v)}
                                            aria-label={t('visits.actionFor', { action: t('visits.remove'), what: `${formatDayIn(v.date, lang)}, ${which}` })}
                                          >
                                            {t('visits.remove')}
                                          </Button>
                                        )}
                                      </Group>
                                    </Paper>
                                  ))}
                                </Stack>
                              )}
                              {mayRecord &&
                                (placement.from <= p.today ? (
                                  <Button size="xs" onClick={() => setRecording(placement)} style={{ alignSelf: 'flex-start' }} aria-label={t('visits.actionFor', { action: t('visits.record'), what: which })}>
                                    {t('visits.record')}
                                  </Button>
                                ) : (
                                  <Text size="sm" c="gray.7">
                                    {t('visits.notYet', { from: formatDayIn(placement.from, lang) })}
                                  </Text>
                                ))}
                            </Stack>
                          </Paper>
                        );
                      })}
                    </Stack>
                  )}
                  <VisitModal placement={recording} today={p.today} onClose={() => setRecording(null)} />
                  <ConfirmDialog
                    opened={!!removing}
                    title={t('visits.removeTitle')}
                    text={removing ? t('visits.removeText', { date: formatDayIn(removing.date, lang), form: formLabel(t, removing.form) }) : ''}
                    confirmLabel={t('visits.remove')}
                    cancelLabel={t('visits.keep')}
                    onConfirm={confirmRemove}
                    onCancel={() => setRemoving(null)}
                  />
                </>
              );
        }}
      </QueryState>
    </Stack>
  );
}

export default VisitsPage;
