import '../../../lib/i18n';
import { renderScreen } from '../../../test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/api-routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { USER_SESSION_KEY } from '../../../lib/session';
import { SignInPage } from './signin-page';

const renderSignIn = () => renderScreen(<SignInPage />, '/signin');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const session = (userType: string, _id = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f') => ({ userType, user: { _id, firstName: 'Lena', name: 'Schmidt', email: 'l@x.de', userType } });

describe('SignInPage', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', checkedFetch(fetchMock));
    localStorage.clear();
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('AUTH-02 AUTH-03 AUTH-04 shows email, a masked password, the Sign In button and a link to /signup', () => {
    renderSignIn();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/signup');
  });

  it('AUTH-05 ERR-07 an empty field shows the alert and sends no login request', async () => {
    renderSignIn();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'markus.weber@praxisport.de');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Bitte alle Felder richtig ausfüllen!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('AUTH-06 AUTH-07 AUTH-08 a teacher is stored as the session and goes to /classes', async () => {
    fetchMock.mockResolvedValueOnce(json(200, session('teacher')));
    renderSignIn();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'markus.weber@praxisport.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'praxisport');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/classes');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'markus.weber@praxisport.de', password: 'praxisport' });
    expect(JSON.parse(localStorage.getItem(USER_SESSION_KEY)!)).toEqual(session('teacher'));
  });

  it('AUTH-09 a student goes to /{their id}', async () => {
    fetchMock.mockResolvedValueOnce(json(200, session('student', '11111111-2222-4333-8444-555555555555')));
    renderSignIn();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'lena.schmidt@praxisport.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'praxisport');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/11111111-2222-4333-8444-555555555555');
  });

  it('AUTH-11 AUTH-12 ERR-01 a failed login shows messages[0].message, removes a stored session and stays on the page', async () => {
    localStorage.setItem(USER_SESSION_KEY, JSON.stringify(session('teacher')));
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', messages: [{ message: 'E-Mail oder Passwort ist falsch' }] }));
    renderSignIn();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'markus.weber@praxisport.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('E-Mail oder Passwort ist falsch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem(USER_SESSION_KEY)).toBeNull();
  });

  it('AUTH-13 ERR-03 a network failure is only logged: no alert, no navigation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderSignIn();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'markus.weber@praxisport.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'praxisport');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
