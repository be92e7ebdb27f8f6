import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminLoginBody } from '@praxisport/contract/auth';
import { ApiError } from '../../../lib/api-client';
import { alertError, apiErrorMessage } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
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
  const submitOnce = useSubmitOnce(login);
  // the API client marks a session that answered 401 (AUTH-38); said once, on this visit
  const [isExpired] = useState(sessionStore.wasExpired);
  useEffect(() => sessionStore.clearExpired(), []);
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' }, validate: zodResolver(adminLoginBody) });

  const submit = form.onSubmit(({ email, password }) => {
    submitOnce(
      { email: email.trim(), password },
      {
        onSuccess: (session) => {
          sessionStore.setAdmin(session);
          void navigate('/admin/dashboard');
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return console.error(err);
          if (err.status === 401) sessionStore.clearAdmin(); // AMB-11, as for users (AUTH-12)
          alertError(apiErrorMessage(err));
        },
      },
    );
  }, () => alertError(t('admin.signin.incomplete')));

  return (
    <AuthCard size={440} brand="PraxisPort Admin" title={t('admin.signin.title')} intro={t('admin.signin.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {isExpired && (
            <Alert color="blue" variant="outline" role="status" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
              {t('auth.signin.sessionExpired')}
            </Alert>
          )}
          <TextInput type="email" name="email" autoComplete="username" label={t('admin.signin.email')} {...form.getInputProps('email')} />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            label={t('admin.signin.password')}
            {...form.getInputProps('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('admin.signin.showPassword') }}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('admin.signin.submit')}
          </Button>
          <Anchor component={Link} to="/admin/forgot-password" size="sm" ta="center">
            {t('passwordReset.forgotLink')}
          </Anchor>
          <Anchor component={Link} to="/signin" size="sm" ta="center">
            {t('admin.signin.toUserSignin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
export default AdminSignInPage;
