import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import { admins, users } from '../../db/schema/users';

export type NotificationRecord = typeof notifications.$inferSelect;
export interface Recipient {
  userId?: string;
  adminId?: string;
}

const ownedBy = (r: Recipient) => (r.userId ? eq(notifications.userId, r.userId) : eq(notifications.adminId, r.adminId!));

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

/** Where a page ends: the last notification's creation time at full precision (as PostgreSQL writes it) and id. */
export interface NotificationsCursor {
  createdAt: string;
  id: string;
}

/**
 * A page of the recipient's notifications, newest first, older than `before`; `next` is the cursor
 * of the page's last one when more follow. Served by notifications_user_idx / _admin_idx.
 */
export async function listNotificationsPage(
  db: DbOrTx,
  r: Recipient,
  limit: number,
  before?: NotificationsCursor,
): Promise<{ rows: NotificationRecord[]; next: NotificationsCursor | null }> {
  const rows = await db
    .select({ n: notifications, cursorAt: sql<string>`${notifications.createdAt}::text` })
    .from(notifications)
    .where(and(ownedBy(r), before ? sql`(${notifications.createdAt}, ${notifications.id}) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page.map((x) => x.n), next: rows.length > limit && last ? { createdAt: last.cursorAt, id: last.n.id } : null };
}

export async function countUnread(db: DbOrTx, r: Recipient): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(ownedBy(r), isNull(notifications.readAt)));
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

/** Sets e-mail on or off for each of the kinds, one statement for them all. */
export async function saveEmailSwitches(db: DbOrTx, ownerId: string, switches: { kind: string; email: boolean }[]): Promise<void> {
  if (switches.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(switches.map((s) => ({ ownerId, kind: s.kind, email: s.email })))
    .onConflictDoUpdate({ target: [notificationPreferences.ownerId, notificationPreferences.kind], set: { email: sql`excluded.email`, updatedAt: new Date() } });
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

/** Which of these dedupe keys a user has been notified under already: one query for a whole class. */
export async function usedDedupeKeys(db: DbOrTx, userId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: notifications.dedupeKey })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.dedupeKey, keys)));
  return new Set(rows.map((r) => r.key!));
}
