import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl">
      <Title order={2}>{t('errors.notAllowedTitle')}</Title>
      <Text>{t('errors.notAllowed')}</Text>
      <Button component={Link} to="/">
        {t('errors.toStart')}
      </Button>
    </Stack>
  );
}
