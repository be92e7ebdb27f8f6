import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuidanceRow, PlacementRow } from '@praxisport/contract/placements';
import type { VisitForm } from '@praxisport/contract/visits';
import { formatDayIn, formatMomentIn } from '../../../lib/dates';
import { PendingWrites } from '../../../components/offline/pending-writes';
import { guidanceScope } from '../api/placements';
import { formatNumber, lightBadge, typeColors } from './format';

export interface PlacementCardProps {
  placement: PlacementRow;
  guidance: GuidanceRow[];
  /** The school's visits to the placement, read-only; absent while they are not loaded (or not readable). */
  visits?: { date: string; form: VisitForm }[];
  /** Where the placement's visits and its qualified assessment are; absent in the back office (read-only). */
  links?: { visits: string; assessment: string };
  isStudent: boolean;
  mayPlan: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRecord: () => void;
  onAbsence: () => void;
  onConfirm: (recordId: string) => void;
  onDispute: (recordId: string) => void;
  confirming: boolean;
}

/** One placement: provider, dates, instructors, the proof figures with the traffic light, its sessions. */
export function PlacementCard({ placement: p, guidance, visits, links, isStudent, mayPlan, onEdit, onDelete, onRecord, onAbsence, onConfirm, onDispute, confirming }: PlacementCardProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [showAll, setShowAll] = useState(false);
  // open ones first (the student acts on them), the newest on top; confirmed ones on demand
  const open = guidance.filter((g) => g.status !== 'confirmed').reverse();
  const done = guidance.filter((g) => g.status === 'confirmed').reverse();
  const shown = showAll ? [...open, ...done] : open;
  const typeLabel = t(`placements.types.${p.type}`);
  // every placement has the same buttons: their names say which placement (the visible text first, WCAG 2.5.3)
  const which = `${typeLabel}, ${p.provider.name} – ${p.provider.ward}, ${formatDayIn(p.from, lang)} – ${formatDayIn(p.until, lang)}`;
  const nameOf = (action: string) => t('placements.actionFor', { action, placement: which });
  const share = p.proof.requiredMinutes ? Math.min(100, (p.proof.confirmedMinutes / p.proof.requiredMinutes) * 100) : 0;
  const pendingShare = p.proof.requiredMinutes ? Math.min(100 - share, (p.proof.pendingMinutes / p.proof.requiredMinutes) * 100) : 0;
  return (
    <Paper withBorder p="md" component="section" aria-label={`${typeLabel}: ${p.provider.name}`} style={{ borderLeft: `6px solid ${typeColors[p.type]}` }} data-testid={`placement-${p._id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" align="center">
              <Title order={3} size="h4">
                {typeLabel}
              </Title>
              {p.atProvider && (
                <Badge variant="outline" color="gray.8" tt="none" title={t('placements.atProvider.long')} data-testid="at-provider">
                  {t('placements.atProvider.badge')}
                </Badge>
              )}
            </Group>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{`${p.provider.name} – ${p.provider.ward}`}</Text>
            <Text size="sm" c="gray.7">
              {`${formatDayIn(p.from, lang)} – ${formatDayIn(p.until, lang)} · ${t('placements.placement.hours', { hours: p.plannedHours })}`}
            </Text>
            <Text size="sm" c="gray.7">
              {`${t('placements.placement.instructors')}: ${p.instructors.map((i) => `${i.firstName} ${i.name}`).join(', ') || t('placements.placement.noInstructors')}`}
            </Text>
          </div>
          <Badge {...lightBadge[p.proof.light]} size="lg" tt="none" data-testid="traffic-light">
            {t(`placements.lights.${p.proof.light}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Figure label={t('placements.placement.confirmed')} value={`${formatNumber(p.proof.confirmedMinutes, lang)} min`} testId="confirmed-minutes" />
          <Figure label={t('placements.placement.pending')} value={`${formatNumber(p.proof.pendingMinutes, lang)} min`} testId="pending-minutes" />
          <Figure label={t('placements.placement.required')} value={`${formatNumber(p.proof.requiredMinutes, lang)} min`} testId="required-minutes" />
          <Figure label={t('placements.placement.absentDays')} value={String(p.absentDays)} />
        </SimpleGrid>
        <Progress.Root size="lg" aria-hidden>
          <Progress.Section value={share} color="teal.8" />
          <Progress.Section value={pendingShare} color="yellow.5" />
        </Progress.Root>
        {visits && (
          <Text size="sm" data-testid="placement-visits">
            <strong>{`${t('placements.visits.title')}: `}</strong>
            {visits.length
              ? visits.map((v) => `${formatDayIn(v.date, lang)} (${t(`placements.visits.forms.${v.form}`)})`).join(', ')
              : t('placements.visits.none')}
          </Text>
        )}
        {links && (
          <Group gap="md" data-print="hide">
            <Anchor component={Link} to={links.visits} size="sm" aria-label={nameOf(t('placements.visits.link'))}>
              {t('placements.visits.link')}
            </Anchor>
            <Anchor component={Link} to={links.assessment} size="sm" aria-label={nameOf(t('placements.assessmentLink'))}>
              {t('placements.assessmentLink')}
            </Anchor>
          </Group>
        )}
        {(mayPlan || p.mayRecord) && (
          <Group gap="xs" data-print="hide">
            {mayPlan && (
              <>
                <Button size="xs" variant="light" onClick={onEdit} aria-label={nameOf(t('placements.edit'))}>
                  {t('placements.edit')}
                </Button>
                <Button size="xs" variant="outline" color="red.9" onClick={onDelete} aria-label={nameOf(t('placements.delete'))}>
                  {t('placements.delete')}
                </Button>
              </>
            )}
            {p.mayRecord && (
              <>
                <Button size="xs" onClick={onRecord} aria-label={nameOf(t('placements.recordGuidance'))}>
                  {t('placements.recordGuidance')}
                </Button>
                <Button size="xs" variant="light" onClick={onAbsence} aria-label={nameOf(t('placements.recordAbsence'))}>
                  {t('placements.recordAbsence')}
                </Button>
              </>
            )}
          </Group>
        )}
        <PendingWrites scope={guidanceScope(p._id)} />
        {guidance.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('placements.noGuidance')}
          </Text>
        ) : (
          <Stack gap={6}>
            {done.length > 0 && (
              <Button size="xs" variant="default" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll} style={{ alignSelf: 'flex-start' }} data-print="hide">
                {showAll ? t('placements.guidance.hideConfirmed') : t('placements.guidance.showConfirmed', { count: done.length })}
              </Button>
            )}
            {shown.map((g) => (
              <Paper key={g._id} withBorder p="xs" radius="sm" data-testid={`guidance-${g._id}`}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Text size="sm" fw={600}>
                      {`${formatDayIn(g.date, lang)} · ${g.minutes} min · ${t(`placements.kinds.${g.kind}`)}${g.competenceArea ? ` · ${t('placements.guidance.area')} ${g.competenceArea}` : ''}${g.fromTalk ? ` (${t('placements.guidance.fromTalk')})` : ''}`}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {g.topic}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {g.teacher ? `${t('placements.guidance.by')}: ${g.teacher.firstName} ${g.teacher.name}` : ''}
                      {g.decidedBy && g.decidedAt
                        ? ` · ${t('placements.guidance.decidedBy', { status: t(`placements.status.${g.status}`), name: `${g.decidedBy.firstName} ${g.decidedBy.name}`, at: formatMomentIn(g.decidedAt, lang) })}`
                        : ''}
                    </Text>
                    {g.comment && (
                      <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
                        {`„${g.comment}“`}
                      </Text>
                    )}
                  </div>
                  <Group gap="xs">
                    <Badge variant={g.status === 'confirmed' ? 'filled' : 'outline'} color={g.status === 'disputed' ? 'red.9' : g.status === 'confirmed' ? 'teal.9' : 'gray.8'} tt="none">
                      {t(`placements.status.${g.status}`)}
                    </Badge>
                    {isStudent && g.status === 'pending' && (
                      <>
                        <Button size="xs" onClick={() => onConfirm(g._id)} loading={confirming} data-print="hide">
                          {t('placements.confirm')}
                        </Button>
                        <Button size="xs" variant="light" color="red.9" onClick={() => onDispute(g._id)} data-print="hide">
                          {t('placements.dispute')}
                        </Button>
                      </>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Planned hours per type against the required ones, short types flagged. */
export function TypeTotals({ totals }: { totals: { type: PlacementRow['type']; plannedHours: number; requiredHours: number; short: boolean }[] }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder fz="sm" horizontalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('placements.totals.type')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {`${t('placements.totals.planned')} / ${t('placements.totals.required')}`}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.map((r) => (
          <Table.Tr key={r.type} data-testid={`total-${r.type}`}>
            <Table.Td>{t(`placements.types.${r.type}`)}</Table.Td>
            <Table.Td ta="right">
              <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>{`${r.plannedHours} / ${r.requiredHours} h`}</Text>
              <Text size="xs" fw={700} c={r.short ? 'red.9' : 'teal.9'}>
                {r.short ? `✗ ${t('placements.totals.short')}` : `✓ ${t('placements.totals.ok')}`}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
