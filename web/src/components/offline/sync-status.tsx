import { Indicator, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsOnline, useOffline } from '../../lib/offline';
// with the button (this chunk loads after the page): opened offline it must not wait for another download
import SyncDialog from './sync-dialog';

function CloudIcon({ offline }: { offline: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M18 10h-1.26A8 8 0 1 0 9 20h9a5 5 0 0 0 0-10z" />
      {offline && <line x1="3" y1="3" x2="21" y2="21" />}
    </svg>
  );
}

/** The top bar's sync status: how many changes wait (a red dot when one was refused); opens the details. */
export function SyncStatus() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const { writes } = useOffline();
  const [opened, setOpened] = useState(false);
  const refused = writes.some((w) => w.state === 'conflict');
  const label = writes.length ? t('offline.sync.button', { count: writes.length }) : t('offline.sync.buttonNone');
  return (
    <>
      <Indicator label={writes.length || undefined} disabled={!writes.length} color={refused ? 'red.9' : 'orange.9'} size={18} offset={4}>
        <UnstyledButton
          onClick={() => setOpened(true)}
          aria-label={isOnline ? label : `${t('offline.offline')} – ${label}`}
          data-testid="sync-status"
          p={4}
          c={isOnline ? undefined : 'orange.9'}
          style={{ display: 'flex' }}
        >
          <CloudIcon offline={!isOnline} />
        </UnstyledButton>
      </Indicator>
      {opened && <SyncDialog onClose={() => setOpened(false)} />}
    </>
  );
}
