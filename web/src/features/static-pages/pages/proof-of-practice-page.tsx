import { List, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isUuid } from '../../../lib/ids';
import { useUser } from '../../../lib/api/get-user';
import { QueryState } from '../../../components/ui/query-state';
import { NotFound } from '../../../components/ui/not-found';
import { BlankTable } from '../components/blank-table';
import { StaticPage, StaticSection } from '../components/static-page';
import { ABSENCE_MAX_PERCENT, GUIDANCE_ROWS, PLACEMENT_HOURS, TEST_ROWS, TUTORIAL_ROWS, absencePercent, absenceTooHigh, isProofOfEducation } from '../static-content';

/**
 * Evidence of training at /proofofpractice/proofOfEducation[/{studentId}] (STAT-03, CONST-23,
 * ROUTE-29, ROUTE-49, AMB-141): a printable form with the practical use header, absenteeism
 * (max 10 %, the share is worked out as you type), a legend and the signature tables for guidance
 * time, fixed points, tutorial and competency tests. Nothing is saved (decision 019). With a
 * student id the trainee's name is filled in; who may not read that student is refused.
 */
export function ProofOfPracticePage() {
  const { option, studentId } = useParams();
  const validStudent = studentId === undefined || isUuid(studentId);
  const user = useUser(validStudent ? studentId : undefined);
  if (!isProofOfEducation(option) || !validStudent) return <NotFound />;
  if (!studentId) return <EvidenceForm name="" />;
  return <QueryState query={user}>{(d) => <EvidenceForm name={`${d.user.firstName} ${d.user.name}`} studentId={studentId} />}</QueryState>;
}

function EvidenceForm({ name, studentId }: { name: string; studentId?: string }) {
  const { t } = useTranslation();
  const [absent, setAbsent] = useState<number | string>('');
  const percent = absencePercent(typeof absent === 'number' ? absent : Number.NaN);
  const tooHigh = absenceTooHigh(percent);
  const b = (k: string) => t(`staticPages.blank.${k}`);
  const e = (k: string) => t(`staticPages.evidence.${k}`);
  // a header with its phone label (staticPages.evidence.short)
  const h = (k: string) => ({ label: e(k), short: t(`staticPages.evidence.short.${k}`) });

  return (
    <StaticPage
      title={e('title')}
      intro={e('intro')}
      notSaved
      back={studentId ? { to: `/listingOptions/proofOfPractice/${studentId}`, label: t('staticPages.back') } : undefined}
    >
      <StaticSection title={e('header')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={b('student')} defaultValue={name} />
          <TextInput label={e('deployment')} />
          <TextInput label={b('place')} />
          <Text size="sm">
            <strong>{e('hoursTarget')}:</strong> {e('hoursTargetValue')}
          </Text>
          <TextInput label={`${e('deployment')} ${b('from')}`} type="date" />
          <TextInput label={`${e('deployment')} ${b('until')}`} type="date" />
        </SimpleGrid>
      </StaticSection>

      <StaticSection title={e('absence')}>
        <Stack gap="xs">
          <Text size="sm" fw={600} data-testid="absence-rule">
            {e('absenceRule')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={e('absenceHours')}
              min={0}
              max={PLACEMENT_HOURS}
              clampBehavior="none"
              decimalScale={1}
              value={absent}
              onChange={setAbsent}
              error={tooHigh ? `> ${ABSENCE_MAX_PERCENT} %` : undefined}
            />
            <TextInput label={e('absencePercent')} value={percent === null ? '' : `${percent.toLocaleString('de-DE')} %`} readOnly />
          </SimpleGrid>
        </Stack>
      </StaticSection>

      <StaticSection title={e('legend')}>
        <List size="sm" spacing={2}>
          {(t('staticPages.evidence.legendItems', { returnObjects: true }) as string[]).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </StaticSection>

      <StaticSection title={e('guidance')}>
        <Text size="sm" mb="xs">
          {e('guidanceNote')}
        </Text>
        <BlankTable
          caption={e('guidance')}
          headers={[b('date'), h('minutes'), h('content'), h('signPa'), h('signAz')]}
          rows={GUIDANCE_ROWS}
          footer={
            <Table.Tr>
              <Table.Th colSpan={5}>{e('sum')}</Table.Th>
            </Table.Tr>
          }
        />
      </StaticSection>

      <StaticSection title={e('fixedPoints')}>
        <BlankTable
          caption={e('fixedPoints')}
          headers={[e('fixedPoint'), b('date'), h('signPa'), h('signAz')]}
          rowLabels={t('staticPages.evidence.fixedPointRows', { returnObjects: true }) as string[]}
        />
      </StaticSection>

      <StaticSection title={e('tutorial')}>
        <BlankTable caption={e('tutorial')} headers={[b('date'), e('topic'), h('signPa'), h('signAz')]} rows={TUTORIAL_ROWS} />
      </StaticSection>

      <StaticSection title={e('competencyTests')}>
        <BlankTable caption={e('competencyTests')} headers={[b('date'), h('test'), h('grade'), h('signPa'), h('signAz')]} rows={TEST_ROWS} />
      </StaticSection>
    </StaticPage>
  );
}

export default ProofOfPracticePage;
