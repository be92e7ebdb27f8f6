import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { alertError } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session';
import { AuthCard } from '../../../components/ui/auth-card';
import { useAdminLogin } from '../api/admin-login';

/**
 * Admin sign in at /admin/signin (ADM-01..ADM-05): empty fields alert 'Please fill the form correctly!'
 * and send nothing; failures show messages[0].message (AMB-13); success goes to /admin/dashboard.
 */
export function AdminSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      alertError(t('admin.signin.incomplete'));
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (session) => {
          sessionStore.setAdmin(session);
          void navigate('/admin/dashboard');
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return console.error(err);
          if (err.status === 401) sessionStore.clearAdmin(); // AMB-11, as for users (AUTH-12)
          alertError(err.messages[0]?.message ?? err.message);
        },
      },
    );
  };

  return (
    <AuthCard size={440} brand="PraxisPort Admin" title={t('admin.signin.title')} intro={t('admin.signin.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput type="email" name="email" autoComplete="username" label={t('admin.signin.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            label={t('admin.signin.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('admin.signin.showPassword') }}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('admin.signin.submit')}
          </Button>
          <Anchor component={Link} to="/signin" size="sm" ta="center">
            {t('admin.signin.toUserSignin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
export default AdminSignInPage;
