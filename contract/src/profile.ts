import { z } from 'zod';
import { authMessages, fileAddress } from './auth';
import { textError } from './common';

/** The own profile from the top bar. */
export const profileMessages = {
  saved: 'Profil gespeichert.',
  languageInvalid: 'Bitte eine Sprache wählen: Deutsch oder Englisch.',
} as const;

export const languages = ['de', 'en'] as const;
export const languageSchema = z.enum(languages, { error: profileMessages.languageInvalid });
export type Language = z.infer<typeof languageSchema>;

export const profileResponse = z.object({
  _id: z.string(),
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string(),
  contact: z.string().nullable(),
  profile: z.string().nullable(),
  signature: z.string().nullable(),
  language: languageSchema,
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const updateProfileBody = z.object({
  contact: z
    .string({ error: textError('Telefon') })
    .trim()
    .regex(/^(?=.{6,20}$)\+?[0-9][0-9 /-]*[0-9]$/, { error: authMessages.phoneFormat })
    .optional(),
  profile: fileAddress('Profilbild').optional(),
  signature: fileAddress('Unterschrift').optional(),
  language: languageSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
