import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentRow } from '@praxisport/contract/classes';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useResendInvitation } from '../api/resend-invitation';

/** "Einladung erneut senden" for an imported student who has not set a password yet. */
export function ResendInvitationButton({ classId, student }: { classId: string; student: StudentRow }) {
  const { t } = useTranslation();
  const resend = useResendInvitation(classId);
  const resendOnce = useSubmitOnce(resend);
  const name = [student.firstName, student.name].filter(Boolean).join(' ');
  return (
    <Button
      size="compact-sm"
      variant="light"
      // on a phone the card's value column is narrow: the text wraps instead of being cut
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      loading={resend.isPending}
      // the visible text starts the accessible name (WCAG 2.5.3); the name tells the rows apart
      aria-label={t('classes.students.invitation.resendFor', { name })}
      onClick={(e) => {
        e.stopPropagation();
        resendOnce(student._id, { onSuccess: () => alertSuccess(t('classes.students.invitation.sent', { name })) });
      }}
    >
      {t('classes.students.invitation.resend')}
    </Button>
  );
}
