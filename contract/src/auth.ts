import { z } from 'zod';
import { hasNoControlChars, idSchema, isoDate, lfceChoices, placementOptions, signupUserTypes, textError, trimmed, userTypeSchema } from './common';
import { publicUser } from './users';

/** Texts of D1 §8 and the PROPOSED server messages (AMB-29, SEC-10, SEC-11). */
export const authMessages = {
  incomplete: 'Bitte alle Felder richtig ausfüllen!',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein !',
  created: 'Account erfolgreich erstellt!',
  invalidCredentials: 'E-Mail oder Passwort ist falsch',
  pending: 'Ihr Konto wurde noch nicht freigegeben. Bitte warten Sie auf die Freigabe durch die Verwaltung.',
  tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte in einer Minute erneut versuchen.',
  /** Too many failures from one address across accounts (password spraying). */
  tooManyAttemptsFromAddress: 'Zu viele fehlgeschlagene Anmeldeversuche von dieser Adresse. Bitte in 15 Minuten erneut versuchen.',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
  usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Keine Berechtigung für diese Aktion.',
  /** Every call but sign-out and the password change, while a one-time password is still in use (ADR 014). */
  mustChangePassword: 'Bitte ändern Sie zuerst Ihr Einmal-Passwort.',
  tooManyRegistrations: 'Zu viele Registrierungen von dieser Adresse. Bitte später erneut versuchen.',
  unknownClass: 'Die gewählte Klasse existiert nicht.',
  rejected: 'Ihre Registrierung wurde von der Verwaltung abgelehnt.',
  deactivated: 'Ihr Konto wurde deaktiviert. Bitte wenden Sie sich an die Verwaltung.',
  currentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
  samePassword: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordTooLong: 'Passwort darf höchstens 200 Zeichen lang sein.',
  passwordEmpty: 'Passwort darf nicht leer sein.',
  currentPasswordEmpty: 'Aktuelles Passwort darf nicht leer sein.',
  emailInvalid: 'Bitte eine gültige E-Mail-Adresse angeben.',
  usernameFormat: 'Benutzername: 3–50 Zeichen, nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich.',
  phoneFormat: 'Telefon: 6–20 Zeichen, nur Ziffern, +, Leerzeichen, / und -.',
  dobInPast: 'Das Geburtsdatum muss in der Vergangenheit liegen.',
  userTypeInvalid: 'Bitte einen Benutzertyp wählen: Praxisbegleitung, Praxisanleitung oder Auszubildende/r.',
  classIdInvalid: 'Bitte eine Klasse wählen.',
  lfceInvalid: 'LF/CE muss LF oder CE sein.',
  /** PASSWORD_SIGNIN=false: users sign in through the school's provider; admins always may use their password. */
  passwordSignInOff: 'Die Anmeldung mit Passwort ist abgeschaltet. Bitte melden Sie sich mit Ihrem Schulkonto an.',
} as const;

/**
 * Sign-in with the school's account (OpenID Connect, decision 034). The callback sends the browser to
 * `/signin?provider=<key>`; the page shows the text of that key (`ok`: signed in, the page fetches the session).
 */
export const providerMessages = {
  notConfigured: 'Die Anmeldung mit dem Schulkonto ist nicht eingerichtet.',
  failed: 'Die Anmeldung mit dem Schulkonto ist fehlgeschlagen. Bitte erneut versuchen.',
  expired: 'Die Anmeldung hat zu lange gedauert oder wurde in einem anderen Fenster begonnen. Bitte erneut versuchen.',
  cancelled: 'Die Anmeldung mit dem Schulkonto wurde abgebrochen.',
  unavailable: 'Der Anmeldedienst der Schule ist nicht erreichbar. Bitte später erneut versuchen.',
  emailUnverified: 'Ihr Schulkonto übermittelt keine bestätigte E-Mail-Adresse. Bitte wenden Sie sich an die Verwaltung Ihrer Schule.',
  studentUnknown: 'Für Ihr Schulkonto gibt es in PraxisPort kein Konto. Auszubildende werden mit ihrer Klasse angelegt – bitte wenden Sie sich an Ihre Praxisbegleitung.',
  linkedElsewhere: 'Dieses PraxisPort-Konto ist bereits mit einem anderen Schulkonto verbunden. Bitte wenden Sie sich an die Verwaltung.',
  created: 'Ihr Konto wurde angelegt und wartet auf die Freigabe durch die Verwaltung.',
  pending: authMessages.pending,
  rejected: authMessages.rejected,
  deactivated: authMessages.deactivated,
} as const;
export type ProviderOutcome = keyof typeof providerMessages | 'ok';

/** GET /api/user/auth/options (public): what the sign-in page offers. */
export const signInOptions = z.object({
  /** "Mit Schulkonto anmelden" is shown. */
  provider: z.boolean(),
  /** Users may sign in with their password (admins always may). */
  passwordSignIn: z.boolean(),
});
export type SignInOptions = z.infer<typeof signInOptions>;

/**
 * POST /api/user/auth/logout: 204, or 200 with the provider's sign-out address when the session came
 * from the provider and it supports RP-initiated logout; the browser goes there next.
 */
