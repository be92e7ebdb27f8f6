import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from './i18n';
import en from '../locales/en/errors.json';
import { contractMessages, loadContractMessages, translateIssue, translateServerMessage } from './server-messages';

const lookup = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en);

beforeAll(() => loadContractMessages());
afterEach(() => i18n.changeLanguage('de'));

describe('server messages in both languages', () => {
  it('finds the messages of every contract domain', () => {
    expect(contractMessages.map((m) => m.key)).toEqual(expect.arrayContaining(['auth.invalidCredentials', 'class.fillForm', 'comment.tooLong', 'upload.tooLarge']));
  });

  it('every contract message has an English translation in locales/en/errors.json', () => {
    const missing = contractMessages.filter((m) => typeof lookup(m.key) !== 'string' || !lookup(m.key)).map((m) => `${m.key}: ${m.text}`);
    expect(missing).toEqual([]);
  });

  it('German stays as the server sent it; English gets the translation; the specification\'s alert texts stay verbatim', async () => {
    expect(translateServerMessage('E-Mail oder Passwort ist falsch', 'UNAUTHENTICATED')).toBe('E-Mail oder Passwort ist falsch');
    await i18n.changeLanguage('en');
    expect(translateServerMessage('E-Mail oder Passwort ist falsch', 'UNAUTHENTICATED')).toBe('E-mail or password is wrong');
    expect(translateServerMessage('Only Supervisor is allowed to add classes!', 'FORBIDDEN')).toBe('Only Supervisor is allowed to add classes!');
    expect(translateServerMessage('Bitte alle Felder richtig ausfüllen!', 'VALIDATION_ERROR')).toBe('Bitte alle Felder richtig ausfüllen!');
  });

  it('a dynamic text falls back to its code in English; no message at all names the code in German', async () => {
    expect(translateServerMessage(undefined, 'TOO_MANY_REQUESTS')).toBe('Zu viele Anfragen. Bitte später erneut versuchen.');
    expect(translateServerMessage('Einsatz 3: Bitte einen Einsatzort auswählen.', 'VALIDATION_ERROR')).toBe('Einsatz 3: Bitte einen Einsatzort auswählen.');
    await i18n.changeLanguage('en');
    expect(translateServerMessage('Einsatz 3: Bitte einen Einsatzort auswählen.', 'VALIDATION_ERROR')).toBe('Please check your input.');
    expect(translateServerMessage('?', 'SOMETHING_NEW')).toBe('Something went wrong. Please try again.');
  });

  it('ISSUE-6 the contract\'s form texts (phone, password length) have their own English text, one home each', async () => {
    const { authMessages } = await import('@praxisport/contract/auth');
    const { updateProfileBody } = await import('@praxisport/contract/profile');
    await i18n.changeLanguage('en');
    const phone = updateProfileBody.safeParse({ contact: 'abc' }).error!.issues[0]!;
    expect(phone.message).toBe(authMessages.phoneFormat);
    expect(translateIssue(phone)).toBe('Phone: 6–20 characters, only digits, +, spaces, / and -.');
    expect(translateIssue({ message: authMessages.passwordTooLong, code: 'too_big', maximum: 200 })).toBe('The password may be at most 200 characters long.');
  });

  it('form issues of the contract schemas are translated by message or by issue code', async () => {
    await i18n.changeLanguage('en');
    expect(translateIssue({ message: 'Der Kommentar darf höchstens 5000 Zeichen lang sein.', code: 'too_big', maximum: 5000 })).toBe('The comment may be at most 5000 characters long.');
    expect(translateIssue({ message: 'Nachname darf höchstens 100 Zeichen lang sein.', code: 'too_big', maximum: 100 })).toBe('At most 100 characters.');
    expect(translateIssue({ message: 'Nachname darf nicht leer sein.', code: 'too_small', minimum: 1 })).toBe('Required');
  });
});
