import { useState, type FormEvent } from 'react';
import { Anchor, Button, Container, Group, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { alertError } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session';
import { LanguageSwitch } from '../../../components/ui/language-switch';
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
    <Container component="main" size={440} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Image src="/logo.svg" alt={t('topBar.logo')} w={36} h={36} />
            <Text fw={700} fz="lg">
              PraxisPort Admin
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xs" mb="md">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('admin.signin.title')}
            </Title>
            <Text c="gray.7" size="sm">
              {t('admin.signin.intro')}
            </Text>
          </Stack>
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
        </Paper>
      </Stack>
    </Container>
  );
}
export default AdminSignInPage;
