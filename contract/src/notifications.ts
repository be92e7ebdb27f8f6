import { z } from 'zod';
import { idSchema } from './common';

/** Notifications (ADR 022). In-app always; e-mail per kind unless switched off. */
export const notificationKinds = ['talkSubmitted', 'absenceOver8', 'absenceOver10', 'guidanceDisputed', 'staffSignup', 'assessmentGraded', 'statusChanged'] as const;
export const notificationKind = z.enum(notificationKinds, { error: 'Unbekannte Benachrichtigungsart.' });
export type NotificationKind = z.infer<typeof notificationKind>;

export const notificationMessages = {
  notFound: 'Diese Benachrichtigung gibt es nicht.',
  unknownKind: 'Unbekannte Benachrichtigungsart.',
  badLimit: 'Seitengröße: eine ganze Zahl von 1 bis 50.',
  badCursor: 'Diese Seitenmarke ist ungültig.',
} as const;

export const notificationRow = z.object({
  _id: idSchema,
  kind: notificationKind,
  /** Names and labels the text is made of; only what the recipient may read. */
  params: z.record(z.string(), z.string()),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type NotificationRow = z.infer<typeof notificationRow>;

/**
 * GET /api/notifications: the unread count and the latest 50, newest first. Paged by cursor when
 * asked (`notificationsQuery`): `?limit=` a page's size (1–50), `?before=` the previous
 * page's `nextCursor`; then `nextCursor` is in the answer (null on the last page).
 */
export const notificationsResponse = z.object({ unread: z.number().int(), notifications: z.array(notificationRow), nextCursor: z.string().nullable().optional() });
export const NOTIFICATIONS_PAGE_MAX = 50;
export const notificationsQuery = z.object({
  limit: z.coerce
    .number({ error: notificationMessages.badLimit })
    .int({ error: notificationMessages.badLimit })
    .min(1, { error: notificationMessages.badLimit })
    .max(NOTIFICATIONS_PAGE_MAX, { error: notificationMessages.badLimit })
    .optional(),
  before: z.string({ error: notificationMessages.badCursor }).max(200, { error: notificationMessages.badCursor }).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationPreferences = z.object({ email: z.partialRecord(notificationKind, z.boolean()) });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Unknown kinds and kinds of another role are refused by the server with `unknownKind`. */
export const savePreferencesBody = z.object({ email: z.record(z.string().max(40), z.boolean({ error: 'Ein Wert muss ja oder nein sein.' })) });
export type SavePreferencesBody = z.infer<typeof savePreferencesBody>;

/** The kinds each recipient can get (the settings show only these). */
export const kindsFor = {
  student: ['talkSubmitted', 'assessmentGraded', 'statusChanged'],
  supervisor: ['absenceOver8', 'absenceOver10', 'statusChanged'],
  teacher: ['guidanceDisputed'],
  kilian: [],
  admin: ['staffSignup'],
} as const satisfies Record<string, readonly NotificationKind[]>;
