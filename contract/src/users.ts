import { z } from 'zod';
import { idSchema, userTypeSchema } from './common';
import { publicUser } from './auth';

export const userIdParams = z.object({ id: idSchema });
export const byIdResponse = z.object({ user: publicUser });

export const pendingUser = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  userType: userTypeSchema,
});
export const pendingUsersResponse = z.object({ users: z.array(pendingUser) });
export const approveParams = z.object({ userId: idSchema });
export const approveResponse = z.object({ user: publicUser });
