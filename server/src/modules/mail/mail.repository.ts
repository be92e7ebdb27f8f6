import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: DbOrTx, values: { toAddress: string; toName: string | null; subject: string; body: string }): Promise<void> {
  await db.insert(mailOutbox).values(values);
}

export async function listMails(db: DbOrTx, limit = 200): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function findMail(db: DbOrTx, id: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

export type ClaimedMail = {
  id: string;
  to_address: string;
  to_name: string | null;
  subject: string;
  body: string;
  attempts: number;
};

/**
 * Claims due mails for one worker: the rows are locked while they are claimed (SKIP LOCKED, so a
 * second process takes other rows) and leased for `leaseSeconds`, so that no other process sends
 * them while this one does. A process that dies mid-send leaves the lease to expire.
 */
export async function claimDue(db: DbOrTx, { limit, leaseSeconds }: { limit: number; leaseSeconds: number }): Promise<ClaimedMail[]> {
  const res = await db.execute<ClaimedMail>(sql`
    update mail_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1, updated_at = now()
    where id in (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by created_at limit ${limit}
      for update skip locked)
    returning id, to_address, to_name, subject, body, attempts`);
  return res.rows;
}

export async function markSent(db: DbOrTx, id: string, fileName: string | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, fileName, updatedAt: new Date() })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: DbOrTx, id: string, { error, retryInMs, final }: { error: string; retryInMs: number; final: boolean }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: final ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      nextAttemptAt: new Date(Date.now() + retryInMs),
      updatedAt: new Date(),
    })
    .where(eq(mailOutbox.id, id));
}
