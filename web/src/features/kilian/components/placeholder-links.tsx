import { Badge, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Document or explanation links whose documents product has not supplied yet: shown disabled with
 * the reason, rather than pointing at dummy addresses (AMB-120).
 */
export function PlaceholderLinks({ heading, group, keys }: { heading: string; group: 'documentLinks' | 'explanationLinks'; keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={heading}>
      <Title order={2} size="h4" mb="xs">
        {heading}
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {keys.map((k) => (
          <List.Item key={k}>
            <Group gap="xs" wrap="wrap">
              <Text component="span" role="link" aria-disabled="true" c="gray.8" td="underline" data-placeholder-link={k}>
                {t(`kilian.${group}.${k}`)}
              </Text>
              <Badge variant="outline" color="gray.8" style={{ textTransform: 'none' }}>
                {t('kilian.documentSoon')}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

export const documentKeys = ['guide', 'template', 'criteria', 'schedule'] as const;
export const explanationKeys = ['model', 'folders', 'uploads', 'feedback'] as const;
