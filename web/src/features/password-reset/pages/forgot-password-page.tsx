import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { forgotPasswordBody } from '@praxisport/contract/password-reset';
import { AuthCard } from '../../../components/ui/auth-card';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useForgotPassword } from '../api/password-reset';

/** 'Passwort vergessen?' at /forgot-password and /admin/forgot-password: the same answer for any address. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const isAdmin = useLocation().pathname.startsWith('/admin');
  const forgot = useForgotPassword(isAdmin ? 'admin' : 'user');
  const submitOnce = useSubmitOnce(forgot);
  const [sent, setSent] = useState(false);
  // the contract's address check (at most 254 characters, an e-mail)
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: zodResolver(forgotPasswordBody) });
  const submit = form.onSubmit(({ email }) => submitOnce(email.trim(), { onSuccess: () => setSent(true) }));
  return (
    <AuthCard size={440} brand={isAdmin ? 'PraxisPort Admin' : undefined} title={t('passwordReset.forgot.title')} intro={t('passwordReset.forgot.intro')}>
      <Stack gap="md">
        {sent ? (
          <Alert color="green" variant="outline" role="status" data-testid="forgot-sent" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
            {t('passwordReset.forgot.sent')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput type="email" name="email" autoComplete="username" label={t('passwordReset.forgot.email')} {...form.getInputProps('email')} />
              <Button type="submit" fullWidth loading={forgot.isPending}>
                {t('passwordReset.forgot.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={isAdmin ? '/admin/signin' : '/signin'} size="sm" ta="center">
          {t('passwordReset.backToSignin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
export default ForgotPasswordPage;
