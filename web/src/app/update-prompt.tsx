/// <reference types="vite-plugin-pwa/client" />
import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerSW } from 'virtual:pwa-register';
import { alertUntilClosed } from '../lib/notify';

const NOTIFICATION_ID = 'app-update';
// the browser looks for a new service worker on navigations only; a page left open all day asks hourly
const CHECK_EVERY_MS = 60 * 60 * 1000;
// the worker's install downloads the whole app shell (≈ 240 files); right at the load event those requests took the
// browser's connections to the server (6 over HTTP/1.1) before the page's own API requests and delayed its content
export const REGISTER_AFTER_MS = 5000;

function UpdateMessage({ activate }: { activate: () => Promise<void> }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    <>
      <Text size="sm">{t('appUpdate.saveFirst')}</Text>
      <Button
        size="xs"
        mt="xs"
        loading={reloading}
        onClick={() => {
          setReloading(true);
          void activate();
        }}
      >
        {t('appUpdate.reload')}
      </Button>
    </>
  );
}

/** The title follows the language like every text; the notification is shown outside the app's components. */
function UpdateTitle() {
  const { t } = useTranslation();
  return t('appUpdate.available');
}

/**
 * Registers the service worker (decision 033; main.tsx loads this chunk after the page's load event, in production
 * builds only, so that it takes nothing from the first load; the worker a few seconds later) and,
 * when a new build's worker waits, shows a notification that stays until the person reloads or closes it. The new
 * worker takes over only on 'Neu laden': code is never swapped under a half-filled form, and a form with unsaved
 * changes still asks before the page goes (lib/unsaved-changes). A closed prompt comes back on the next load, as
 * long as the new worker waits.
 */
export function watchForUpdates() {
  setTimeout(register, REGISTER_AFTER_MS);
}

function register() {
  const update = registerSW({
    // update(true): the waiting worker takes over, then the page reloads
    onNeedRefresh: () => alertUntilClosed(NOTIFICATION_ID, <UpdateTitle />, <UpdateMessage activate={() => update(true)} />),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });
}
