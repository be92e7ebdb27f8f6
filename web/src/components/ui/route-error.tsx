import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { loadShownLanguage } from '../../lib/i18n';
import { NotFound } from './not-found';

/**
 * The error element of every route: a thrown error (or a page chunk that failed to load) shows
 * this instead of a blank screen. `standalone`: outside a layout, so it brings its own main landmark.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  // a route that failed before its texts were there (e.g. its chunk did not load): fetch them and render again
  const [, textsLoaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    loadShownLanguage().then(textsLoaded, () => undefined);
  }, []);
  if (!isRouteErrorResponse(error)) console.error(error);
  const body =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : (
      <Stack align="center" py="xl" role="alert">
        <Title order={1}>{t('errors.crashTitle')}</Title>
        <Text ta="center">{t('errors.crash')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('errors.toStart')}
          </Button>
        </Group>
      </Stack>
    );
  return standalone ? <main>{body}</main> : body;
}
