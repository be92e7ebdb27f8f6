import type { ReactNode } from 'react';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StudentStatusResponse, StatusPlacement } from '@praxisport/contract/status';
import { ABSENCE_ALLOWED_SHARE, PRACTICE_HOURS, PROVIDER_MIN_HOURS, THEORY_HOURS } from '@praxisport/contract/training-rules';
import { LightBadge } from '../../../components/ui/light-badge';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table';
import type { StatusFormat } from './format';
import type { StatusPaths } from './paths';
import { Figures, PartCard } from './part-card';

type Status = StudentStatusResponse;

/** A placement in a table cell: its type, then where and when. */
function PlacementCell({ placement, f }: { placement: StatusPlacement; f: StatusFormat }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {f.type(placement.type)}
      </Text>
      <Text size="xs" c="gray.7">{`${placement.provider.name} – ${placement.provider.ward} · ${f.day(placement.from)} – ${f.day(placement.until)}`}</Text>
    </div>
  );
}

/** A phone card's head: the placement and its light on one line. */
function PlacementHead({ placement, light, f }: { placement: StatusPlacement; light: Status['lights']['theory']; f: StatusFormat }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
      <PlacementCell placement={placement} f={f} />
      <LightBadge light={light}>{f.light(light)}</LightBadge>
    </Group>
  );
}

