import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import { REGISTER_AFTER_MS, watchForUpdates } from './update-prompt';

const sw = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined, update: vi.fn(async (_reload?: boolean) => undefined) }));

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    sw.options = options;
    return sw.update;
  },
}));

/** Starts watching and lets the registration's delay pass. */
function watch() {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    watchForUpdates();
    expect(sw.options).toBeUndefined();
    vi.advanceTimersByTime(REGISTER_AFTER_MS);
  } finally {
    vi.useRealTimers();
  }
  expect(sw.options).toBeDefined();
}

describe('the update prompt', () => {
  beforeEach(async () => {
    notifications.clean();
    sw.update.mockClear();
    sw.options = undefined;
    await i18n.changeLanguage('en');
  });

  it('says nothing until a new version waits, then offers to reload, and only the click lets the new worker take over', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    watch();
    expect(screen.queryByText('New version available – reload')).toBeNull();

    act(() => sw.options!.onNeedRefresh!());
    expect(await screen.findByText('New version available – reload')).toBeVisible();
    expect(sw.update).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(sw.update).toHaveBeenCalledWith(true);
  });

  it('reads German by default', async () => {
    await i18n.changeLanguage('de');
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    watch();
    act(() => sw.options!.onNeedRefresh!());
    expect(await screen.findByText('Neue Version verfügbar – neu laden')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Meldung schließen' })).toBeVisible();
  });
});
