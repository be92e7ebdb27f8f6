import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { offlineStore } from '../../lib/offline';
import { QueryState } from './query-state';

const renderState = (query: { data: string | undefined; error: unknown; isPending: boolean; fetchStatus?: string }) =>
  render(
    <MantineProvider>
      <QueryState query={query}>{(d) => <p>{d}</p>}</QueryState>
    </MantineProvider>,
  );

describe('QueryState offline (decision 031)', () => {
  it('ISSUE-42 a screen never opened on this device, offline: says it needs a connection', () => {
    offlineStore.set({ restoring: false });
    renderState({ data: undefined, error: null, isPending: true, fetchStatus: 'paused' });
    expect(screen.getByRole('status')).toHaveTextContent('Diese Seite wurde auf diesem Gerät noch nicht geöffnet und braucht eine Verbindung.');
  });

  it('ISSUE-42 while the saved data is read back it still loads', () => {
    offlineStore.set({ restoring: true });
    renderState({ data: undefined, error: null, isPending: true, fetchStatus: 'paused' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('ISSUE-42 saved data is shown offline', () => {
    offlineStore.set({ restoring: false });
    renderState({ data: 'Anwesenheitsliste', error: null, isPending: false, fetchStatus: 'paused' });
    expect(screen.getByText('Anwesenheitsliste')).toBeInTheDocument();
  });
});
