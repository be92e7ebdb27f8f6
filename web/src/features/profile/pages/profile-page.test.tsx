import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls, ids, renderWithAlerts, signInAs, stubFetch } from '../../../test/render';
import { USER_SESSION_KEY } from '../../../lib/session';
import { ProfilePage } from './profile-page';

const profile = { _id: ids.student, firstName: 'Lena', name: 'Schmidt', email: 'l@x.de', userType: 'student', contact: null, profile: null, signature: null, language: 'de' };

describe('ISSUE-15 own profile', { timeout: 30_000 }, () => {
  it('saves phone and language; shows the e-mail switches of the role; changes the password with the current one', async () => {
    signInAs('student');
    const fetch = stubFetch({
      'GET /api/user/profile': profile,
      'PATCH /api/user/profile': ({ body }: { body?: unknown }) => ({ ...profile, ...JSON.parse(String(body)) }),
      'GET /api/notifications/preferences': { email: { talkSubmitted: true, assessmentGraded: true } },
      'PUT /api/notifications/preferences': { email: { talkSubmitted: false, assessmentGraded: true } },
      'POST /api/user/auth/changePassword': null,
    });
    const user = renderWithAlerts(<ProfilePage />, { route: '/profile', path: '/profile' });
    await user.type(await screen.findByLabelText('Telefon'), '+49 30 123456');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Profil gespeichert.')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ contact: '+49 30 123456', language: 'de' });

    await user.click(screen.getByRole('switch', { name: 'Gespräch zur Bestätigung eingereicht' }));
    expect(calls(fetch)).toContain('PUT /api/notifications/preferences');

    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'altes-passwort');
    await user.type(screen.getByLabelText('Neues Passwort'), 'neues-passwort');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'neues-passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Passwort geändert. Andere Anmeldungen wurden beendet.')).toBeInTheDocument();
    const change = fetch.mock.calls.find(([u]) => String(u) === '/api/user/auth/changePassword')!;
    expect(JSON.parse(String(change[1]!.body))).toEqual({ currentPassword: 'altes-passwort', newPassword: 'neues-passwort' });
  });

  it('ISSUE-6 the password form checks the contract\'s limits and shows every error at once; nothing is sent', async () => {
    signInAs('student');
    const fetch = stubFetch({ 'GET /api/user/profile': profile, 'GET /api/notifications/preferences': { email: {} } });
    const user = renderWithAlerts(<ProfilePage />, { route: '/profile', path: '/profile' });
    await user.type(await screen.findByLabelText('Neues Passwort'), 'kurz');
    await user.type(screen.getByLabelText('Passwort wiederholen'), 'anders');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Bitte ausfüllen.')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeInTheDocument();
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    // longer than the contract's 200 characters: refused in the form, not by the server
    const long = 'x'.repeat(201);
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'altes-passwort');
    await user.clear(screen.getByLabelText('Neues Passwort'));
    await user.click(screen.getByLabelText('Neues Passwort'));
    await user.paste(long);
    await user.clear(screen.getByLabelText('Passwort wiederholen'));
    await user.click(screen.getByLabelText('Passwort wiederholen'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Passwort darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/user/auth/changePassword');
  });

  it('shows the stored profile picture and signature (read through this origin with the session), none when nothing is stored', async () => {
    signInAs('student');
    stubFetch({
      'GET /api/user/profile': { ...profile, profile: 'http://localhost:3000/api/upload/files/0b1c6a52-4f4e-4a7e-9c1b-2d3e4f5a6b7c.png' },
      'GET /api/notifications/preferences': { email: { talkSubmitted: true, assessmentGraded: true } },
    });
    renderWithAlerts(<ProfilePage />, { route: '/profile', path: '/profile' });
    const picture = await screen.findByRole('img', { name: 'Ihr aktuelles Profilbild' });
    expect(picture).toHaveAttribute('src', '/api/upload/files/0b1c6a52-4f4e-4a7e-9c1b-2d3e4f5a6b7c.png');
    expect(screen.queryByRole('img', { name: 'Ihre aktuelle Unterschrift' })).not.toBeInTheDocument();
    expect(screen.getByText('Noch kein Bild hinterlegt.')).toBeInTheDocument();
  });

  it("an account of the school's provider has no password of its own: no password change", async () => {
    localStorage.setItem(USER_SESSION_KEY, JSON.stringify({ userType: 'student', user: { _id: ids.student, firstName: 'Lena', name: 'Schmidt', email: 'l@x.de', userType: 'student' }, providerOnly: true }));
    stubFetch({ 'GET /api/user/profile': profile, 'GET /api/notifications/preferences': { email: {} } });
    renderWithAlerts(<ProfilePage />, { route: '/profile', path: '/profile' });
    expect(await screen.findByLabelText('Telefon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profilbild und Unterschrift' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Passwort ändern' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Aktuelles Passwort')).not.toBeInTheDocument();
  });
});
