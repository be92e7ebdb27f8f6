import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../components/ui/auth-card';
import { useForgotPassword } from '../api/password-reset';

/** 'Passwort vergessen?' at /forgot-password and /admin/forgot-password (issue 15): the same answer for any address. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const isAdmin = useLocation().pathname.startsWith('/admin');
  const forgot = useForgotPassword(isAdmin ? 'admin' : 'user');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setError(t('passwordReset.emailInvalid'));
    setError(null);
    forgot.mutate(value, { onSuccess: () => setSent(true) });
  };
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
              <TextInput type="email" name="email" autoComplete="username" label={t('passwordReset.forgot.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} />
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
