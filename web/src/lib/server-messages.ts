import i18n from './i18n';

/** Each contract message as `<domain>.<key>` (e.g. 'auth.invalidCredentials'), the key of its translation in errors.json. */
export const contractMessages: { key: string; text: string }[] = [];
const keyOf = new Map<string, string>();

/**
 * Every `<domain>Messages` object of the contract: the texts the server sends (German, or the
 * specification's own English alert texts), as `[key, text]` pairs evaluated at build time
 * (plugins/contract-messages.ts), so a new domain's messages are found here without its schemas
 * and zod riding along (importing the contract modules cost every page ≈ 50 KB).
 * A chunk of its own, loaded with a page's texts (app/router.tsx) or when the sign-in form is first
 * used (not part of the sign-in page's load).
 */
let loaded: Promise<void> | undefined;
export function loadContractMessages(): Promise<void> {
  loaded ??= import('virtual:contract-messages').then(({ default: pairs }) => {
    for (const [key, text] of pairs) {
      contractMessages.push({ key, text });
      if (!keyOf.has(text)) keyOf.set(text, key);
    }
  });
  return loaded;
}

const isGerman = () => (i18n.language ?? 'de').startsWith('de');

/**
 * A text from the server (or from a contract schema) in the user's language: a contract message
 * by its key in errors.json; any other (dynamic) text as it is in German and, in English, the
 * generic text of its `code` (VALIDATION_ERROR, FORBIDDEN, …).
 */
export function translateServerMessage(message: string | undefined, code = 'ERROR'): string {
  const key = message ? keyOf.get(message) : undefined;
  if (key) return i18n.t(`errors.${key}`, { defaultValue: message });
  if (message && isGerman()) return message;
  return i18n.t(`errors.codes.${code}`, { defaultValue: i18n.t('errors.codes.ERROR') });
}

/** One zod issue of a form (the contract's schemas speak German) in the user's language. */
export function translateIssue(issue: { message: string; code?: string; maximum?: unknown; minimum?: unknown }): string {
  const key = keyOf.get(issue.message);
  if (key) return i18n.t(`errors.${key}`, { defaultValue: issue.message });
  if (isGerman()) return issue.message;
  if (issue.code === 'too_big') return i18n.t('errors.validation.tooLong', { max: Number(issue.maximum) });
  if (issue.code === 'too_small') return Number(issue.minimum) <= 1 ? i18n.t('errors.validation.required') : i18n.t('errors.validation.tooShort', { min: Number(issue.minimum) });
  if (issue.code === 'invalid_format') return i18n.t('errors.validation.format');
  return i18n.t('errors.validation.invalid');
}
