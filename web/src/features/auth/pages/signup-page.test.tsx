import '../../../lib/i18n';
import { renderScreen } from '../../../test/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/api-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { placementOptions } from '@praxisport/contract/common';
import { SignUpPage } from './signup-page';

const CLASS_ID = '0b7c1f0e-1d2e-4f3a-9b4c-5d6e7f8a9b0c';
// the public user the server answers a registration with (a pending supervisor)
const registered = {
  _id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', name: 'Schmidt', firstName: 'Lena', username: 'lena.s', email: 'lena.s@example.de', contact: '0431 123456',
  dob: '2003-04-05', userType: 'supervisor', profile: 'http://localhost/api/upload/files/f1.png', signature: 'http://localhost/api/upload/files/f2.png',
  grade: null, lfce: 'CE', impatient1: null, impatient2: null, impatient3: null, impatient4: null, impatient5: null, status: 'pending',
};

const renderSignUp = () => renderScreen(<SignUpPage />, '/signup');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const field = (name: string) => screen.getByRole('textbox', { name });
const password = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input' });
const typeButton = (name: string) => screen.getByRole('button', { name });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

/** Fills every common field with valid values. */
async function fillCommon({ withFiles = true } = {}) {
  const user = userEvent.setup({ delay: null });
  const fill = async (el: HTMLElement, value: string) => {
    await user.click(el);
    await user.paste(value);
  };
  await fill(field('Nachname'), 'Schmidt');
  await fill(field('Vorname'), 'Lena');
  await fill(field('Benutzername'), 'lena.s');
  await fill(field('E-Mail'), 'lena.s@example.de');
  await fill(password('Passwort'), 'geheim123');
  await fill(password('Passwort wiederholen'), 'geheim123');
  await fill(screen.getByRole('textbox', { name: 'Telefon' }), '0431 123456');
  await user.type(screen.getByLabelText(/^Geburtsdatum/, { selector: 'input' }), '2003-04-05');
  if (withFiles) {
    await user.upload(screen.getByTestId('profile-file'), png('profil.png'));
    await user.upload(screen.getByTestId('signature-file'), png('unterschrift.png'));
  }
  return user;
}

