import '../../../lib/i18n';
import { renderScreen } from '../../../test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/api-routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import i18n from '../../../lib/i18n';
import { USER_SESSION_KEY } from '../../../lib/session';
import { SignInPage } from './signin-page';

const renderSignIn = () => renderScreen(<SignInPage />, '/signin');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const session = (userType: string, _id = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f') => ({ userType, user: { _id, firstName: 'Lena', name: 'Schmidt', email: 'l@x.de', userType } });

describe('SignInPage', { timeout: 15_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  // what GET /api/user/auth/options answers (every render asks); every other call goes to fetchMock
  let options: { provider: boolean; passwordSignIn: boolean };
  let optionsAsked = 0;
  beforeEach(() => {
    fetchMock.mockReset();
    options = { provider: false, passwordSignIn: true };
    optionsAsked = 0;
    vi.stubGlobal(
      'fetch',
      checkedFetch((input, init) => {
        if (String(input) !== '/api/user/auth/options') return fetchMock(input, init);
        optionsAsked++;
        return Promise.resolve(json(200, options));
      }),
    );
    localStorage.clear();
  });
  afterEach(async () => {
    notifications.clean();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    await i18n.changeLanguage('de');
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

  describe("the school's account", () => {
    const providerLink = () => screen.findByRole('link', { name: 'Mit Schulkonto anmelden' });

    it('is offered only when the server has a provider; the password form stays', async () => {
      renderSignIn();
      await waitFor(() => expect(optionsAsked).toBe(1));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Mit Schulkonto anmelden' })).not.toBeInTheDocument());
      expect(screen.queryByText('oder')).not.toBeInTheDocument();
    });

    it('a configured provider shows a link to its start, after "oder" below the password form', async () => {
      options = { provider: true, passwordSignIn: true };
      renderSignIn();
      const link = await providerLink();
      expect(link).toHaveAttribute('href', '/api/user/auth/provider/start');
      expect(screen.getByText('oder')).toBeInTheDocument();
      expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Registrieren' })).toBeInTheDocument();
      // the form comes first: it does not move when the options arrive
      expect(screen.getByRole('button', { name: 'Sign In' }).compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('a click shows it as loading; a second click does not start the sign-in again', async () => {
      options = { provider: true, passwordSignIn: true };
      // after the page's handler: whether it let the browser go, then no navigation (jsdom has none)
      const letGo: boolean[] = [];
      const record = (e: Event) => {
        letGo.push(!e.defaultPrevented);
        e.preventDefault();
      };
      document.addEventListener('click', record);
      renderSignIn();
      const link = await providerLink();
      fireEvent.click(link);
      await waitFor(() => expect(link).toHaveAttribute('data-loading', 'true'));
      fireEvent.click(link);
      document.removeEventListener('click', record);
      expect(letGo).toEqual([true, false]);
    });

    it('without password sign-in: only the provider, no e-mail, password, reset or sign-up', async () => {
      options = { provider: true, passwordSignIn: false };
      renderSignIn();
      await providerLink();
      expect(screen.queryByLabelText('E-Mail')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Passwort')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Passwort vergessen?' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Registrieren' })).not.toBeInTheDocument();
      expect(screen.queryByText('oder')).not.toBeInTheDocument();
      expect(screen.getByText('Melden Sie sich mit Ihrem Schulkonto an.')).toBeInTheDocument();
    });

    it('while the options load, and when they fail, the page is the password form', async () => {
      vi.stubGlobal('fetch', checkedFetch(() => Promise.resolve(json(404, { code: 'NOT_FOUND', messages: [{ message: 'not found' }] }))));
      renderSignIn();
      expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument());
      expect(screen.queryByRole('link', { name: 'Mit Schulkonto anmelden' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it("?provider=studentUnknown shows the outcome's text as an alert", async () => {
      renderScreen(<SignInPage />, '/signin?provider=studentUnknown');
      expect(await screen.findByRole('alert')).toHaveTextContent('Für Ihr Schulkonto gibt es in PraxisPort kein Konto.');
      expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    });

    it('the outcome speaks the language of the page, also after a switch', async () => {
      await i18n.changeLanguage('en');
      renderScreen(<SignInPage />, '/signin?provider=created');
      expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been created and is waiting for the administration to approve it.');
      await userEvent.click(screen.getByText('Deutsch'));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ihr Konto wurde angelegt und wartet auf die Freigabe durch die Verwaltung.'));
    });

    it('an unknown outcome shows nothing', async () => {
      renderScreen(<SignInPage />, '/signin?provider=toString');
      await waitFor(() => expect(optionsAsked).toBe(1));
      // the contract's messages are there once a known outcome would show
      await import('@praxisport/contract/auth');
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('?provider=ok stores the session the callback opened and goes home', async () => {
      fetchMock.mockResolvedValueOnce(json(200, session('teacher')));
      renderScreen(<SignInPage />, '/signin?provider=ok');
      expect(await screen.findByTestId('where')).toHaveTextContent('/classes');
      expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/auth/session');
      expect(JSON.parse(localStorage.getItem(USER_SESSION_KEY)!)).toEqual(session('teacher'));
    });

    it('?provider=ok without a session says the sign-in failed', async () => {
      fetchMock.mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', messages: [{ message: 'Bitte melden Sie sich an.' }] }));
      renderScreen(<SignInPage />, '/signin?provider=ok');
      expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung mit dem Schulkonto ist fehlgeschlagen. Bitte erneut versuchen.');
      expect(localStorage.getItem(USER_SESSION_KEY)).toBeNull();
    });
  });
});
