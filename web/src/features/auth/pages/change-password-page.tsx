import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { changePasswordBody } from '@praxisport/contract/auth';
import { alertSuccess } from '../../../lib/notify';
import { homePathFor, sessionStore, useUserSession } from '../../../lib/session';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useChangePassword } from '../../../lib/api/change-password';

/** /change-password: the first sign-in with a password an admin set replaces it (ADR 014). */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useUserSession();
  const change = useChangePassword();
  const submitOnce = useSubmitOnce(change);
  const schema = changePasswordBody
    .extend({ repeatPassword: z.string() })
    .refine((v) => v.repeatPassword === v.newPassword, { error: t('auth.changePassword.differ'), path: ['repeatPassword'] });
  const form = useForm({ mode: 'controlled', initialValues: { currentPassword: '', newPassword: '', repeatPassword: '' }, validate: zodResolver(schema) });
  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    submitOnce(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          if (session) {
            const rest = { userType: session.userType, user: session.user };
            sessionStore.setUser(rest);
            void navigate(homePathFor(rest), { replace: true });
          }
          alertSuccess(t('auth.changePassword.done'));
        },
      },
    ),
  );
  return (
    <Paper withBorder radius="md" p="lg" maw={460} mx="auto" mt="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={1} fz={24}>
            {t('auth.changePassword.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('auth.changePassword.intro')}
          </Text>
          <PasswordInput label={t('auth.changePassword.current')} withAsterisk autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <PasswordInput label={t('auth.changePassword.new')} withAsterisk autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordInput label={t('auth.changePassword.repeat')} withAsterisk autoComplete="new-password" {...form.getInputProps('repeatPassword')} />
          <Button type="submit" loading={change.isPending}>
            {t('auth.changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
export default ChangePasswordPage;