export const logoutResponse = z.object({ endSessionUrl: z.url() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

export const loginBody = z.object({
  email: trimmed(254, 'E-Mail'),
  password: z
    .string({ error: textError('Passwort') })
    .min(1, { error: authMessages.passwordEmpty })
    .max(200, { error: authMessages.passwordTooLong }),
});
export type LoginBody = z.infer<typeof loginBody>;

export const sessionUser = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  userType: userTypeSchema,
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * The login answer, stored as the session (AUTH-07, AUTH-35); also GET /api/user/auth/session, which the
 * sign-in page reads after a provider sign-in. `mustChangePassword`: the password
 * was set by an admin and must be changed before anything else (ADR 014).
 */
export const loginResponse = z.object({
  userType: userTypeSchema,
  user: sessionUser,
  mustChangePassword: z.boolean().optional(),
  /** The account has no password of its own: it signs in only through the school's provider (no password change or reset). */
  providerOnly: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Placement n (labelled 'Einsatz n' in the UI, AMB-23): one of the unique options (AMB-22). */
const placement = (n: number) =>
  z.enum(placementOptions as [string, ...string[]], { error: `Einsatz ${n}: Bitte einen Einsatzort aus der Liste wählen.` });

/**
 * An address of an uploaded file: the pre-signed URL without its query (UPL-03). Absolute with the
 * server's PUBLIC_URL, or a path ('/api/upload/files/…') where the server has none.
 */
export const fileAddress = (label: string) =>
  z
    .string({ error: textError(label) })
    .max(2000, { error: `${label}: die Adresse ist zu lang.` })
    .refine((s) => (/^https?:\/\//.test(s) ? URL.canParse(s) : s.startsWith('/api/upload/files/')) && !s.includes('?') && hasNoControlChars(s), {
      error: `${label}: ungültige Dateiadresse.`,
    });

const tooLong = (label: string, max: number) => ({ error: `${label} darf höchstens ${max} Zeichen lang sein.` });

/**
 * Registration (AUTH-17..AUTH-32, SEC-08, SEC-11, AMB-24, AMB-145).
 * Student: grade and impatient1–5 required. Supervisor: lfce, default 'LF'.
 */
export const registerFields = z.object({
    name: trimmed(100, 'Nachname'),
    firstName: trimmed(100, 'Vorname'),
    username: trimmed(50, 'Benutzername').pipe(
      z.string().regex(/^[A-Za-z0-9._-]{3,50}$/, { error: authMessages.usernameFormat }),
    ),
    email: z
      .string({ error: textError('E-Mail') })
      .trim()
      .max(254, tooLong('E-Mail', 254))
      .pipe(z.email({ error: authMessages.emailInvalid })),
    password: z
      .string({ error: textError('Passwort') })
      .min(8, { error: authMessages.passwordTooShort })
      .max(200, tooLong('Passwort', 200)),
    repeatPassword: z.string({ error: textError('Passwort wiederholen') }).max(200, tooLong('Passwort wiederholen', 200)).optional(),
    contact: z
      .string({ error: textError('Telefon') })
      .trim()
      .regex(/^(?=.{6,20}$)\+?[0-9][0-9 /-]*[0-9]$/, { error: authMessages.phoneFormat }),
    dob: isoDate('Geburtsdatum').refine((s) => s < new Date().toISOString().slice(0, 10), {
      error: authMessages.dobInPast,
    }),
    userType: z.enum(signupUserTypes, { error: authMessages.userTypeInvalid }),
    profile: fileAddress('Profilbild'),
    signature: fileAddress('Unterschrift'),
    grade: z.uuid({ error: authMessages.classIdInvalid }).optional(),
    lfce: z.enum(lfceChoices, { error: authMessages.lfceInvalid }).optional(),
    impatient1: placement(1).optional(),
    impatient2: placement(2).optional(),
    impatient3: placement(3).optional(),
    impatient4: placement(4).optional(),
    impatient5: placement(5).optional(),
  });

export const registerBody = registerFields.superRefine((v, ctx) => {
    if (v.repeatPassword !== undefined && v.repeatPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: 'Die Passwörter stimmen nicht überein !' });
    }
    if (v.userType === 'student') {
      if (!v.grade) ctx.addIssue({ code: 'custom', path: ['grade'], message: 'Bitte eine Klasse auswählen!' });
      for (const n of [1, 2, 3, 4, 5] as const) {
        if (!v[`impatient${n}`]) ctx.addIssue({ code: 'custom', path: [`impatient${n}`], message: `Einsatz ${n}: Bitte einen Einsatzort auswählen.` });
      }
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const registerResponse = z.object({ user: publicUser });

export const adminLoginBody = loginBody.extend({ userType: z.literal('admin').optional() });
export const adminAccount = z.object({
  _id: idSchema,
  email: z.string(),
  firstName: z.string(),
  name: z.string(),
  userType: z.literal('admin'),
});
export type AdminAccount = z.infer<typeof adminAccount>;
export const adminLoginResponse = z.object({ userType: z.literal('admin'), admin: adminAccount });
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

/** POST /api/user/auth/changePassword (ADR 014): the signed-in user replaces their password. */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: textError('Aktuelles Passwort') })
    .min(1, { error: authMessages.currentPasswordEmpty })
    .max(200, { error: authMessages.passwordTooLong }),
  newPassword: z
    .string({ error: textError('Neues Passwort') })
    .min(8, { error: authMessages.passwordTooShort })
    .max(200, { error: authMessages.passwordTooLong }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
