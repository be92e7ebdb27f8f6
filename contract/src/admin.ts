import { z } from 'zod';
import { registerFields } from './auth';
import { publicUser } from './users';

export const adminMessages = {
  adminExists: 'Ein Admin mit dieser E-Mail existiert bereits.',
} as const;

/** API-P23: an admin creates a kilian account. */
export const createKilianBody = registerFields.pick({ firstName: true, name: true, username: true, email: true, password: true }).extend({
  userType: z.literal('kilian', { error: "Benutzertyp muss 'kilian' sein." }).optional(),
});
export type CreateKilianBody = z.infer<typeof createKilianBody>;
export const createKilianResponse = z.object({ user: publicUser });
