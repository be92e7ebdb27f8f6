import { Checkbox, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { talkAlerts, type TalkRow } from '@praxisport/contract/talks';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useConfirmTalk } from '../api/confirm-talk';
import { formatGermanDateTime } from '../../../lib/dates';
import { fullName, signatureSrc } from './format';

/**
 * Who confirmed the talk and when ("bestätigt von … am …"), the student's confirmation tick
 * (TALK-17..20: enabled for the student once the instructor submitted, one-way, AMB-79) and, once
 * confirmed, the instructor's signature (TALK-21, AMB-77).
 */
export function TalkConfirmations({ talk, isStudent }: { talk: TalkRow | null; isStudent: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirmTalk();
  const confirmOnce = useSubmitOnce(confirm);
  const canConfirm = isStudent && !!talk?.instructorConfirmation && !talk.studentConfirmation;
  const onConfirm = () => {
    if (!talk || !canConfirm) return;
    confirmOnce(talk._id, { onSuccess: () => alertSuccess(talkAlerts.confirmed) });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('talks.confirmations')}
        </Title>
        {talk?.instructorConfirmedBy && talk.instructorConfirmedAt ? (
          <Text size="sm">
            {t('talks.instructorConfirmedBy', { name: fullName(talk.instructorConfirmedBy), date: formatGermanDateTime(talk.instructorConfirmedAt) })}
          </Text>
        ) : (
          <Text size="sm" c="gray.7">
            {t('talks.notSubmitted')}
          </Text>
        )}
        <Checkbox
          label={t('talks.fields.studentConfirmation')}
          checked={!!talk?.studentConfirmation}
          disabled={!canConfirm || confirm.isPending}
          onChange={(e) => e.currentTarget.checked && onConfirm()}
        />
        {talk?.studentConfirmedBy && talk.studentConfirmedAt ? (
          <Text size="sm">{t('talks.studentConfirmedBy', { name: fullName(talk.studentConfirmedBy), date: formatGermanDateTime(talk.studentConfirmedAt) })}</Text>
        ) : (
          talk?.instructorConfirmation && (
            <Text size="sm" c="gray.7">
              {t('talks.awaitingStudent')}
            </Text>
          )
        )}
        {talk?.studentConfirmation && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('talks.signature')}
            </Text>
            {talk.teacherSignature ? (
              <Image
                src={signatureSrc(talk.teacherSignature)}
                alt={t('talks.signatureAlt', { name: talk.instructorConfirmedBy ? fullName(talk.instructorConfirmedBy) : '' })}
                maw={300}
                fit="contain"
                bd="1px solid var(--mantine-color-gray-4)"
                bg="white"
              />
            ) : (
              <Text size="sm" c="gray.7">
                {t('talks.noSignature')}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
