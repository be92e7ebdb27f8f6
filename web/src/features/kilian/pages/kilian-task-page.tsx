import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { kilianTypes, type KilianType } from '@praxisport/contract/kilian';
import { formatDate } from '../../../lib/dates';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useKilianTask } from '../api/kilian-tasks';
import { StartTaskForm } from '../components/start-task-form';

const isKilianType = (s: string | undefined): s is KilianType => (kilianTypes as readonly string[]).includes(s ?? '');

/**
 * /kiliantasks/{option}/{talkType}/{student} (KIL-03, ROUTE-42): reads the last three segments,
 * fetches the student's task of the category ({talkType} is the kilian_type, AMB-117) and shows it;
 * while none was started, a kilian user starts it here. Everything comes from the URL (AMB-125).
 */
export function KilianTaskPage() {
  const { t } = useTranslation();
  const { option, talkType, studentId } = useParams();
  const session = useUserSession();
  const isValid = isKilianType(talkType) && isUuid(studentId) && !!option;
  const query = useKilianTask(isValid ? studentId : undefined, isValid ? talkType : undefined);
  if (!isValid) return <NotFound />;
  const isKilian = session?.user.userType === 'kilian';
  return (
    <Stack gap="md" maw={860} mx="auto">
      <Anchor component={Link} to={isKilian ? '/kiliantasks' : `/kiliantasks/${studentId}`} size="sm">
        {t('kilian.back')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t('kilian.task.heading')}: {t(`kilian.types.${talkType}`)}
        </Title>
        {query.data && (
          <Text c="gray.7" size="sm">
            {`${query.data.student.firstName} ${query.data.student.name}`}
          </Text>
        )}
      </div>
      <QueryState query={query}>
        {({ kilian_task: task, kilian }) =>
          task ? (
            <Card withBorder radius="md" padding="lg" data-testid="kilian-task">
              <Stack gap={6}>
                <Text>
                  <Text span fw={600}>
                    {t('kilian.task.topic')}:
                  </Text>{' '}
                  {task.topic}
                </Text>
                {kilian && (
                  <Text size="sm" c="gray.8">
                    {t('kilian.task.startedBy')}: {`${kilian.firstName} ${kilian.name}`}
                  </Text>
                )}
                <Text size="sm" c="gray.8">
                  {t('kilian.task.startedAt')}: {formatDate(task.createdAt)}
                </Text>
                {!isKilian && (
                  <Anchor component={Link} to={`/kiliantasks/${studentId}`} size="sm">
                    {t('kilian.task.toUploads')}
                  </Anchor>
                )}
              </Stack>
            </Card>
          ) : (
            <Stack gap="md">
              <Text c="gray.7" role="status">
                {t('kilian.task.notStarted')}
              </Text>
              {isKilian && <StartTaskForm studentId={studentId} kilianType={talkType} />}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

export default KilianTaskPage;
