import { z } from 'zod';
import { publicUser, registerFields } from './auth';

/** API-P23: an admin creates a kilian account. */
export const createKilianBody = registerFields.pick({ firstName: true, name: true, username: true, email: true, password: true }).extend({
  userType: z.literal('kilian', { error: "Benutzertyp muss 'kilian' sein." }).optional(),
});
export type CreateKilianBody = z.infer<typeof createKilianBody>;
export const createKilianResponse = z.object({ user: publicUser });
