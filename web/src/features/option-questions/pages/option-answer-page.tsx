import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { optionGrades, optionQuestionAlerts, setOfQuestion, type OptionAnswerRow } from '@praxisport/contract/option-questions';
import { formatMomentIn } from '../../../lib/dates';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useOptionAnswers, useSaveAnswer } from '../api/option-answers';
import { useSubject } from '../components/subject';

function AnswerForm({ studentId, set, question, answer, canEdit }: { studentId: string; set: string; question: string; answer: OptionAnswerRow | undefined; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [grade, setGrade] = useState<string | null>(answer ? String(answer.grade) : null);
  const [confirmed, setConfirmed] = useState(answer?.confirmed ?? false);
  const [missingGrade, setMissingGrade] = useState(false);
  const save = useSaveAnswer(studentId, set);
  const submitOnce = useSubmitOnce(save);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!grade) {
      setMissingGrade(true);
      return;
    }
    submitOnce({ question, grade: Number(grade), confirmed }, { onSuccess: () => alertSuccess(optionQuestionAlerts.saved) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Radio.Group
          label={t('optionQuestions.answer.gradeLegend')}
          value={grade}
          onChange={(v) => {
            setGrade(v);
            setMissingGrade(false);
          }}
          error={missingGrade ? t('optionQuestions.answer.chooseGrade') : undefined}
          required={canEdit}
        >
          <Stack gap="xs" mt="xs">
            {optionGrades.map((g) => (
              <Radio key={g} value={String(g)} disabled={!canEdit} label={t('optionQuestions.answer.grade', { grade: g, descriptor: t(`optionQuestions.grades.${g}`) })} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox label={t('optionQuestions.answer.confirm')} checked={confirmed} disabled={!canEdit} onChange={(e) => setConfirmed(e.currentTarget.checked)} />
        {answer && (
          <Text size="xs" c="gray.7">
            {t('optionQuestions.answer.savedAt', { date: formatMomentIn(answer.updatedAt, i18n.language) })}
          </Text>
        )}
        {canEdit ? (
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('optionQuestions.answer.save')}
          </Button>
        ) : (
          <Alert color="gray" variant="light">
            {answer ? t('optionQuestions.answer.readOnly') : t('optionQuestions.answer.noAnswer')}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/**
 * The answer screen /optionquestionanswer/{question} (OPTQ-08..10, ROUTE-23): intro, five grade
 * radios with their descriptors (CONST-16..20) and the confirm checkbox. The student saves it
 * (AMB-100); a teacher opens it with ?student= and reads it.
 */
export function OptionAnswerPage() {
  const { t } = useTranslation();
  const { option: question } = useParams();
  const [search] = useSearchParams();
  const set = setOfQuestion(question);
  const { invalid, subject, canEdit } = useSubject(search.get('student'));
  const query = useOptionAnswers(set && !invalid ? subject : undefined, set ?? undefined);
  if (!set || invalid) return <NotFound />;
  const back = `/optionquestions/${set}${subject ? `/${subject}` : ''}`;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <Anchor component={Link} to={back} size="sm">
        {t('optionQuestions.backToSet')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t('optionQuestions.answer.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {query.data ? `${query.data.student.firstName} ${query.data.student.name} · ` : ''}
          {t(`optionQuestions.sets.${set}.title`)}
        </Text>
      </div>
      <Text>{t('optionQuestions.answer.intro')}</Text>
      <Card withBorder radius="md" padding="lg">
        <Text fw={600} size="lg" mb="md" style={{ overflowWrap: 'break-word' }}>
          {t(`optionQuestions.questions.${question}`)}
        </Text>
        {!subject ? (
          <AnswerForm studentId="" set={set} question={question!} answer={undefined} canEdit={false} />
        ) : (
          <QueryState query={query}>
            {(d) => {
              const answer = d.answers.find((a) => a.question === question);
              return <AnswerForm key={answer?.updatedAt ?? 'new'} studentId={subject} set={set} question={question!} answer={answer} canEdit={canEdit} />;
            }}
          </QueryState>
        )}
      </Card>
    </Stack>
  );
}

export default OptionAnswerPage;
