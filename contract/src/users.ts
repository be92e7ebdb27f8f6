import { z } from 'zod';
import { idSchema, lfceChoices, userTypeSchema } from './common';

/**
 * Account states (ADR 014): 'pending' until an admin approves a staff sign-up, 'rejected' when
 * refused, 'deactivated' when an admin switched the account off. Only 'active' signs in.
 */
export const userStatuses = ['active', 'pending', 'rejected', 'deactivated'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Messages of the users' routes. */
export const userMessages = {
  notFound: 'Benutzer nicht gefunden.',
  forbidden: 'Sie haben keinen Zugriff auf diesen Benutzer.',
} as const;

/**
 * A user as the screens show them (never the password, SEC-07): the student home shows the name,
 * e-mail, birth date and phone (STU-10), the other pages the name. Username, pictures and
 * placements are not sent: no screen reads them from here (data minimisation, ADR 027).
 */
export const publicUser = z.object({
  _id: idSchema,
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  dob: z.string().nullable(),
  userType: userTypeSchema,
  grade: z.string().nullable(),
  lfce: z.enum(lfceChoices).nullable(),
  status: z.enum(userStatuses),
});
export type PublicUser = z.infer<typeof publicUser>;

/** `{userId}` of a path: /grade/{userId}, /grade/notJoined/{userId}, /admin/users/{userId}/approve. */
export const userIdParams = z.object({ userId: idSchema });

/** GET /user/byId/{id} (API-12). */
export const byIdParams = z.object({ id: idSchema });
export const byIdResponse = z.object({ user: publicUser });

export const pendingUser = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  userType: userTypeSchema,
});
export type PendingUser = z.infer<typeof pendingUser>;
export const pendingUsersResponse = z.object({ users: z.array(pendingUser) });
/** PATCH /admin/users/{userId}/approve (API-P22). */
export const approveParams = userIdParams;
export const approveResponse = z.object({ user: publicUser });

/** GET /user/getSupervisors (API-13, ENT-16): active supervisors. */
export const supervisorsResponse = z.object({
  supervisors: z.array(z.object({ _id: idSchema, firstName: z.string(), name: z.string() })),
});
export type SupervisorRow = z.infer<typeof supervisorsResponse>['supervisors'][number];
