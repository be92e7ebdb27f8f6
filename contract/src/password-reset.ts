import { z } from 'zod';
import { textError } from './common';

/** 'Passwort vergessen?' and invitation links (ADR 022). */
export const passwordResetMessages = {
  invalidLink: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  tooMany: 'Zu viele Anfragen zum Zurücksetzen. Bitte später erneut versuchen.',
  emailInvalid: 'Bitte eine gültige E-Mail-Adresse angeben.',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  tokenInvalid: 'Der Link ist unvollständig.',
} as const;

export const forgotPasswordBody = z.object({
  email: z
    .string({ error: textError('E-Mail') })
    .trim()
    .max(254, { error: passwordResetMessages.emailInvalid })
    .pipe(z.email({ error: passwordResetMessages.emailInvalid })),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: z
    .string({ error: passwordResetMessages.tokenInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: passwordResetMessages.tokenInvalid }),
  password: z
    .string({ error: textError('Passwort') })
    .min(8, { error: passwordResetMessages.passwordTooShort })
    .max(200, { error: passwordResetMessages.passwordTooLong }),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
