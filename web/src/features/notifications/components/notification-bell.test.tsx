import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { calls, renderPage, stubFetch } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const id = '44444444-4444-4444-8444-444444444444';
const list = (read: boolean) => ({
  unread: read ? 0 : 1,
  notifications: [{ _id: id, kind: 'talkSubmitted', params: { teacher: 'Markus Weber' }, link: '/talksform/intermtalk/x', read, createdAt: '2026-03-02T10:00:00.000Z' }],
});

describe('ISSUE-15 the bell', () => {
  it('shows the unread count; opening a notification marks it read and goes to its page', async () => {
    let read = false;
    const fetch = stubFetch({
      'GET /api/notifications': () => list(read),
      [`POST /api/notifications/${id}/read`]: () => {
        read = true;
        return null;
      },
      'POST /api/notifications/readAll': null,
    });
    const { user } = renderPage(<NotificationBell owner="me" />, { route: '/', path: '/' });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
    await user.click(bell);
    const item = await screen.findByText('Markus Weber hat ein Gespräch zur Bestätigung eingereicht');
    await user.click(item);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/talksform/intermtalk/x'));
    expect(calls(fetch)).toContain(`POST /api/notifications/${id}/read`);
  });

  it('mark all read; an empty list says so', async () => {
    let read = false;
    const fetch = stubFetch({
      'GET /api/notifications': () => (read ? { unread: 0, notifications: [] } : list(false)),
      'POST /api/notifications/readAll': () => {
        read = true;
        return null;
      },
    });
    const { user } = renderPage(<NotificationBell owner="me" />, { route: '/', path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    await user.click(await screen.findByRole('button', { name: 'Alle als gelesen markieren' }));
    expect(await screen.findByText('Keine Benachrichtigungen.')).toBeInTheDocument();
    expect(calls(fetch)).toContain('POST /api/notifications/readAll');
  });
});
