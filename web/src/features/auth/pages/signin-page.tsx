import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoginBody } from '@praxisport/contract/auth';
import { ApiError } from '../../../lib/api-client';
import { alertError, apiErrorMessage } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useLazyResolver } from '../../../lib/zod-form';
import { loadShownLanguage } from '../../../lib/i18n';
import { loadContractMessages } from '../../../lib/server-messages';
import { homePathFor, sessionStore } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthCard } from '../../../components/ui/auth-card';

/**
 * Sign in at / and /signin (AUTH-01..AUTH-13): empty fields alert and send nothing; success stores
 * the session and goes home by role; a failure with a response shows messages[0].message.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const submitOnce = useSubmitOnce(login);
  // the API client marks a session that answered 401 (AUTH-38); said once, on this visit
  const [isExpired] = useState(sessionStore.wasExpired);
  useEffect(() => sessionStore.clearExpired(), []);
  // loaded when the form is first used, not with the page (bundle budget): the contract's
  // schema (and zod), the other texts of the shown language and the server messages' keys
  const lazy = useLazyResolver<LoginBody>(() =>
    Promise.all([import('@praxisport/contract/auth'), loadShownLanguage(), loadContractMessages()]).then(([m]) => m.loginBody),
  );
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' }, validate: lazy.validate });

  const submit = lazy.whenReady(form.onSubmit(({ email, password }) => {
    submitOnce(
      { email: email.trim(), password },
      {
        onSuccess: (session) => {
          sessionStore.setUser(session);
          void navigate(session.mustChangePassword ? '/change-password' : homePathFor(session));
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return console.error(err); // no response: only logged (AUTH-13)
          if (err.status === 401) sessionStore.clearUser(); // AUTH-12: we already are on the sign-in page
          alertError(apiErrorMessage(err));
        },
      },
    );
  }, () => alertError(t('auth.messages.incomplete'))));

  return (
    <AuthCard title={t('auth.signin.title')} intro={t('auth.signin.intro')} size={440}>
      <form onSubmit={submit} onFocus={lazy.prefetch} noValidate>
        <Stack gap="md">
          {isExpired && (
            <Alert color="blue" variant="outline" role="status" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
              {t('auth.signin.sessionExpired')}
            </Alert>
          )}
          <TextInput type="email" name="email" autoComplete="username" label={t('auth.signin.email')} {...form.getInputProps('email')} />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            label={t('auth.signin.password')}
            {...form.getInputProps('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('auth.signin.submit')}
          </Button>
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            {t('passwordReset.forgotLink')}
          </Anchor>
          <Text size="sm" ta="center">
            {t('auth.signin.noAccount')}{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              {t('auth.signin.toSignup')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
export default SignInPage;
