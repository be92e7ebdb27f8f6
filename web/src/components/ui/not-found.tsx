import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-found state inside a page (QueryState, a malformed id). */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Title order={1}>404</Title>
      <Text>{t('errors.notFound')}</Text>
      <Button component={Link} to="/">
        {t('errors.toStart')}
      </Button>
    </Stack>
  );
}

/** The not-found screen of an unknown path: the same state as its own page, with the main landmark. */
export function NotFoundPage() {
  return (
    <main>
      <NotFound />
    </main>
  );
}
export default NotFoundPage;
