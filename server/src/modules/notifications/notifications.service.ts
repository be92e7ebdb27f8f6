import {
  kindsFor,
  notificationMessages,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsQuery,
  type NotificationsResponse,
  type SavePreferencesBody,
} from '@praxisport/contract/notifications';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor';
import { enqueueMail, mailTexts } from '../mail/mail.service';
import { findStudent } from '../users/users.service';
import {
  countUnread,
  emailSwitches,
  findRecipient,
  insertNotification,
  listAdminIds,
  listNotificationsPage,
  markAllRead,
  markRead,
  saveEmailSwitches,
  usedDedupeKeys,
  type NotificationsCursor,
  type Recipient,
} from './notifications.repository';
import { toNotificationRow } from './notifications.presenter';

// the base of links in notification mails, set once when the routes are registered (PUBLIC_URL)
let linkBase = 'http://localhost:3000';
export const setNotificationLinkBase = (base: string) => {
  linkBase = base;
};

export interface NotifyInput {
  /** The recipient: a user … */
  userId?: string;
  /** … or an admin. */
  adminId?: string;
  kind: NotificationKind;
  /** Names and labels for the text: only what the recipient may read anyway. */
  params?: Record<string, string>;
  /** Where the notification leads in the app (a path the recipient may open). */
  link: string;
  /** Notify once per key and recipient (e.g. 'absence8:<studentId>'). */
  dedupeKey?: string;
}

/**
 * Notifies a user or an admin: in-app always; by e-mail unless the recipient switched
 * this kind off. Pass the transaction of the change, so the notification and its mail exist
 * exactly when the change does. Returns false when `dedupeKey` was used before.
 * @example await notify(tx, { userId: studentId, kind: 'assessmentGraded', params: { title }, link: `/assessmentforms/${studentId}` })
 */
export async function notify(tx: DbOrTx, input: NotifyInput): Promise<boolean> {
  const recipient: Recipient = input.userId ? { userId: input.userId } : { adminId: input.adminId };
  if (!recipient.userId && !recipient.adminId) return false;
  const params = input.params ?? {};
  const created = await insertNotification(tx, { ...recipient, kind: input.kind, params, link: input.link, dedupeKey: input.dedupeKey });
  if (!created) return false;
  const ownerId = (recipient.userId ?? recipient.adminId)!;
  if ((await emailSwitches(tx, ownerId)).get(input.kind) === false) return true;
  const to = await findRecipient(tx, recipient);
  if (!to) return true;
  const name = `${to.firstName} ${to.name}`;
  const lang = to.language === 'en' ? 'en' : 'de';
  await enqueueMail(tx, { to: to.email, name, text: mailTexts.notification(lang, input.kind, params, `${linkBase}${input.link}`, name) });
  return true;
}

/** Notifies every admin (a new staff sign-up waits for approval). */
export async function notifyAdmins(tx: DbOrTx, input: Omit<NotifyInput, 'userId' | 'adminId'>): Promise<void> {
  for (const adminId of await listAdminIds(tx)) await notify(tx, { ...input, adminId });
}

/** The absence rates over which a class's supervisor learns of a student, once each. */
export const absenceThresholds = [
  [0.08, 'absenceOver8'],
  [0.1, 'absenceOver10'],
] as const;

/**
 * The class's supervisor learns once per threshold that a student missed more than 8 % and more
 * than 10 % of the recorded hours.
 */
export async function notifyAbsenceThresholds(
  tx: DbOrTx,
  p: { supervisorId: string; classId: string; className: string; students: { id: string; firstName: string; name: string; rate: number }[] },
): Promise<void> {
  const crossed = p.students.flatMap((s) =>
    absenceThresholds
      .filter(([limit]) => s.rate > limit)
      .map(([, kind]) => ({ s, kind, dedupeKey: `${kind}:${s.id}` })),
  );
  // one query for the whole class: only thresholds crossed since the last save notify
  const used = await usedDedupeKeys(tx, p.supervisorId, crossed.map((c) => c.dedupeKey));
  for (const { s, kind, dedupeKey } of crossed) {
    if (used.has(dedupeKey)) continue;
    await notify(tx, {
      userId: p.supervisorId,
      kind,
      params: { student: `${s.firstName} ${s.name}`, className: p.className },
      link: `/classRegisterAnalysis/${p.classId}/statistics`,
      dedupeKey,
    });
  }
}

