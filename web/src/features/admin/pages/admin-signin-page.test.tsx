import '../../../lib/i18n';
import { renderScreen } from '../../../test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/api-routes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { ADMIN_SESSION_KEY } from '../../../lib/session';
import { AdminSignInPage } from './admin-signin-page';

const renderPage = () => renderScreen(<AdminSignInPage />, '/admin/signin');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const admin = { userType: 'admin', admin: { _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', email: 'admin@praxisport.de', firstName: 'Verwaltung', name: 'PraxisPort', userType: 'admin' } };

describe('AdminSignInPage', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', checkedFetch(fetchMock));
    localStorage.clear();
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('ADM-01 ADM-02 ERR-11 an empty email shows the alert and sends no request', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Passwort'), 'praxisport');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill the form correctly!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ADM-03 ADM-04 sends userType admin, stores the admin session and goes to /admin/dashboard', async () => {
    fetchMock.mockResolvedValueOnce(json(200, admin));
    renderPage();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'admin@praxisport.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'praxisport');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/admin/dashboard');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ email: 'admin@praxisport.de', password: 'praxisport', userType: 'admin' });
    expect(JSON.parse(localStorage.getItem(ADMIN_SESSION_KEY)!)).toEqual(admin);
  });

  it('ADM-05 AMB-13 a failed admin sign-in shows messages[0].message', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', messages: [{ message: 'E-Mail oder Passwort ist falsch' }] }));
    renderPage();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'admin@praxisport.de');
    await userEvent.type(screen.getByLabelText('Passwort'), 'falsch');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail oder Passwort ist falsch');
    expect(localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });
});
