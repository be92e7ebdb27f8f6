import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ids, renderScreen } from '../../../test/render';
import { checkReply } from '../../../test/api-routes';
import { USER_SESSION_KEY } from '../../../lib/session';
import { ChangePasswordPage } from './change-password-page';

describe('ChangePasswordPage', () => {
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('ISSUE-9 a one-time password is replaced: mismatches send nothing; success clears the flag and goes home', async () => {
    const session = { userType: 'kilian', user: { _id: ids.student, firstName: 'Karl', name: 'Kilian', email: 'k@example.de', userType: 'kilian' }, mustChangePassword: true };
    localStorage.setItem(USER_SESSION_KEY, JSON.stringify(session));
    // the route answers 204 without a body
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      checkReply(init.method ?? 'GET', String(input), 204, null);
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetch);
    renderScreen(<ChangePasswordPage />, '/change-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Aktuelles Passwort/), 'einmal-passwort');
    await user.type(screen.getByLabelText(/^Neues Passwort\s*\*?$/), 'mein-passwort');
    await user.type(screen.getByLabelText(/Neues Passwort wiederholen/), 'anderes-passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Neues Passwort wiederholen/));
    await user.type(screen.getByLabelText(/Neues Passwort wiederholen/), 'mein-passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/'));
    expect(JSON.parse(localStorage.getItem(USER_SESSION_KEY)!)).toEqual({ userType: 'kilian', user: session.user });
    const post = fetch.mock.calls[0]!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ currentPassword: 'einmal-passwort', newPassword: 'mein-passwort' });
  });
});
