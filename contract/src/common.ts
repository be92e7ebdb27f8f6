import { z } from 'zod';

// German default messages for every schema (the product's default language).
z.config(z.locales.de());

/** Ids are UUIDs (ARCHITECTURE: decisions that override AMB-43). */
export const idSchema = z.uuid({ error: 'Ungültige ID.' });

export const userTypes = ['supervisor', 'teacher', 'student', 'kilian'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/** User types that may sign themselves up (kilian accounts are created by an admin, AMB-07). */
export const signupUserTypes = ['supervisor', 'teacher', 'student'] as const;

/**
 * Placement options as given in D1 §5 ('Pädiatrie' listed twice, AUTH-24).
 * The UI shows them once (AMB-22); the server accepts the unique values.
 */
export const placementOptionsAsSpecified = [
  'stationäre Langzeitpflege',
  'stationäre Akutpflege',
  'zentrale Notaufnahme',
  'Intensivstation',
  'Pädiatrie',
  'stationäre Dialyse',
  'ambulante Kurz- und Langzeitpflege',
  'Tagespflege',
  'Kurzzeitpflege',
  'ambulante Pflege',
  'ambulante Dialyse',
  'Pädiatrie',
  'Psychiatrie',
] as const;
export const placementOptions = [...new Set(placementOptionsAsSpecified)] as [string, ...string[]];

export const lfceChoices = ['LF', 'CE'] as const;

/** Messages the server sends for any route: the framework's refusals and unexpected failures. */
export const commonMessages = {
  invalidInput: 'Ungültige Eingabe.',
  invalidRequest: 'Ungültige Anfrage.',
  requestTooLarge: 'Die Anfrage ist zu groß.',
  unsupportedMediaType: 'Dieser Inhaltstyp wird nicht unterstützt.',
  emptyBody: 'Der Inhalt der Anfrage fehlt.',
  invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  invalidContentLength: 'Ungültige Content-Length.',
  tooManyRequests: 'Zu viele Anfragen. Bitte später erneut versuchen.',
  valueRefused: 'Ungültige Eingabe: ein Wert ist zu lang oder enthält unzulässige Zeichen.',
  internal: 'Ein Fehler ist aufgetreten. Bitte erneut versuchen.',
  uriTooLong: 'Die Adresse ist zu lang.',
  badUrl: 'Die Adresse ist ungültig kodiert.',
  databaseUnavailable: 'Die Datenbank ist nicht erreichbar.',
  crossOrigin: 'Anfrage von einer fremden Seite abgelehnt.',
  idempotencyKeyInvalid: 'Der Idempotency-Key muss aus 1 bis 255 sichtbaren ASCII-Zeichen bestehen.',
  idempotencyKeyInProgress: 'Diese Anfrage wird gerade schon bearbeitet.',
  idempotencyKeyReused: 'Dieser Idempotency-Key gehört zu einer anderen Anfrage.',
  routeNotFound: (method: string, url: string) => `Nicht gefunden: ${method} ${url}`,
} as const;

/** One error shape everywhere (ARCHITECTURE: Errors). */
export const errorBody = z.object({
  code: z.string(),
  messages: z.array(z.object({ message: z.string(), path: z.string().optional() })),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ ok: z.literal(true) });

/** The type error of a required text field: "fehlt" when absent, else "muss ein Text sein". */
export const textError = (label: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? `${label} fehlt.` : `${label} muss ein Text sein.`;

/** Control characters (NUL included) that no text field may hold; PostgreSQL refuses NUL outright. */
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasNoControlChars = (s: string) => !controlChars.test(s);

/** A calendar date YYYY-MM-DD within the date picker bounds 1900-01-01..2099-12-31 (CONST-14), messages naming the field. */
export const isoDate = (label: string) =>
  z
    .string({ error: textError(label) })
    .max(10, { error: `${label}: Datum im Format JJJJ-MM-TT angeben.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}: Datum im Format JJJJ-MM-TT angeben.` })
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
      error: `${label}: ungültiges Datum.`,
      abort: true,
    })
    .refine((s) => s >= '1900-01-01' && s <= '2099-12-31', { error: `${label}: das Datum muss zwischen 1900-01-01 und 2099-12-31 liegen.` });

/** A calendar date YYYY-MM-DD within the date picker bounds 1900-01-01..2099-12-31 (CONST-14). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Datum im Format JJJJ-MM-TT angeben.' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    error: 'Ungültiges Datum.',
  })
  .refine((s) => s >= '1900-01-01' && s <= '2099-12-31', { error: 'Das Datum muss zwischen 1900-01-01 und 2099-12-31 liegen.' });

/** A required, trimmed text of 1..max characters without control characters; every message names the field. */
export const trimmed = (max: number, label: string) =>
  z
    .string({ error: textError(label) })
    .trim()
    .min(1, { error: `${label} darf nicht leer sein.` })
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })
    .refine(hasNoControlChars, { error: `${label} enthält unzulässige Steuerzeichen.` });
