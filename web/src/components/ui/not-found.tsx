import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" component="main">
      <Title order={1}>404</Title>
      <Text>{t('errors.notFound')}</Text>
      <Button component={Link} to="/">
        {t('errors.toStart')}
      </Button>
    </Stack>
  );
}
export default NotFoundPage;
