import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { admins, users } from '../../db/schema/users';

export type NotificationRecord = typeof notifications.$inferSelect;
export interface Recipient {
  userId?: string;
  adminId?: string;
}

const ownedBy = (r: Recipient) => (r.userId ? eq(notifications.userId, r.userId) : eq(notifications.adminId, r.adminId!));

/**
 * For the prepared reads (issue 17): a user's and an admin's are two statements each, the owner
 * a placeholder ('ownerId'); `of` names the variant, `ownerId` is the value to execute with.
 */
const owner = (r: Recipient) =>
  r.userId
    ? { of: 'user', ownerId: r.userId, where: () => eq(notifications.userId, sql.placeholder('ownerId')) }
    : { of: 'admin', ownerId: r.adminId!, where: () => eq(notifications.adminId, sql.placeholder('ownerId')) };

/** Inserts a notification; with a `dedupeKey` already used for this recipient, nothing (returns false). */
export async function insertNotification(
  db: DbOrTx,
  v: Recipient & { kind: string; params: Record<string, string>; link: string; dedupeKey?: string },
): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values({ userId: v.userId ?? null, adminId: v.adminId ?? null, kind: v.kind, params: v.params, link: v.link, dedupeKey: v.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function listNotifications(db: DbOrTx, r: Recipient, limit = 50): Promise<NotificationRecord[]> {
  const o = owner(r);
  return prepared(db, `notifications_of_${o.of}`, (d) =>
    d.select().from(notifications).where(o.where()).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(sql.placeholder('limit')),
  ).execute({ ownerId: o.ownerId, limit });
}

/** Where a page ends: the last notification's creation time at full precision (as PostgreSQL writes it) and id. */
export interface NotificationsCursor {
  createdAt: string;
  id: string;
}

/**
 * A page of the recipient's notifications, newest first, older than `before` (issue 17); `next` is
 * the cursor of the page's last one when more follow. Served by notifications_user_idx / _admin_idx.
 */
export async function listNotificationsPage(
  db: DbOrTx,
  r: Recipient,
  limit: number,
  before?: NotificationsCursor,
): Promise<{ rows: NotificationRecord[]; next: NotificationsCursor | null; unread: number | null }> {
  const o = owner(r);
  const column = r.userId ? sql.raw('user_id') : sql.raw('admin_id');
  // four statements: a user's or an admin's, the first page or one after a cursor; the unread count
  // comes with every row (one query instead of two; issue 17), from countUnread when the page is empty
  const rows = await prepared(db, `notifications_page_of_${o.of}_${before ? 'before' : 'first'}`, (d) =>
    d
      .select({
        n: notifications,
        cursorAt: sql<string>`${notifications.createdAt}::text`,
        unread: sql<number>`(select count(*)::int from notifications u where u.${column} = ${sql.placeholder('ownerId')} and u.read_at is null)`,
      })
      .from(notifications)
      .where(before ? and(o.where(), sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder('beforeAt')}::timestamptz, ${sql.placeholder('beforeId')}::uuid)`) : o.where())
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit')),
  ).execute(before ? { ownerId: o.ownerId, limit: limit + 1, beforeAt: before.createdAt, beforeId: before.id } : { ownerId: o.ownerId, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page.map((x) => x.n), next: rows.length > limit && last ? { createdAt: last.cursorAt, id: last.n.id } : null, unread: rows[0]?.unread ?? null };
}

export async function countUnread(db: DbOrTx, r: Recipient): Promise<number> {
  const o = owner(r);
  const [row] = await prepared(db, `notifications_unread_of_${o.of}`, (d) =>
    d.select({ n: count() }).from(notifications).where(and(o.where(), isNull(notifications.readAt))),
  ).execute({ ownerId: o.ownerId });
  return Number(row?.n ?? 0);
}

/** Marks one of the recipient's notifications read; false when it is not theirs or unknown. */
export async function markRead(db: DbOrTx, r: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())`, updatedAt: new Date() })
    .where(and(ownedBy(r), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, r: Recipient): Promise<void> {
  await db.update(notifications).set({ readAt: new Date(), updatedAt: new Date() }).where(and(ownedBy(r), isNull(notifications.readAt)));
}

export async function emailSwitches(db: DbOrTx, ownerId: string): Promise<Map<string, boolean>> {
  const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.ownerId, ownerId));
  return new Map(rows.map((r) => [r.kind, r.email]));
}

export async function saveEmailSwitch(db: DbOrTx, ownerId: string, kind: string, email: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ ownerId, kind, email })
    .onConflictDoUpdate({ target: [notificationPreferences.ownerId, notificationPreferences.kind], set: { email, updatedAt: new Date() } });
}

/** Address, name and language of a recipient. */
export async function findRecipient(db: DbOrTx, r: Recipient) {
  if (r.userId) {
    const [row] = await db.select({ email: users.email, firstName: users.firstName, name: users.name, language: users.language }).from(users).where(eq(users.id, r.userId)).limit(1);
    return row ?? null;
  }
  const [row] = await db.select({ email: admins.email, firstName: admins.firstName, name: admins.name, language: admins.language }).from(admins).where(eq(admins.id, r.adminId!)).limit(1);
  return row ?? null;
}

export async function listAdminIds(db: DbOrTx): Promise<string[]> {
  return (await db.select({ id: admins.id }).from(admins)).map((r) => r.id);
}

/** Which of these dedupe keys a user has been notified under already: one query for a whole class (issue 17). */
export async function usedDedupeKeys(db: DbOrTx, userId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // built once (issue 17): every attendance save asks it
  const rows = await prepared(db, 'notifications_used_dedupe_keys', (d) =>
    d
      .select({ key: notifications.dedupeKey })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), sql`${notifications.dedupeKey} = any(${sql.placeholder('keys')}::text[])`)),
  ).execute({ userId, keys });
  return new Set(rows.map((r) => r.key!));
}
