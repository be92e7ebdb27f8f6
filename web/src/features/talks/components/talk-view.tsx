import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TalkRow } from '@praxisport/contract/talks';
import { formatGermanDate } from '../../../lib/dates';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

/** A submitted talk, read-only: what the student sees, and the instructor once it is locked (TALK-17). */
export function TalkView({ talk }: { talk: TalkRow }) {
  const { t } = useTranslation();
  const week = (m: { week: number; year: number }) => t('talks.weekOfYear', m);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={t('talks.fields.interviewDate')}>{formatGermanDate(talk.interviewDate)}</Field>
          <Field label={t('talks.fields.competencyTestDate')}>{formatGermanDate(talk.competency_test_date)}</Field>
          <Field label={t('talks.fields.intermMeeting')}>{week(talk.intermMeeting)}</Field>
          <Field label={t('talks.fields.finalMeeting')}>{week(talk.finalMeeting)}</Field>
          <Field label={t('talks.fields.teacherType')}>{t(`talks.teacherTypes.${talk.teacherType}`)}</Field>
          <Field label={t('talks.fields.otherType')}>{t(`talks.otherTypes.${talk.otherType}`)}</Field>
          <Field label={t('talks.fields.otherPerson')}>{talk.otherPerson}</Field>
        </SimpleGrid>
        <Field label={t('talks.fields.mainteraction')}>{talk.mainteraction_date.map(formatGermanDate).join(', ')}</Field>
        <Field label={t('talks.fields.fixedpoint')}>{talk.fixedpoint_date.map(formatGermanDate).join(', ')}</Field>
      </Stack>
    </Paper>
  );
}
