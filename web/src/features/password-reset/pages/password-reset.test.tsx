import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls, renderWithAlerts, stubFetch } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

describe('ISSUE-15 Passwort vergessen?', { timeout: 30_000 }, () => {
  it('sends the address and answers the same whatever it is', async () => {
    const fetch = stubFetch({ 'POST /api/user/auth/forgotPassword': null });
    const user = renderWithAlerts(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await user.type(screen.getByLabelText('E-Mail'), 'lena.schmidt@praxisport.de');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByTestId('forgot-sent')).toHaveTextContent('Wenn ein Konto mit dieser Adresse besteht');
    expect(calls(fetch)).toEqual(['POST /api/user/auth/forgotPassword']);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ email: 'lena.schmidt@praxisport.de' });
  });

  it('a bad address is refused in the form; nothing is sent', async () => {
    const fetch = stubFetch({});
    const user = renderWithAlerts(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    await user.type(screen.getByLabelText('E-Mail'), 'kein-at');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText('Bitte eine gültige E-Mail-Adresse angeben.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('admins ask through /api/admin/auth', async () => {
    const fetch = stubFetch({ 'POST /api/admin/auth/forgotPassword': null });
    const user = renderWithAlerts(<ForgotPasswordPage />, { route: '/admin/forgot-password', path: '/admin/forgot-password' });
    await user.type(screen.getByLabelText('E-Mail'), 'admin@praxisport.de');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    await screen.findByTestId('forgot-sent');
    expect(calls(fetch)).toEqual(['POST /api/admin/auth/forgotPassword']);
  });

  it('the link sets a new password (8 characters, repeated) and leads to sign-in', async () => {
    const fetch = stubFetch({ 'POST /api/user/auth/resetPassword': null });
    const token = 'A'.repeat(43);
    const user = renderWithAlerts(<ResetPasswordPage />, { route: `/reset-password?token=${token}`, path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Neues Passwort wählen' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Neues Passwort'), '-lang-genug');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'kurz-lang-genug');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByTestId('where')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token, password: 'kurz-lang-genug' });
  });

  it('ISSUE-6 the new password keeps to the contract\'s 200 characters and is repeated; every error at once', async () => {
    const fetch = stubFetch({});
    const user = renderWithAlerts(<ResetPasswordPage />, { route: `/reset-password?token=${'A'.repeat(43)}`, path: '/reset-password' });
    await user.click(screen.getByLabelText('Neues Passwort'));
    await user.paste('x'.repeat(201));
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'anders');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Das Passwort darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an invitation link says "Passwort festlegen"; without a token the page says the link is incomplete', () => {
    stubFetch({});
    renderWithAlerts(<ResetPasswordPage />, { route: '/reset-password?invite=1', path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Passwort festlegen' })).toBeInTheDocument();
    expect(screen.getByText('Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail.')).toBeInTheDocument();
  });
});
