import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { staticLinks } from '../static-content';
import classes from './static-page.module.css';

export { classes as staticClasses };

/**
 * The one layout of the static screens (D2 §2.8, decision 019): a back link, the heading, an
 * intro, a print button, the 'not saved' note where input is not kept (AMB-139), the content, and
 * the links to the other static screens (STAT-07). On paper only the heading, intro and content
 * remain (print stylesheet in static-page.module.css).
 */
export function StaticPage({
  title,
  intro,
  back,
  notSaved = false,
  printable = true,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  back?: { to: string; label: string };
  notSaved?: boolean;
  printable?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="md" maw={1100} mx="auto" className={classes.page} w="100%">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" data-print="hide">
          {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && (
            <Text c="gray.7" size="sm" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {printable && (
          <Button variant="light" onClick={() => window.print()} data-print="hide">
            {t('staticPages.print')}
          </Button>
        )}
      </Group>
      {notSaved && (
        <Alert color="yellow" variant="light" title={t('staticPages.notSaved')} data-testid="not-saved" data-print="hide" styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}>
          <Text size="sm">{t('staticPages.notSavedText')}</Text>
        </Alert>
      )}
      {children}
      <Paper component="nav" aria-label={t('staticPages.more')} withBorder p="sm" radius="md" data-print="hide" mt="md">
        <Text fw={600} size="sm" mb={4}>
          {t('staticPages.more')}
        </Text>
        <Group gap="md" wrap="wrap">
          {staticLinks
            .filter((l) => l.to.toLowerCase() !== pathname.toLowerCase())
            .map((l) => (
              <Anchor key={l.key} component={Link} to={l.to} size="sm">
                {t(`staticPages.links.${l.key}`)}
              </Anchor>
            ))}
        </Group>
      </Paper>
    </Stack>
  );
}

/** A titled part of a static screen that stays on one page when printed where it fits. */
export function StaticSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}
