import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { homePathFor, useUserSession } from '../../../lib/session';

/**
 * Routes of later issues: a heading that says the screen follows, and a way back to the user's
 * home (the admin's dashboard in the back office). On the home itself (kilian's /kiliantasks) the
 * link is left out.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useUserSession();
  const home = pathname.startsWith('/admin/') ? '/admin/dashboard' : session ? homePathFor(session) : '/';
  return (
    <Stack py="xl" align="center" gap="sm" ta="center">
      <Title order={1} size="h2">
        {t('common.comingSoon')}
      </Title>
      <Text c="gray.7">{t('common.comingSoonText')}</Text>
      {home !== pathname && (
        <Button component={Link} to={home} mt="sm">
          {t('errors.toStart')}
        </Button>
      )}
    </Stack>
  );
}
export default ComingSoonPage;
