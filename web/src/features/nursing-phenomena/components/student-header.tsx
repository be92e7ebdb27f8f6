import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The back link and heading every nursing-phenomena page starts with. */
export function PageHeader({ back, backLabel, title, subtitle }: { back: string; backLabel?: string; title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={back} size="sm" data-print="hide">
        {backLabel ?? t('nursingPhenomena.back')}
      </Anchor>
      <div style={{ minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="gray.7" size="sm">
            {subtitle}
          </Text>
        )}
      </div>
    </>
  );
}