/** A figure with its own light in front of it. */
function LightLine({ light, f, children }: { light: Status['lights']['theory']; f: StatusFormat; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <LightBadge light={light}>{f.light(light)}</LightBadge>
      <Text size="sm" style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

const lightColumn = <T extends { light: Status['lights']['theory'] }>(f: StatusFormat, header: string): Column<T> => ({
  key: 'light',
  header,
  nowrap: true,
  phone: 'hide',
  cell: (r) => <LightBadge light={r.light}>{f.light(r.light)}</LightBadge>,
});

/** Theory: hours held, attended and missed, the rate against 10 %, what may still be missed, the forecast. */
export function TheoryPart({ theory, f }: { theory: Status['theory']; f: StatusFormat }) {
  const { t } = f;
  const limit = THEORY_HOURS * ABSENCE_ALLOWED_SHARE;
  return (
    <PartCard part="theory" light={theory.light}>
      <Figures
        testId="theory"
        rows={[
          { key: 'held', label: t('status.theory.held'), value: t('status.theory.of', { value: f.hours(theory.heldHours), total: f.hours(THEORY_HOURS) }) },
          { key: 'attended', label: t('status.theory.attended'), value: f.hours(theory.attendedHours) },
          { key: 'missed', label: t('status.theory.missed'), value: f.hours(theory.missedHours) },
          { key: 'rate', label: t('status.theory.rate'), value: t('status.theory.rateValue', { rate: f.percent(theory.rate), limit: f.percent(ABSENCE_ALLOWED_SHARE) }) },
          {
            key: 'mayStillMiss',
            label: t('status.theory.mayStillMiss'),
            value: theory.mayStillMissHours >= 0 ? t('status.theory.of', { value: f.hours(theory.mayStillMissHours), total: f.hours(limit) }) : t('status.theory.overBy', { hours: f.hours(-theory.mayStillMissHours) }),
          },
          { key: 'forecast', label: t('status.theory.forecast'), value: t('status.theory.forecastValue', { hours: f.hours(theory.forecastMissedHours), limit: f.hours(limit) }) },
        ]}
      />
    </PartCard>
  );
}

type TypeRow = Status['practice']['types'][number];

/** Practice: the hours of every annex-7 type, the hours at the provider, absences overall and per compulsory placement. */
export function PracticePart({ practice, f }: { practice: Status['practice']; f: StatusFormat }) {
  const { t } = f;
  const checks = practice.providerChecks;
  const columns: Column<TypeRow>[] = [
    { key: 'type', header: t('status.practice.type'), label: '', phone: 'hide', cell: (r) => f.type(r.type) },
    { key: 'done', header: t('status.practice.done'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => f.hours(r.doneHours) },
    { key: 'planned', header: t('status.practice.planned'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => f.hours(r.plannedHours) },
    { key: 'required', header: t('status.practice.required'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => f.hours(r.requiredHours) },
    lightColumn<TypeRow>(f, t('status.practice.light')),
    {
      key: 'summary',
      header: t('status.practice.type'),
      label: '',
      phone: 'only',
      cell: (r) => (
        <Stack gap={2}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Text size="sm" fw={600}>
              {f.type(r.type)}
            </Text>
            <LightBadge light={r.light}>{f.light(r.light)}</LightBadge>
          </Group>
          <Text size="sm">{t('status.practice.typeLine', { done: f.hours(r.doneHours), planned: f.hours(r.plannedHours), required: f.hours(r.requiredHours) })}</Text>
        </Stack>
      ),
    },
  ];
  return (
    <PartCard part="practice" light={practice.light}>
      <Title order={3} size="h5">
        {t('status.practice.types')}
      </Title>
      <div data-testid="practice-types">
        <ResponsiveTable columns={columns} rows={practice.types} rowKey={(r) => r.type} />
      </div>
      <Figures
        testId="practice"
        rows={[
          { key: 'total', label: t('status.practice.total'), value: t('status.practice.totalValue', { done: f.hours(practice.doneHours), planned: f.hours(practice.plannedHours), required: f.hours(PRACTICE_HOURS) }) },
          {
            key: 'provider',
            label: t('status.practice.provider'),
            value: <LightLine light={checks.hours} f={f}>{t('status.practice.providerValue', { hours: f.hours(practice.providerHours), min: f.hours(PROVIDER_MIN_HOURS) })}</LightLine>,
          },
          {
            key: 'providerOrientation',
            label: t('status.practice.providerOrientation'),
            value: <LightLine light={checks.orientation} f={f}>{t(checks.orientation === 'green' ? 'status.practice.met' : 'status.practice.notMet')}</LightLine>,
          },
          {
            key: 'providerCompulsory',
            label: t('status.practice.providerCompulsory'),
            value: <LightLine light={checks.compulsory} f={f}>{t(checks.compulsory === 'green' ? 'status.practice.met' : 'status.practice.notMet')}</LightLine>,
          },
          {
            key: 'absence',
            label: t('status.practice.absence'),
            value: (
              <LightLine light={practice.absenceLight} f={f}>
                {t('status.practice.absenceValue', { hours: f.hours(practice.absentHours), limit: f.hours(PRACTICE_HOURS * ABSENCE_ALLOWED_SHARE) })}
                <br />
                {t('status.practice.forecastAbsence', { hours: f.hours(practice.forecastAbsentHours) })}
              </LightLine>
            ),
          },
        ]}
      />
      <Title order={3} size="h5">
        {t('status.practice.compulsory')}
      </Title>
      {practice.compulsoryAbsences.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('status.practice.noCompulsory')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" ml={0} pl={0} data-testid="compulsory-absences">
          {practice.compulsoryAbsences.map((c) => (
            <List.Item key={`${c.type}-${c.from}`}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <LightBadge light={c.light}>{f.light(c.light)}</LightBadge>
                <Text size="sm">{t('status.practice.compulsoryLine', { type: f.type(c.type), from: f.day(c.from), hours: f.hours(c.absentHours), limit: f.hours(c.allowedHours) })}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </PartCard>
  );
}

type GuidanceRow = Status['guidance']['placements'][number];

/** Practical guidance per placement (10 % of its hours), from the proof; confirmed and pending minutes as hours. */
export function GuidancePart({ status, f, paths }: { status: Status; f: StatusFormat; paths: StatusPaths }) {
  const { t } = f;
  const columns: Column<GuidanceRow>[] = [
    { key: 'placement', header: t('status.guidance.placement'), label: '', phone: 'hide', cell: (r) => <PlacementCell placement={r.placement} f={f} /> },
    { key: 'confirmed', header: t('status.guidance.confirmed'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => f.minutes(r.confirmedMinutes) },
    { key: 'pending', header: t('status.guidance.pending'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => f.minutes(r.pendingMinutes) },
    { key: 'required', header: t('status.guidance.required'), align: 'right', nowrap: true, phone: 'hide', cell: (r) => f.minutes(r.requiredMinutes) },
    lightColumn<GuidanceRow>(f, t('status.guidance.light')),
    {
      key: 'summary',
      header: t('status.guidance.placement'),
      label: '',
      phone: 'only',
      cell: (r) => (
        <Stack gap={2}>
          <PlacementHead placement={r.placement} light={r.light} f={f} />
          <Text size="sm">{t('status.guidance.line', { confirmed: f.minutes(r.confirmedMinutes), pending: f.minutes(r.pendingMinutes), required: f.minutes(r.requiredMinutes) })}</Text>
        </Stack>
      ),
    },
  ];
  return (
    <PartCard part="guidance" light={status.guidance.light}>
      {status.guidance.placements.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('status.noPlacements')}
        </Text>
      ) : (
        <ResponsiveTable columns={columns} rows={status.guidance.placements} rowKey={(r) => r.placement._id} />
      )}
      <Anchor component={Link} to={paths.placements(status.student._id)} size="sm" data-print="hide">
        {t('status.guidance.open')}
      </Anchor>
    </PartCard>
  );
}

type VisitRow = Status['visits']['placements'][number];

/** Praxisbegleitung per visited placement: the visits, done or due, and by when (the link to record one only where there is a screen for it). */
export function VisitsPart({ status, f, paths }: { status: Status; f: StatusFormat; paths: StatusPaths }) {
  const { t } = f;
  const visits = (r: VisitRow) => (r.visits.length === 0 ? t('status.visits.none') : r.visits.map((v) => t('status.visits.visitLine', { date: f.day(v.date), form: f.visitForm(v.form) })).join(', '));
  const columns: Column<VisitRow>[] = [
    { key: 'placement', header: t('status.visits.placement'), label: '', phone: 'hide', cell: (r) => <PlacementCell placement={r.placement} f={f} /> },
    { key: 'visits', header: t('status.visits.visits'), phone: 'hide', cell: visits },
    { key: 'state', header: t('status.visits.state'), nowrap: true, phone: 'hide', cell: (r) => t(`status.visits.states.${r.state}`) },
    { key: 'dueBy', header: t('status.visits.dueBy'), nowrap: true, phone: 'hide', cell: (r) => f.day(r.dueBy) },
    lightColumn<VisitRow>(f, t('status.visits.light')),
    {
      key: 'summary',
      header: t('status.visits.placement'),
      label: '',
      phone: 'only',
      cell: (r) => (
        <Stack gap={2}>
          <PlacementHead placement={r.placement} light={r.light} f={f} />
          <Text size="sm">{t('status.visits.line', { state: t(`status.visits.states.${r.state}`), dueBy: f.day(r.dueBy), visits: visits(r) })}</Text>
        </Stack>
      ),
    },
  ];
  return (
    <PartCard part="visits" light={status.visits.light}>
      {status.visits.placements.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('status.visits.noPlacements')}
        </Text>
      ) : (
        <ResponsiveTable columns={columns} rows={status.visits.placements} rowKey={(r) => r.placement._id} />
      )}
      {paths.visits && (
        <Anchor component={Link} to={paths.visits(status.student._id)} size="sm" data-print="hide">
          {t('status.visits.open')}
        </Anchor>
      )}
    </PartCard>
  );
}

type AssessmentRow = Status['assessments']['placements'][number];

/** The qualified assessment of every finished placement: written, submitted, discussed (each with a link to its form where there is a screen for it). */
export function AssessmentsPart({ status, f, paths }: { status: Status; f: StatusFormat; paths: StatusPaths }) {
  const assessmentPath = paths.assessment;
  const { t } = f;
  const grade = (r: AssessmentRow) => (r.meanGrade === null ? '–' : f.number(r.meanGrade));
  const columns: Column<AssessmentRow>[] = [
    { key: 'placement', header: t('status.assessments.placement'), label: '', phone: 'hide', cell: (r) => <PlacementCell placement={r.placement} f={f} /> },
    { key: 'state', header: t('status.assessments.state'), phone: 'hide', cell: (r) => t(`status.assessments.states.${r.state}`) },
    { key: 'meanGrade', header: t('status.assessments.meanGrade'), nowrap: true, phone: 'hide', cell: (r) => grade(r) },
    { key: 'dueBy', header: t('status.assessments.dueBy'), nowrap: true, phone: 'hide', cell: (r) => f.day(r.dueBy) },
    lightColumn<AssessmentRow>(f, t('status.assessments.light')),
    {
      key: 'summary',
      header: t('status.assessments.placement'),
      label: '',
      phone: 'only',
      cell: (r) => (
        <Stack gap={2}>
          <PlacementHead placement={r.placement} light={r.light} f={f} />
          <Text size="sm">{t('status.assessments.line', { state: t(`status.assessments.states.${r.state}`), grade: grade(r), dueBy: f.day(r.dueBy) })}</Text>
        </Stack>
      ),
    },
    ...(assessmentPath
      ? [
          {
            key: 'open',
            header: t('status.assessments.form'),
            label: '',
            cell: (r) => (
              <Anchor component={Link} to={assessmentPath(r.placement._id)} size="sm" aria-label={t('status.assessments.openFor', { placement: f.placement(r.placement) })} data-print="hide">
                {t('status.assessments.open')}
              </Anchor>
            ),
          } satisfies Column<AssessmentRow>,
        ]
      : []),
  ];
  return (
    <PartCard part="assessments" light={status.assessments.light}>
      {status.assessments.placements.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('status.assessments.noPlacements')}
        </Text>
      ) : (
        <ResponsiveTable columns={columns} rows={status.assessments.placements} rowKey={(r) => r.placement._id} />
      )}
    </PartCard>
  );
}

/** Admission to the examination: what is missing, each with the date by which it must happen. */
export function ReadinessPart({ readiness, f }: { readiness: Status['readiness']; f: StatusFormat }) {
  const { t } = f;
  return (
    <PartCard part="readiness" light={readiness.light}>
      {readiness.missing.length === 0 ? (
        <Text size="sm">{t('status.readiness.nothing')}</Text>
      ) : (
        <>
          <Text size="sm">{t('status.readiness.intro')}</Text>
          <List spacing={6} listStyleType="none" ml={0} pl={0} data-testid="missing">
            {readiness.missing.map((m, i) => (
              <List.Item key={`${m.part}-${i}`}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <LightBadge light={m.light}>{f.light(m.light)}</LightBadge>
                  <div style={{ minWidth: 0, overflowWrap: 'break-word' }}>
                    <Text size="sm">{m.text}</Text>
                    <Text size="xs" c="gray.7">
                      {`${f.part(m.part)} · ${m.dueBy ? t('status.readiness.by', { date: f.day(m.dueBy) }) : t('status.readiness.noDate')}`}
                    </Text>
                  </div>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </PartCard>
  );
}