// typing a dozen fields in jsdom takes a few seconds on 2 cores
describe('SignUpPage', { timeout: 20_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/grade/signupClasses') return json(200, { classes: [{ _id: CLASS_ID, className: 'PFA 24-1' }] });
      throw new Error(`unexpected fetch ${String(input)}`);
    });
    vi.stubGlobal('fetch', checkedFetch(fetchMock));
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('AUTH-16 AUTH-26 CONST-09 teacher is the default: no class, no placements, no LF/CE', () => {
    renderSignUp();
    expect(typeButton('Praxisanleitung')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('combobox', { name: /Einsatz/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Klasse/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'LF' })).not.toBeInTheDocument();
  });

  it('AUTH-15 AUTH-22 AUTH-23 AUTH-24 CONST-38 AMB-22 AMB-23 student shows the class and five empty placements with unique options', async () => {
    renderSignUp();
    await userEvent.click(typeButton('Auszubildende/r'));
    const selects = screen.getAllByRole('combobox', { name: /^Einsatz [1-5]/ });
    expect(selects).toHaveLength(5);
    for (const select of selects) {
      expect(select).toHaveValue('');
      const options = within(select).getAllByRole('option').map((o) => o.getAttribute('value'));
      expect(options).toEqual(['', ...placementOptions]);
    }
    expect(placementOptions.filter((o) => o === 'Pädiatrie')).toHaveLength(1);
    const grade = screen.getByRole('combobox', { name: /Klasse/ });
    expect(await within(grade).findByRole('option', { name: 'PFA 24-1' })).toHaveValue(CLASS_ID);
    expect(screen.queryByRole('radio', { name: 'LF' })).not.toBeInTheDocument();
  });

  it('AUTH-15 AUTH-25 CONST-10 supervisor shows LF/CE with LF preselected and removes the placements', async () => {
    renderSignUp();
    await userEvent.click(typeButton('Auszubildende/r'));
    await userEvent.click(typeButton('Praxisbegleitung'));
    expect(screen.getByRole('radio', { name: 'LF' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'CE' })).not.toBeChecked();
    expect(screen.queryByRole('combobox', { name: /Einsatz/ })).not.toBeInTheDocument();
    await userEvent.click(typeButton('Praxisanleitung'));
    expect(screen.queryByRole('radio', { name: 'LF' })).not.toBeInTheDocument();
  });

  it('AUTH-28 ERR-08 different passwords show the alert and nothing is uploaded or sent', async () => {
    renderSignUp();
    await userEvent.type(password('Passwort'), 'geheim123');
    await userEvent.type(password('Passwort wiederholen'), 'geheim124');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Passwörter stimmen nicht überein !');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('AUTH-29 AMB-21 a missing required field shows the sign-in wording and nothing is sent', async () => {
    renderSignUp();
    await fillCommon({ withFiles: false });
    await userEvent.upload(screen.getByTestId('profile-file'), png('profil.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte alle Felder richtig ausfüllen!');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('AUTH-30 a student with one placement missing sends no register call', async () => {
    renderSignUp();
    const user = await fillCommon();
    await user.click(typeButton('Auszubildende/r'));
    const grade = screen.getByRole('combobox', { name: /Klasse/ });
    await within(grade).findByRole('option', { name: 'PFA 24-1' });
    await user.selectOptions(grade, CLASS_ID);
    const selects = screen.getAllByRole('combobox', { name: /^Einsatz/ });
    for (const select of selects.slice(0, 4)) await user.selectOptions(select, 'Tagespflege');
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte alle Felder richtig ausfüllen!');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/grade/signupClasses']);
  });

  it('AUTH-17 AUTH-19 AUTH-20 AUTH-21 AUTH-31 AUTH-32 AUTH-33 ERR-09 UPL-01 UPL-02 UPL-03 uploads both images, then registers with their addresses, alerts and goes to /signin', async () => {
    let n = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/upload/preSignedURL/')) return json(200, { url: `http://localhost/api/upload/files/f${++n}.png?sig=abc` });
      if (init?.method === 'PUT') return json(200, { url: url.split('?')[0] });
      if (url === '/api/user/auth/register') return json(201, { user: registered });
      throw new Error(`unexpected fetch ${url}`);
    });
    renderSignUp();
    const user = await fillCommon();
    await user.click(typeButton('Praxisbegleitung'));
    await user.click(screen.getByRole('radio', { name: 'CE' }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/signin');
    expect(await screen.findByText('Account erfolgreich erstellt!')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([u, init]) => `${init?.method ?? 'GET'} ${String(u).split('?')[0]}`);
    expect(calls).toEqual([
      'GET /api/upload/preSignedURL/image%2Fpng',
      'PUT http://localhost/api/upload/files/f1.png',
      'GET /api/upload/preSignedURL/image%2Fpng',
      'PUT http://localhost/api/upload/files/f2.png',
      'POST /api/user/auth/register',
    ]);
    const body = JSON.parse(String(fetchMock.mock.calls[4]![1]?.body));
    expect(body).toEqual({
      name: 'Schmidt',
      firstName: 'Lena',
      username: 'lena.s',
      email: 'lena.s@example.de',
      password: 'geheim123',
      repeatPassword: 'geheim123',
      contact: '0431 123456',
      dob: '2003-04-05',
      userType: 'supervisor',
      lfce: 'CE',
      profile: 'http://localhost/api/upload/files/f1.png',
      signature: 'http://localhost/api/upload/files/f2.png',
    });
  });

  it('AUTH-34 a refused registration shows messages[0].message and stays', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/upload/preSignedURL/')) return json(200, { url: 'http://localhost/api/upload/files/x.png?sig=1' });
      if (init?.method === 'PUT') return json(200, { url: 'http://localhost/api/upload/files/x.png' });
      return json(409, { code: 'CONFLICT', messages: [{ message: 'Diese E-Mail-Adresse ist bereits registriert.', path: 'email' }] });
    });
    renderSignUp();
    const user = await fillCommon();
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese E-Mail-Adresse ist bereits registriert.');
    await waitFor(() => expect(field('E-Mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
