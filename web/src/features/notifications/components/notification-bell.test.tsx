import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { calls, renderPage, stubFetch } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const id = '44444444-4444-4444-8444-444444444444';
const list = (read: boolean) => ({
  unread: read ? 0 : 1,
  notifications: [{ _id: id, kind: 'talkSubmitted', params: { teacher: 'Markus Weber', talkType: 'intermtalk' }, link: '/talksform/intermtalk/x', read, createdAt: '2026-03-02T10:00:00.000Z' }],
});

describe('ISSUE-15 the bell', () => {
  it('shows the unread count; a notification names the talk; opening it marks it read and goes to its page', async () => {
    let read = false;
    const fetch = stubFetch({
      'GET /api/notifications?limit=20': () => list(read),
      [`POST /api/notifications/${id}/read`]: () => {
        read = true;
        return null;
      },
      'POST /api/notifications/readAll': null,
    });
    const { user } = renderPage(<NotificationBell owner="me" />, { route: '/', path: '/' });
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' });
    await user.click(bell);
    const item = await screen.findByText('Markus Weber hat das Zwischengespräch zur Bestätigung eingereicht');
    await user.click(item);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/talksform/intermtalk/x'));
    expect(calls(fetch)).toContain(`POST /api/notifications/${id}/read`);
  });

  it('mark all read; an empty list says so', async () => {
    let read = false;
    const fetch = stubFetch({
      'GET /api/notifications?limit=20': () => (read ? { unread: 0, notifications: [] } : list(false)),
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

  it('ISSUE-17 shows 20 at a time: "Ältere laden" asks for the page after the cursor', async () => {
    const older = { ...list(true).notifications[0]!, _id: '55555555-5555-4555-8555-555555555555', params: { teacher: 'Eva Braun' } };
    const fetch = stubFetch({
      'GET /api/notifications?limit=20': { ...list(false), nextCursor: 'c1' },
      'GET /api/notifications?limit=20&before=c1': { unread: 1, notifications: [older], nextCursor: null },
    });
    const { user } = renderPage(<NotificationBell owner="me" />, { route: '/', path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    await user.click(await screen.findByRole('button', { name: 'Ältere laden' }));
    // a notification from before talks were named keeps the general sentence
    expect(await screen.findByText('Eva Braun hat ein Gespräch zur Bestätigung eingereicht')).toBeInTheDocument();
    expect(screen.getAllByTestId('notification-item')).toHaveLength(2);
    expect(calls(fetch)).toContain('GET /api/notifications?limit=20&before=c1');
    expect(screen.queryByRole('button', { name: 'Ältere laden' })).not.toBeInTheDocument();
  });

  it('a graded assessment names the test and its category', async () => {
    stubFetch({
      'GET /api/notifications?limit=20': {
        unread: 1,
        notifications: [{ _id: id, kind: 'assessmentGraded', params: { title: 'Vitalzeichen – Wissen' }, link: '/assessment/competency/x', read: false, createdAt: '2026-03-02T10:00:00.000Z' }],
      },
    });
    const { user } = renderPage(<NotificationBell owner="me" />, { route: '/', path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    expect(await screen.findByText('Eine Bewertung wurde abgeschlossen: Vitalzeichen – Wissen')).toBeInTheDocument();
  });

  it('ST-40 a part of the training status that turned amber names the apprentice, the part and the light in words', async () => {
    stubFetch({
      'GET /api/notifications?limit=20': {
        unread: 1,
        notifications: [{ _id: id, kind: 'statusChanged', params: { student: 'Lena Schmidt', part: 'visits', light: 'amber' }, link: '/status/x', read: false, createdAt: '2026-03-02T10:00:00.000Z' }],
      },
    });
    const { user } = renderPage(<NotificationBell owner="me" />, { route: '/', path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 ungelesen' }));
    expect(await screen.findByText('Ausbildungsstand von Lena Schmidt: Praxisbegleitung ist jetzt Gelb')).toBeInTheDocument();
  });
});
