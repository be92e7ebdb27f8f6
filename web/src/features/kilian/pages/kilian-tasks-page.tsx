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
import { UploadTiles } from '../components/upload-tiles';

/**
 * The 'KILIAN Tasks' screen at /kiliantasks (the kilian user's home) and /kiliantasks/{studentId}:
 * kilian users see the heading, four document links, the topic entry and 'Start task' (KIL-01,
 * KIL-11); everyone else the six upload tiles of a student and four explanation links (KIL-02).
 * A student sees their own tiles; teachers open it from a student's listing with the student's id.
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
      {tilesFor && user?.userType !== 'student' && (
        <Anchor component={Link} to={`/listingOptions/kilianUploads/${tilesFor}`} size="sm">
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
          <StartTaskForm studentId={studentId} onStarted={(b) => void navigate(`/kiliantasks/kilianUploads/${b.kilian_type}/${b._student}`, { state: keepAlerts })} />
        </>
      ) : (
        <>
          {tilesFor ? (
            <UploadTiles studentId={tilesFor} />
          ) : (
            <Stack gap="xs" align="flex-start">
              <StatusText>{t('kilian.chooseStudent')}</StatusText>
              {user?.userType === 'teacher' && (
                <Button component={Link} to="/students" variant="light">
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
