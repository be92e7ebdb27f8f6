import type { FormEvent } from 'react';
import { Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  otherPersonSchema,
  otherTypes,
  submitTalkBody,
  talkAlerts,
  talkDefaults,
  talkMessages,
  teacherTypes,
  WEEK_MAX,
  WEEK_MIN,
  YEAR_MAX,
  YEAR_MIN,
  type SubmitTalkBody,
  type TalkRow,
  type TalkType,
} from '@praxisport/contract/talks';
import { alertError, alertSuccess } from '../../../lib/notify';
import { translateServerMessage } from '../../../lib/server-messages';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { maxLengthOf, zodResolver } from '../../../lib/zod-form';
import { useSubmitTalk } from '../api/submit-talk';
import { DateListField } from './date-list-field';

const MAX_OTHER_PERSON = maxLengthOf(otherPersonSchema);

type Meeting = { week: number | string; year: number | string };
interface Values {
  interviewDate: string;
  intermMeeting: Meeting;
  finalMeeting: Meeting;
  teacherType: string;
  otherPerson: string;
  otherType: string;
  mainteraction_date: string[];
  fixedpoint_date: string[];
  competency_test_date: string;
  instructorConfirmation: boolean;
}

/** A new talk's values: the defaults of D2 §9 with the current year (CONST-28, AMB-75). */
function initialValues(talk: TalkRow | null): Values {
  if (talk) {
    const { interviewDate, intermMeeting, finalMeeting, teacherType, otherPerson, otherType, competency_test_date, instructorConfirmation } = talk;
    return {
      interviewDate,
      intermMeeting: { ...intermMeeting },
      finalMeeting: { ...finalMeeting },
      teacherType,
      otherPerson,
      otherType,
      mainteraction_date: [...talk.mainteraction_date],
      fixedpoint_date: [...talk.fixedpoint_date],
      competency_test_date,
      instructorConfirmation,
    };
  }
  const year = new Date().getFullYear();
  return {
    interviewDate: '',
    intermMeeting: { week: talkDefaults.week, year },
    finalMeeting: { week: talkDefaults.week, year },
    teacherType: talkDefaults.teacherType,
    otherPerson: '',
    otherType: talkDefaults.otherType,
    mainteraction_date: [''],
    fixedpoint_date: [''],
    competency_test_date: '',
    instructorConfirmation: false,
  };
}

const asNumber = (v: number | string) => (v === '' ? Number.NaN : Number(v));
const firstError = (errors: Record<string, unknown>, field: string) =>
  Object.entries(errors).find(([k]) => k === field || k.startsWith(`${field}.`))?.[1] as string | undefined;

export interface TalkFormProps {
  talk: TalkRow | null;
  talkType: TalkType;
  studentId: string;
  teacherId: string;
}

/**
 * The instructor's talk form (TALK-04..16): every field of the talk, the instructor confirmation and
 * 'Einreichen'. Without the confirmation, or with a field missing, a German alert and no request
 * (TALK-13, TALK-14, AMB-72); the server checks the same.
 */
export function TalkForm({ talk, talkType, studentId, teacherId }: TalkFormProps) {
  const { t } = useTranslation();
  const submitTalk = useSubmitTalk();
  const submitOnce = useSubmitOnce(submitTalk);
  const form = useForm<Values>({ mode: 'controlled', initialValues: initialValues(talk) });
  const v = form.values;
  useUnsavedChanges(form.isDirty());

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!v.instructorConfirmation) {
      alertError(translateServerMessage(talkMessages.confirmFirst));
      return;
    }
    const body = {
      ...v,
      talkType,
      _student: studentId,
      _teacher: teacherId,
      otherPerson: v.otherPerson.trim(),
      intermMeeting: { week: asNumber(v.intermMeeting.week), year: asNumber(v.intermMeeting.year) },
      finalMeeting: { week: asNumber(v.finalMeeting.week), year: asNumber(v.finalMeeting.year) },
      mainteraction_date: v.mainteraction_date.filter(Boolean),
      fixedpoint_date: v.fixedpoint_date.filter(Boolean),
    };
    const errors = zodResolver(submitTalkBody)(body);
    form.setErrors(errors);
    if (Object.keys(errors).length) {
      alertError(translateServerMessage(talkMessages.fillAll));
      return;
    }
    submitOnce(body as SubmitTalkBody, {
      onSuccess: () => {
        // what was sent is now the stored talk: leaving does not ask
        form.resetDirty();
        alertSuccess(talkAlerts.submitted);
      },
    });
  };

  const meeting = (field: 'intermMeeting' | 'finalMeeting') => (
    <Stack gap={4}>
      <Title order={2} size="h6">
        {t(`talks.fields.${field}`)}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput label={t('talks.fields.week')} min={WEEK_MIN} max={WEEK_MAX} clampBehavior="none" allowDecimal={false} {...form.getInputProps(`${field}.week`)} />
        <NumberInput label={t('talks.fields.year')} min={YEAR_MIN} max={YEAR_MAX} clampBehavior="none" allowDecimal={false} {...form.getInputProps(`${field}.year`)} />
      </SimpleGrid>
    </Stack>
  );

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput type="date" label={t('talks.fields.interviewDate')} min="1900-01-01" max="2099-12-31" {...form.getInputProps('interviewDate')} />
          <TextInput type="date" label={t('talks.fields.competencyTestDate')} min="1900-01-01" max="2099-12-31" {...form.getInputProps('competency_test_date')} />
          {meeting('intermMeeting')}
          {meeting('finalMeeting')}
          <Select
            label={t('talks.fields.teacherType')}
            data={teacherTypes.map((value) => ({ value, label: t(`talks.teacherTypes.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('teacherType')}
          />
          <Select
            label={t('talks.fields.otherType')}
            data={otherTypes.map((value) => ({ value, label: t(`talks.otherTypes.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('otherType')}
          />
          <TextInput label={t('talks.fields.otherPerson')} maxLength={MAX_OTHER_PERSON} {...form.getInputProps('otherPerson')} />
        </SimpleGrid>
        <DateListField
          label={t('talks.fields.mainteraction')}
          values={v.mainteraction_date}
          onChange={(dates) => form.setFieldValue('mainteraction_date', dates)}
          error={firstError(form.errors, 'mainteraction_date')}
        />
        <DateListField
          label={t('talks.fields.fixedpoint')}
          values={v.fixedpoint_date}
          onChange={(dates) => form.setFieldValue('fixedpoint_date', dates)}
          error={firstError(form.errors, 'fixedpoint_date')}
        />
        <Checkbox label={t('talks.fields.instructorConfirmation')} {...form.getInputProps('instructorConfirmation', { type: 'checkbox' })} error={undefined} />
        <Group justify="flex-end">
          <Button type="submit" loading={submitTalk.isPending}>
            {t('talks.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
