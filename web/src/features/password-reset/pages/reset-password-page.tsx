import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordBody } from '@praxisport/contract/password-reset';
import { AuthCard } from '../../../components/ui/auth-card';
import { alertSuccess } from '../../../lib/notify';
import { keepAlerts } from '../../../lib/keep-alerts';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useResetPassword } from '../api/password-reset';

/**
 * /reset-password?token=… (and /admin/reset-password): a new password from the mailed link; with
 * `invite=1` the same for an imported student setting their first password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useLocation().pathname.startsWith('/admin');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const isInvite = params.get('invite') === '1';
  const reset = useResetPassword(isAdmin ? 'admin' : 'user');
  const submitOnce = useSubmitOnce(reset);
  // the contract's limits (8 to 200 characters), every error at once
  const schema = resetPasswordBody
    .pick({ password: true })
    .extend({ repeat: z.string() })
    .refine((v) => v.repeat === v.password, { error: t('passwordReset.reset.differ'), path: ['repeat'] });
  const form = useForm({ mode: 'controlled', initialValues: { password: '', repeat: '' }, validate: zodResolver(schema) });
  const signin = isAdmin ? '/admin/signin' : '/signin';
  const submit = form.onSubmit(({ password }) =>
    submitOnce(
      { token, password },
      {
        onSuccess: () => {
          alertSuccess(t(isInvite ? 'passwordReset.reset.inviteDone' : 'passwordReset.reset.done'));
          void navigate(signin, { replace: true, state: keepAlerts });
        },
      },
    ),
  );
  const title = t(isInvite ? 'passwordReset.reset.inviteTitle' : 'passwordReset.reset.title');
  return (
    <AuthCard size={440} brand={isAdmin ? 'PraxisPort Admin' : undefined} title={title} intro={t('passwordReset.reset.intro')}>
      <Stack gap="md">
        {!token ? (
          <Alert color="red" variant="outline" role="alert">
            {t('passwordReset.reset.noToken')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <PasswordInput
                label={t('passwordReset.reset.password')}
                autoComplete="new-password"
                {...form.getInputProps('password')}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
              />
              <PasswordInput
                label={t('passwordReset.reset.repeat')}
                autoComplete="new-password"
                {...form.getInputProps('repeat')}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
              />
              <Button type="submit" fullWidth loading={reset.isPending}>
                {t('passwordReset.reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={isAdmin ? '/admin/forgot-password' : '/forgot-password'} size="sm" ta="center">
          {t('passwordReset.reset.newLink')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
export default ResetPasswordPage;
