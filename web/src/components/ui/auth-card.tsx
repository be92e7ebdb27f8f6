import type { ReactNode } from 'react';
import { Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch';

/** The frame of the sign-in, sign-up and admin sign-in screens: logo, title, language switch, a card. */
export function AuthCard({ title, intro, size, brand = 'PraxisPort', children }: { title: string; intro?: string; size: number; brand?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container component="main" size={size} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Image src="/logo.svg" alt={t('topBar.logo')} w={36} h={36} />
            <Text fw={700} fz="lg">
              {brand}
            </Text>
          </Group>
          <LanguageSwitch />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xs" mb="md">
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {intro && (
              <Text c="gray.7" size="sm">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
