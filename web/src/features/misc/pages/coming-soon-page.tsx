import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Routes of later issues (issue 2, item 8): a plain placeholder until they land. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Stack py="xl" align="center">
      <Text>{t('common.comingSoon')}</Text>
    </Stack>
  );
}
export default ComingSoonPage;
