import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { LoginBody } from '@praxisport/contract/auth';
import { ApiError } from '../../../lib/api-client';
import { alertError, apiErrorMessage } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useLazyResolver } from '../../../lib/zod-form';
import { loadShownLanguage } from '../../../lib/i18n';
import { loadContractMessages, translateServerMessage } from '../../../lib/server-messages';
import { homePathFor, sessionStore } from '../../../lib/session';
import { useLogin } from '../api/login';
import { getSession, useSignInOptions } from '../api/sign-in-options';
import { AuthCard } from '../../../components/ui/auth-card';

/**
 * Loaded when the form is first used or the provider sent an outcome, not with the page (bundle budget):
 * the contract's auth module (schema, zod, the provider's messages), the other texts of the shown
 * language and the server messages' keys (their English texts).
 */
const loadSignInSupport = () => Promise.all([import('@praxisport/contract/auth'), loadShownLanguage(), loadContractMessages()]).then(([m]) => m);

/** Outcomes of the provider that are no failure: the account waits for the administration. */
const INFO_OUTCOMES = new Set(['created', 'pending']);

/** The server sends the browser on to the school's provider; the provider's callback comes back to this page. */
const PROVIDER_START = '/api/user/auth/provider/start';

/**
 * Sign in at / and /signin (AUTH-01..AUTH-13): empty fields alert and send nothing; success stores
 * the session and goes home by role; a failure with a response shows messages[0].message.
 * With the school's provider configured, "Mit Schulkonto anmelden" (decision 034); its callback comes
 * back as `?provider=<outcome>`: `ok` opens the session, any other shows the outcome's text once.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const submitOnce = useSubmitOnce(login);
  const options = useSignInOptions();
  // the API client marks a session that answered 401 (AUTH-38); said once, on this visit
  const [isExpired] = useState(sessionStore.wasExpired);
  useEffect(() => sessionStore.clearExpired(), []);
  const lazy = useLazyResolver<LoginBody>(() => loadSignInSupport().then((m) => m.loginBody));
  const form = useForm({ mode: 'controlled', initialValues: { email: '', password: '' }, validate: lazy.validate });
  // the server's German text, shown in the page's language (a language switch translates it anew)
  const [providerNotice, setProviderNotice] = useState<{ message: string; info: boolean }>();
  useProviderOutcome(setProviderNotice);
  const [starting, setStarting] = useState(false);
  // Back from the provider's page restores this one from the browser's cache, button still loading
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setStarting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // until the options answer (or when they fail), the page is the password form it always was;
  // without a provider the form stays whatever the options say, so the page never offers nothing
  const provider = options?.provider ?? false;
  const passwordSignIn = !provider || (options?.passwordSignIn ?? true);

  const startProvider = (e: MouseEvent<HTMLAnchorElement>) => {
    // a new tab (middle or modified click) leaves this page as it is
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (starting) return e.preventDefault(); // the browser is already on its way
    setStarting(true);
  };

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
    <AuthCard title={t('auth.signin.title')} intro={t(passwordSignIn ? 'auth.signin.intro' : 'auth.signin.introProvider')} size={440}>
      <Stack gap="md">
        {isExpired && (
          <Alert color="blue" variant="outline" role="status" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
            {t('auth.signin.sessionExpired')}
          </Alert>
        )}
        {providerNotice && (
          <Alert color={providerNotice.info ? 'blue' : 'red'} variant="outline" role="alert" styles={{ message: { color: 'var(--mantine-color-dark-7)' } }}>
            {translateServerMessage(providerNotice.message)}
          </Alert>
        )}
        {passwordSignIn && (
          <form onSubmit={submit} onFocus={lazy.prefetch} noValidate>
            <Stack gap="md">
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
            </Stack>
          </form>
        )}
        {/* below the form, so that the form does not move when the options arrive */}
        {provider && passwordSignIn && <Divider label={t('auth.signin.or')} labelPosition="center" />}
        {provider && (
          // a real link: the server answers with the redirect to the school's provider
          <Button component="a" href={PROVIDER_START} fullWidth variant={passwordSignIn ? 'default' : 'filled'} loading={starting} onClick={startProvider}>
            {t('auth.signin.withProvider')}
          </Button>
        )}
        {passwordSignIn && (
          <Text size="sm" ta="center">
            {t('auth.signin.noAccount')}{' '}
            <Anchor component={Link} to="/signup" fw={600}>
              {t('auth.signin.toSignup')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}

/**
 * The provider's callback ends at `/signin?provider=<outcome>`: the address goes back to /signin at once
 * (a reload does not repeat it); `ok` stores the session the callback opened and goes home, a key of
 * providerMessages shows its text, any other value is ignored.
 */
function useProviderOutcome(show: (notice: { message: string; info: boolean }) => void) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [outcome] = useState(() => searchParams.get('provider'));
  // once per visit: the second run of a development mount and a new `navigate` after the address changed do nothing
  const handled = useRef(false);
  useEffect(() => {
    if (outcome === null || handled.current) return;
    handled.current = true;
    void navigate('/signin', { replace: true });
    const showOutcome = (key: string) =>
      loadSignInSupport().then(({ providerMessages }) => {
        if (Object.hasOwn(providerMessages, key)) show({ message: providerMessages[key as keyof typeof providerMessages], info: INFO_OUTCOMES.has(key) });
      });
    if (outcome !== 'ok') return void showOutcome(outcome);
    getSession().then(
      (session) => {
        sessionStore.setUser(session);
        void navigate(session.mustChangePassword ? '/change-password' : homePathFor(session), { replace: true });
      },
      // the session is not there (its cookie refused or gone): the sign-in did not work
      () => void showOutcome('failed'),
    );
  }, [outcome, navigate, show]);
}
export default SignInPage;
