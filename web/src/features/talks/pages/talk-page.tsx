import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { talkTypes, type TalkType } from '@praxisport/contract/talks';
import { isUuid } from '../../../lib/ids';
import { useUserSession } from '../../../lib/session';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useTalk } from '../api/get-talk';
import { TalkConfirmations } from '../components/talk-confirmations';
import { TalkForm } from '../components/talk-form';
import { TalkTypeNav } from '../components/talk-type-nav';
import { TalkView } from '../components/talk-view';

const isTalkType = (s: string | undefined): s is TalkType => (talkTypes as readonly string[]).includes(s ?? '');

/**
 * The German talk form at /talksform/{initialconsultation|intermtalk|finaltalk}/{studentId}
 * (TALK-01..24): a teacher of the class fills and submits it until the student confirmed; the
 * student reads it and confirms; then it is locked and shows the instructor's signature.
 */
export function TalkPage() {
  const { t } = useTranslation();
  const { type, studentId } = useParams();
  const session = useUserSession();
  const isValid = isTalkType(type) && isUuid(studentId);
  const query = useTalk(isValid ? studentId : undefined, isValid ? type : undefined);
  if (!isValid) return <NotFound />;
  const userType = session?.user.userType;
  return (
    <Stack gap="md" maw={860} mx="auto">
      <Anchor component={Link} to={`/${studentId}`} size="sm">
        {t('talks.back')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {t(`talks.types.${type}`)}
        </Title>
        {query.data && (
          <Text c="gray.7" size="sm">
            {`${query.data.student.firstName} ${query.data.student.name}`}
          </Text>
        )}
      </div>
      <TalkTypeNav studentId={studentId!} current={type} />
      <QueryState query={query}>
        {({ talk }) => (
          <>
            {userType === 'teacher' && !talk?.studentConfirmation ? (
              // keyed by the stored submission, so that a reload after a refusal shows the stored values
              <TalkForm key={`${type}|${talk?._id}|${talk?.instructorConfirmedAt}`} talk={talk} talkType={type} studentId={studentId!} teacherId={session!.user._id} />
            ) : talk ? (
              <TalkView talk={talk} />
            ) : (
              <Text c="gray.7" role="status">
                {t('talks.notSubmitted')}
              </Text>
            )}
            <TalkConfirmations talk={talk} isStudent={userType === 'student'} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

export default TalkPage;
