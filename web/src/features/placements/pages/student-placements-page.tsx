import { lazy, Suspense, useState } from 'react';
import { Anchor, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PlacementRow } from '@praxisport/contract/placements';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useStudentPlan } from '../../../lib/api/get-student-plan';
import { useStudentVisits } from '../../../lib/api/get-student-visits';
import { isUuid } from '../../../lib/ids';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useUserSession } from '../../../lib/session';
import { proofPdfHref, useDecideGuidance, useDeletePlacement } from '../api/placements';
import { formatNumber } from '../components/format';
import { PlacementCard, TypeTotals } from '../components/placement-card';
import { AbsenceModal, DisputeModal, GuidanceModal } from '../components/record-modals';
import classes from '../components/placements.module.css';

// the plan form (number, multi-select and provider fields) loads when a supervisor first opens it, not with the page
const PlacementModal = lazy(() => import('../components/placement-modal').then((m) => ({ default: m.PlacementModal })));

/**
 * /placements/{studentId}: the student's placements with the five wishes beside them,
 * the hours per type, the proof of practical guidance per placement with its traffic light, the
 * sessions to confirm or dispute, and the practical absence next to the school's. The supervisor
 * plans, the assigned instructors record, the student confirms; the PDF comes from the server.
 */
export function StudentPlacementsPage({ admin = false }: { admin?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { studentId } = useParams();
  const session = useUserSession();
  const userType = session?.user.userType;
  const valid = isUuid(studentId);
  const query = useStudentPlan(valid ? studentId : undefined);
  // the school's visits, read-only beside each placement; the page stands without them (a refusal hides them)
  const visits = useStudentVisits(valid ? studentId : undefined);
  const [editing, setEditing] = useState<PlacementRow | 'new' | null>(null);
  const [recording, setRecording] = useState<PlacementRow | null>(null);
  const [absence, setAbsence] = useState<PlacementRow | null>(null);
  const [disputing, setDisputing] = useState<string | null>(null);
  const decide = useDecideGuidance();
  const remove = useDeletePlacement();
  const decideOnce = useSubmitOnce(decide);
  const removeOnce = useSubmitOnce(remove);
  if (!valid) return <NotFound />;

  const confirm = (recordId: string) =>
    decideOnce({ recordId, body: { decision: 'confirm' } }, { onSuccess: () => alertSuccess(t('placements.alerts.confirmed')) });
  const del = (placementId: string) => {
    if (!window.confirm(t('placements.deleteConfirm'))) return;
    removeOnce(placementId, { onSuccess: () => alertSuccess(t('placements.alerts.deleted')) });
  };

  return (
    <Stack gap="lg" maw={1100} mx="auto" className={classes.page}>
      <QueryState query={query}>
        {(plan) => {
          const name = `${plan.student.firstName} ${plan.student.name}`;
          const metCount = plan.wishes.filter((w) => w.metBy.length > 0).length;
          const placementById = new Map(plan.placements.map((p) => [p._id, p]));
          return (
            <>
              <Group gap="md" data-print="hide">
                {admin ? (
                  // the back office reads only: back to its search, in the student's class
                  <Anchor component={Link} to={plan.student._grade ? `/admin/placements?class=${plan.student._grade}` : '/admin/placements'} size="sm">
                    {t('placements.admin.back')}
                  </Anchor>
                ) : userType === 'supervisor' && plan.student._grade ? (
                  <Anchor component={Link} to={`/placements/class/${plan.student._grade}`} size="sm">
                    {t('placements.toClassPlan')}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={`/${plan.student._id}`} size="sm">
                    {t('placements.backHome')}
                  </Anchor>
                )}
                {userType === 'teacher' && plan.student._grade && (
                  <Anchor component={Link} to={`/placements/class/${plan.student._grade}`} size="sm">
                    {t('placements.toClassPlan')}
                  </Anchor>
                )}
                {/* whoever reads the plan reads the status too (the apprentice, the class's staff, admins) */}
                <Anchor component={Link} to={admin ? `/admin/status/${plan.student._id}` : `/status/${plan.student._id}`} size="sm">
                  {t('placements.toStatus')}
                </Anchor>
              </Group>
              <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
                <Group gap="xs" align="center">
                  <Title order={1} size="h2">
                    {t('placements.title')}
                  </Title>
                  {admin && (
                    <Badge color="gray.8" variant="outline" tt="none">
                      {t('placements.admin.readOnly')}
                    </Badge>
                  )}
                </Group>
                <Text c="gray.7" size="sm" data-testid="student-name">
                  {plan.student.className ? `${name} · ${plan.student.className}` : name}
                </Text>
              </div>
              <Group gap="sm" data-print="hide">
                <Button component="a" href={proofPdfHref(plan.student._id)} download variant="light">
                  {t('placements.pdf')}
                </Button>
                {plan.mayPlan && <Button onClick={() => setEditing('new')}>{t('placements.plan')}</Button>}
              </Group>

              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Paper withBorder p="md" component="section" aria-labelledby="wishes-title">
                  <Title order={2} size="h4" id="wishes-title">
                    {t('placements.wishes.title')}
                  </Title>
                  <Text size="sm" c="gray.7" mb="xs" data-testid="wishes-summary">
                    {t('placements.wishes.summary', { met: metCount, total: plan.wishes.filter((w) => w.wish).length })}
                  </Text>
                  <List spacing={6} listStyleType="none" ml={0} pl={0}>
                    {plan.wishes.map((w) => (
                      <List.Item key={w.index} data-testid={`wish-${w.index}`}>
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <Badge color={w.metBy.length ? 'teal.9' : 'gray.8'} variant={w.metBy.length ? 'filled' : 'outline'} tt="none" miw={64}>
                            {w.metBy.length ? t('placements.wishes.met') : t('placements.wishes.open')}
                          </Badge>
                          <Text size="sm">
                            <strong>{`${t('placements.wishes.wish', { n: w.index })}: `}</strong>
                            {w.wish ?? t('placements.wishes.none')}
                            {w.metBy.map((id) => {
                              const p = placementById.get(id);
                              return p ? ` → ${t(`placements.types.${p.type}`)}, ${p.provider.name}` : '';
                            })}
                          </Text>
                        </Group>
                      </List.Item>
                    ))}
                  </List>
                </Paper>
                <Paper withBorder p="md" component="section" aria-labelledby="totals-title">
                  <Title order={2} size="h4" id="totals-title" mb="xs">
                    {t('placements.totals.title')}
                  </Title>
                  <TypeTotals totals={plan.typeTotals} />
                </Paper>
              </SimpleGrid>

              <Paper withBorder p="md" component="section" aria-labelledby="absence-title">
                <Title order={2} size="h4" id="absence-title" mb="xs">
                  {t('placements.absence.title')}
                </Title>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" data-testid="practical-absence">
                    {t('placements.absence.practical', { days: plan.absence.absentDays, hours: formatNumber(plan.absence.missedHours, lang), limit: formatNumber(plan.absence.limitHours, lang) })}
                  </Text>
                  <Badge color={plan.absence.overLimit ? 'red.9' : 'teal.9'} variant={plan.absence.overLimit ? 'filled' : 'outline'} tt="none">
                    {plan.absence.overLimit ? t('placements.absence.over') : t('placements.absence.under')}
                  </Badge>
                </Group>
                <Text size="sm" mt={4}>
                  {plan.absence.school
                    ? t('placements.absence.school', {
                        missed: formatNumber(plan.absence.school.missedHours, lang),
                        recorded: formatNumber(plan.absence.school.recordedHours, lang),
                        rate: formatNumber(Math.round(plan.absence.school.rate * 1000) / 10, lang),
                      })
                    : t('placements.absence.schoolNone')}
                </Text>
              </Paper>

              {plan.placements.length === 0 ? (
                <Text c="gray.7" role="status">
                  {t('placements.empty')}
                </Text>
              ) : (
                <Stack gap="md">
                  {plan.placements.map((p) => (
                    <PlacementCard
                      key={p._id}
                      placement={p}
                      guidance={plan.guidance.filter((g) => g._placement === p._id)}
                      visits={visits.data?.visits.filter((v) => v._placement === p._id).sort((a, b) => a.date.localeCompare(b.date))}
                      links={admin ? undefined : { visits: `/visits/${plan.student._id}`, assessment: `/qualified-assessment/${p._id}` }}
                      isStudent={userType === 'student'}
                      mayPlan={plan.mayPlan}
                      onEdit={() => setEditing(p)}
                      onDelete={() => del(p._id)}
                      onRecord={() => setRecording(p)}
                      onAbsence={() => setAbsence(p)}
                      onConfirm={confirm}
                      onDispute={setDisputing}
                      confirming={decide.isPending}
                    />
                  ))}
                </Stack>
              )}
              {editing && (
                <Suspense fallback={null}>
                  <PlacementModal
                    key={editing === 'new' ? 'new' : editing._id}
                    opened
                    onClose={() => setEditing(null)}
                    studentId={plan.student._id}
                    placement={editing === 'new' ? undefined : editing}
                    instructorOptions={plan.instructorOptions}
                  />
                </Suspense>
              )}
              <GuidanceModal placement={recording} onClose={() => setRecording(null)} />
              <AbsenceModal placement={absence} onClose={() => setAbsence(null)} />
              <DisputeModal recordId={disputing} onClose={() => setDisputing(null)} />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

export default function StudentPlacementsRoute() {
  return <StudentPlacementsPage />;
}