/** A student disputed a guidance record: its teacher learns it (the student's placements page, which that teacher may read). */
export async function notifyGuidanceDisputed(db: DbOrTx, e: { record: { _id: string }; studentId: string; teacherId: string | null }): Promise<void> {
  if (!e.teacherId) return;
  const student = await findStudent(db, e.studentId);
  await notify(db, {
    userId: e.teacherId,
    kind: 'guidanceDisputed',
    params: { student: student ? `${student.firstName} ${student.name}` : '' },
    link: `/placements/${e.studentId}`,
  });
}

const recipientOf = (actor: Actor): Recipient => (actor.kind === 'admin' ? { adminId: actor.id } : { userId: actor.id });
const kindsOf = (actor: Actor): readonly NotificationKind[] => (actor.kind === 'admin' ? kindsFor.admin : kindsFor[actor.userType]);

const encodeCursor = (c: NotificationsCursor) => encodeTimeCursor({ at: c.createdAt, id: c.id });
/** @throws VALIDATION_ERROR a cursor this server did not hand out */
function decodeCursor(cursor: string): NotificationsCursor {
  const { at, id } = decodeTimeCursor(cursor, notificationMessages.badCursor, 'before');
  return { createdAt: at, id };
}

/** The most notifications one answer lists. */
const PAGE_DEFAULT = 50;

/**
 * The caller's latest notifications and unread count. Paged by cursor when asked: `limit`
 * (default 50), `before` the previous page's `nextCursor`; only a paged request gets `nextCursor`,
 * so a client that does not page gets the plain answer.
 * @throws VALIDATION_ERROR a foreign cursor
 */
export async function getNotifications(db: DbOrTx, actor: Actor, query: NotificationsQuery = {}): Promise<NotificationsResponse> {
  const r = recipientOf(actor);
  const paged = query.limit !== undefined || query.before !== undefined;
  const before = query.before ? decodeCursor(query.before) : undefined;
  const [{ rows, next }, unread] = await Promise.all([listNotificationsPage(db, r, query.limit ?? PAGE_DEFAULT, before), countUnread(db, r)]);
  return {
    unread,
    notifications: rows.map(toNotificationRow),
    ...(paged ? { nextCursor: next ? encodeCursor(next) : null } : {}),
  };
}

/** @throws NOT_FOUND unknown or someone else's */
export async function readNotification(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!(await markRead(db, recipientOf(actor), id))) throw new AppError('NOT_FOUND', notificationMessages.notFound);
}

export async function readAllNotifications(db: DbOrTx, actor: Actor): Promise<void> {
  await markAllRead(db, recipientOf(actor));
}

/** E-mail on or off per kind the caller can get (default on). */
export async function getPreferences(db: DbOrTx, actor: Actor): Promise<NotificationPreferences> {
  const switches = await emailSwitches(db, actor.id);
  return { email: Object.fromEntries(kindsOf(actor).map((k) => [k, switches.get(k) ?? true])) as NotificationPreferences['email'] };
}

/** @throws VALIDATION_ERROR a kind the caller cannot get */
export async function savePreferences(db: DbOrTx, actor: Actor, body: SavePreferencesBody): Promise<NotificationPreferences> {
  const allowed = new Set<string>(kindsOf(actor));
  for (const kind of Object.keys(body.email)) if (!allowed.has(kind)) throw new AppError('VALIDATION_ERROR', notificationMessages.unknownKind, `email.${kind}`);
  const switches = Object.entries(body.email).flatMap(([kind, email]) => (email === undefined ? [] : [{ kind, email }]));
  await saveEmailSwitches(db, actor.id, switches);
  return getPreferences(db, actor);
}
