import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-allowed state: it replaces the whole page, so it carries the page's level-one heading. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Title order={1} size="h2">{t('errors.notAllowedTitle')}</Title>
      <Text>{t('errors.notAllowed')}</Text>
      <Button component={Link} to="/">
        {t('errors.toStart')}
      </Button>
    </Stack>
  );
}
