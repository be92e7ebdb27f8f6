import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@praxisport/contract/users';
import { formatDate } from '../../../lib/dates';

const dash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

/** Email, birth date DD-MM-YYYY and phone, with a dash when empty (STU-10). */
export function StudentProfile({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const fields = [
    { label: t('users.home.email'), value: dash(user.email) },
    { label: t('users.home.dob'), value: formatDate(user.dob) },
    { label: t('users.home.contact'), value: dash(user.contact) },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
        {fields.map((f) => (
          <Stack key={f.label} gap={2}>
            <Text component="dt" size="sm" c="gray.7">
              {f.label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {f.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
