import { Button, Card, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KILIAN_TOPIC_MAX, kilianAlerts, kilianMessages, kilianTypes, type KilianType, type StartKilianTaskBody } from '@praxisport/contract/kilian';
import { alertError, alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useKilianStudents, useStartKilianTask } from '../api/kilian-tasks';

export interface StartTaskFormProps {
  /** Fixed by the route (/kiliantasks/{option}/{talkType}/{student}); chosen in the form otherwise. */
  studentId?: string;
  kilianType?: KilianType;
  onStarted?: (body: StartKilianTaskBody) => void;
}

/**
 * The kilian user's topic entry and 'Start task' (KIL-01, KIL-05..08): topic, category and student
 * are required ('Invalid or Missing details!'); the server refuses a second start (409).
 */
export function StartTaskForm({ studentId, kilianType, onStarted }: StartTaskFormProps) {
  const { t } = useTranslation();
  const students = useKilianStudents(!studentId);
  const [student, setStudent] = useState<string | null>(studentId ?? null);
  const [type, setType] = useState<string | null>(kilianType ?? null);
  const [topic, setTopic] = useState('');
  const mutation = useStartKilianTask();
  const submit = useSubmitOnce(mutation);

  const start = () => {
    const body = { topic: topic.trim(), kilian_type: type as KilianType, _student: student ?? '' };
    if (!body.topic || !type || !student) {
      alertError(kilianMessages.invalidDetails);
      return;
    }
    submit(body, {
      onSuccess: () => {
        alertSuccess(kilianAlerts.added);
        setTopic('');
        onStarted?.(body);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="kilian-start">
      <Title order={2} size="h4" id="kilian-start" mb="sm">
        {t('kilian.start.heading')}
      </Title>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <Stack gap="sm">
          {!studentId && (
            <Select
              label={t('kilian.start.student')}
              placeholder={t('kilian.start.studentPlaceholder')}
              searchable
              data={(students.data?.students ?? []).map((s) => ({ value: s._id, label: `${s.firstName} ${s.name} (${s.className})` }))}
              nothingFoundMessage={t('kilian.start.noStudents')}
              value={student}
              onChange={setStudent}
            />
          )}
          {!kilianType && (
            <Select
              label={t('kilian.start.type')}
              placeholder={t('kilian.start.typePlaceholder')}
              data={kilianTypes.map((k) => ({ value: k, label: t(`kilian.types.${k}`) }))}
              value={type}
              onChange={setType}
            />
          )}
          <TextInput label={t('kilian.start.topic')} value={topic} maxLength={KILIAN_TOPIC_MAX} onChange={(e) => setTopic(e.currentTarget.value)} />
          <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('kilian.start.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
