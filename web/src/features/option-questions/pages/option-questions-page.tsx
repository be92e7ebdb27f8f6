import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { KR_SET, PICTURE_SET, canonicalSet, optionQuestionSets, type OptionAnswersResponse } from '@praxisport/contract/option-questions';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useOptionAnswers } from '../api/option-answers';
import { KrSelect } from '../components/kr-select';
import { PicturePicker } from '../components/picture-picker';
import { studentQuery, useSubject } from '../components/subject';

function QuestionBoxes({ set, answers, query }: { set: keyof typeof optionQuestionSets; answers?: OptionAnswersResponse['answers']; query: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="nav" aria-label={t(`optionQuestions.sets.${set}.title`)}>
      {optionQuestionSets[set].map((name, i) => {
        const answer = answers?.find((a) => a.question === name);
        return (
          <Card key={name} component={Link} to={`/optionquestionanswer/${name}${query}`} withBorder radius="md" padding="lg" data-question={name}>
            <Text size="xs" c="gray.7" fw={600}>
              {`${i + 1}.`}
            </Text>
            <Text fw={600} c="blue.8" style={{ overflowWrap: 'break-word' }}>
              {t(`optionQuestions.questions.${name}`)}
            </Text>
            {answers && (
              <Group gap="xs" mt="sm">
                {answer ? (
                  <>
                    <Badge color="teal.9" variant="filled" style={{ textTransform: 'none' }}>
                      {t('optionQuestions.answered', { grade: answer.grade })}
                    </Badge>
                    <Text size="xs" c="gray.7">
                      {answer.confirmed ? t('optionQuestions.confirmed') : t('optionQuestions.notConfirmed')}
                    </Text>
                  </>
                ) : (
                  <Text size="xs" c="gray.7">
                    {t('optionQuestions.notAnswered')}
                  </Text>
                )}
              </Group>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * /optionquestions/{set}/{studentId?} (OPTQ-01..06, ROUTE-22): the question boxes of a set, each
 * leading to its answer screen, with the student's answers; abilitytoreflect adds the picture
 * picker (OPTQ-03), selforganizedlearning the KR select (OPTQ-04).
 */
export function OptionQuestionsPage() {
  const { t } = useTranslation();
  const { option, studentId } = useParams();
  const set = canonicalSet(option);
  const { invalid, subject, canEdit, isStudent } = useSubject(studentId);
  const query = useOptionAnswers(set && !invalid ? subject : undefined, set ?? undefined);
  if (!set || invalid) return <NotFound />;
  const back = subject ? (set.startsWith('orientationmission') ? `/options/orientationmission/${subject}` : `/${subject}`) : '/';
  const carry = studentQuery(subject, isStudent);
  return (
    <Stack gap="md" maw={1000} mx="auto">
      <Anchor component={Link} to={back} size="sm">
        {t('optionQuestions.back')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t(`optionQuestions.sets.${set}.title`)}
        </Title>
        <Text c="gray.7" size="sm">
          {query.data ? `${query.data.student.firstName} ${query.data.student.name} · ` : ''}
          {t(`optionQuestions.sets.${set}.text`)}
        </Text>
      </div>
      <Text size="sm">{!subject ? t('optionQuestions.introNoStudent') : canEdit ? t('optionQuestions.intro') : t('optionQuestions.introTeacher')}</Text>
      {!subject ? (
        <QuestionBoxes set={set} query="" />
      ) : (
        <QueryState query={query}>
          {(d) => (
            <Stack gap="md">
              {set === KR_SET && <KrSelect studentId={subject} set={set} value={d.kr} canEdit={canEdit} />}
              <QuestionBoxes set={set} answers={d.answers} query={carry} />
              {set === PICTURE_SET && <PicturePicker studentId={subject} set={set} pictures={d.pictures} canEdit={canEdit} />}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}

export default OptionQuestionsPage;
