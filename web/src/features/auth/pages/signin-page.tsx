import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { alertError } from '../../../lib/notify';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password) {
      alertError(t('auth.messages.incomplete'));
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (session) => {
          sessionStore.setUser(session);
          void navigate(homePathFor(session));
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return console.error(err); // no response: only logged (AUTH-13)
          if (err.status === 401) sessionStore.clearUser(); // AUTH-12: we already are on the sign-in page
          alertError(err.messages[0]?.message ?? err.message);
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth.signin.title')} intro={t('auth.signin.intro')} size={440}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput type="email" name="email" autoComplete="username" label={t('auth.signin.email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            label={t('auth.signin.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('auth.signin.submit')}
          </Button>
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
