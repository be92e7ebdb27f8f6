import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { keepAlerts } from '../../../lib/keep-alerts';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { StatusText } from '../../../components/ui/query-state';
import { DocumentLinks } from '../components/document-links';
import { StartTaskForm } from '../components/start-task-form';
import { TaskList, taskPath } from '../components/task-list';
import { UploadTiles } from '../components/upload-tiles';

/**
 * The 'KILIAN Tasks' screen at /kiliantasks (the kilian user's home) and /kiliantasks/{studentId}:
 * kilian users see the heading, four document links, the topic entry and 'Start task' (KIL-01,
 * KIL-11); everyone else the six upload tiles of a student and four explanation links (KIL-02).
 * A student sees their own tiles; teachers open it from a student's listing with the student's id.
 * Above the tiles (or below the start form) the started tasks with their topics.
 */
export function KilianTasksPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const session = useUserSession();
  const navigate = useNavigate();
  if (studentId !== undefined && !isUuid(studentId)) return <NotFound />;
  const user = session?.user;
  const isKilian = user?.userType === 'kilian';
  const tilesFor = studentId ?? (user?.userType === 'student' ? user._id : undefined);
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      {/* back to where each came from: a teacher from the student's listing, a kilian user from their tasks */}
      {tilesFor && user?.userType === 'teacher' && (
        <Anchor component={Link} to={`/listingOptions/kilianUploads/${tilesFor}`} size="sm">
          {t('kilian.back')}
        </Anchor>
      )}
      {studentId && isKilian && (
        <Anchor component={Link} to="/kiliantasks" size="sm">
          {t('kilian.back')}
        </Anchor>
      )}
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t('kilian.title')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('kilian.intro')}
        </Text>
      </div>
      {isKilian ? (
        <>
          <DocumentLinks heading={t('kilian.documents')} group="documentLinks" />
          <StartTaskForm studentId={studentId} onStarted={(b) => void navigate(taskPath(b), { state: keepAlerts })} />
          {/* the topics of the tasks started so far: the kilian user's own, or the chosen student's */}
          <TaskList of={studentId ? { studentId } : 'mine'} />
        </>
      ) : (
        <>
          {tilesFor ? (
            <>
              <TaskList of={{ studentId: tilesFor }} />
              <UploadTiles studentId={tilesFor} />
            </>
          ) : (
            <Stack gap="xs" align="flex-start">
              <StatusText>{t('kilian.chooseStudent')}</StatusText>
              {user?.userType === 'teacher' && (
                <Button component={Link} to="/classes" variant="light">
                  {t('kilian.toStudents')}
                </Button>
              )}
            </Stack>
          )}
          <DocumentLinks heading={t('kilian.explanations')} group="explanationLinks" />
        </>
      )}
    </Stack>
  );
}

export default KilianTasksPage;
