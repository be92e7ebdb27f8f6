import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A foreign key that points at a table's `id`: `child.column` → `parent.id`. */
interface Reference {
  child: string;
  column: string;
  parent: string;
}

/**
 * Tables whose rows about a person are not training records: they go when the person's data is
 * erased (sessions, notifications and their settings, one-time links, mails waiting to be sent).
 */
export const TRANSIENT_TABLES = /session|notification|token|invitation|reset|outbox|mail|preference/;

/** Tables the search does not go through to other people: a class leads to its students, who are not the person. */
const NO_TRAVERSAL_FROM = new Set(['classes', 'users', 'admins']);
/** Secrets are never exported. */
const SECRET_COLUMNS = /password|token|secret|hash/i;

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function references(db: DbOrTx): Promise<Reference[]> {
  return (
    await db.execute<{ child: string; column: string; parent: string }>(sql`
      select c.relname as child, a.attname::text as column, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
      where k.contype = 'f' and n.nspname = 'public' and array_length(k.conkey, 1) = 1 and pa.attname = 'id'
      order by 1, 2`)
  ).rows;
}

async function hasIdColumn(db: DbOrTx, table: string): Promise<boolean> {
  const rows = (await db.execute<{ n: number }>(sql`select count(*)::int as n from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id'`)).rows;
  return Number(rows[0]?.n ?? 0) > 0;
}

const withoutSecrets = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMNS.test(k)));

/**
 * Every row that is about the person: the rows that refer to them, and the rows that belong to
 * those (a form's items, an item's points), following the foreign keys at most three steps and
 * never through a class to its other students. Per table, without secrets.
 */
export async function recordsAbout(db: DbOrTx, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const refs = await references(db);
  const records: Record<string, Record<string, unknown>[]> = {};
  const seen = new Map<string, Set<string>>();
  let frontier: { table: string; ids: string[] }[] = [{ table: 'users', ids: [userId] }];
  for (let depth = 0; depth < 3 && frontier.length; depth++) {
    const next: { table: string; ids: string[] }[] = [];
    for (const { table, ids } of frontier) {
      if (depth > 0 && NO_TRAVERSAL_FROM.has(table)) continue;
      for (const ref of refs.filter((r) => r.parent === table && r.child !== 'users' && r.child !== 'admins')) {
        const rows = (await db.execute<{ r: Record<string, unknown> }>(sql`select row_to_json(t) as r from ${sql.raw(q(ref.child))} t where ${sql.raw(q(ref.column))} = any(${`{${ids.join(',')}}`}::uuid[])`)).rows.map((x) => x.r);
        if (!rows.length) continue;
        const known = seen.get(ref.child) ?? new Set<string>();
        seen.set(ref.child, known);
        const fresh = rows.filter((r) => {
          const key = typeof r.id === 'string' ? r.id : JSON.stringify(r);
          if (known.has(key)) return false;
          known.add(key);
          return true;
        });
        if (!fresh.length) continue;
        (records[ref.child] ??= []).push(...fresh.map(withoutSecrets));
        if (await hasIdColumn(db, ref.child)) next.push({ table: ref.child, ids: fresh.map((r) => String(r.id)) });
      }
    }
    frontier = next;
  }
  return records;
}

/** The person's own row, without secrets: the secret columns are not even selected (data minimisation). */
export async function personRow(db: DbOrTx, userId: string): Promise<Record<string, unknown> | null> {
  const columns = (
    await db.execute<{ column: string }>(sql`
      select column_name as column from information_schema.columns
      where table_schema = 'public' and table_name = 'users' order by ordinal_position`)
  ).rows
    .map((r) => r.column)
    .filter((c) => !SECRET_COLUMNS.test(c));
  const list = sql.raw(columns.map(q).join(', '));
  const rows = (await db.execute<{ r: Record<string, unknown> }>(sql`select row_to_json(u) as r from (select ${list} from users where id = ${userId}) u`)).rows;
  return rows[0] ? rows[0].r : null;
}

/** Deletes the rows of transient tables that refer to the person, or that are addressed to their e-mail; answers how many. */
export async function deleteTransientRows(db: DbOrTx, userId: string, email: string): Promise<number> {
  let removed = 0;
  for (const ref of (await references(db)).filter((r) => r.parent === 'users' && TRANSIENT_TABLES.test(r.child))) {
    const res = await db.execute(sql`delete from ${sql.raw(q(ref.child))} where ${sql.raw(q(ref.column))} = ${userId}`);
    removed += Number((res as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0);
  }
  // mails waiting for the address (written with the address, not a reference)
  const addressed = (
    await db.execute<{ table: string; column: string }>(sql`
      select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying') and table_name ~ ${TRANSIENT_TABLES.source}
        and column_name ~ '(^to|recipient|email|address)'`)
  ).rows;
  for (const { table, column } of addressed) {
    const res = await db.execute(sql`delete from ${sql.raw(q(table))} where lower(${sql.raw(q(column))}) like ${`%${email.toLowerCase()}%`}`);
    removed += Number((res as { rowCount?: number; affectedRows?: number }).rowCount ?? (res as { affectedRows?: number }).affectedRows ?? 0);
  }
  return removed;
}

/**
 * Forgets every stored answer of a write sent with an Idempotency-Key (decision 032), everyone's: an
 * answer may name the person anywhere (a supervisor's answer lists the class's students), and the
 * answers only guard retries for a day.
 */
export async function deleteStoredAnswers(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from idempotency_keys`);
}

/** Replaces everything that identifies the person in their own row; the row stays for the training records that refer to it. */
export async function pseudonymise(db: DbOrTx, userId: string, unusableHash: string): Promise<Date> {
  const short = userId.slice(0, 8);
  const rows = (
    await db.execute<{ erased_at: string }>(sql`
      update users set
        first_name = 'Gelöschte', name = 'Person', username = ${`geloescht-${short}`}, email = ${`geloescht-${userId}@praxisport.invalid`},
        password_hash = ${unusableHash}, oidc_issuer = null, oidc_subject = null, contact = null, dob = null, profile = null, signature = null, lfce = null,
        impatient1 = null, impatient2 = null, impatient3 = null, impatient4 = null, impatient5 = null,
        status = 'deactivated', must_change_password = false, erased_at = now(), updated_at = now()
      where id = ${userId}
      returning erased_at`)
  ).rows;
  return new Date(rows[0]!.erased_at);
}

/** The stored files behind the person's profile picture and signature (their other uploads are training work and stay). */
export async function pictureFiles(db: DbOrTx, addresses: (string | null)[]): Promise<string[]> {
  const keys = addresses.flatMap((a) => (a ? [a.split('/').pop()!.split('?')[0]!] : []));
  if (!keys.length) return [];
  const rows = (await db.execute<{ key: string }>(sql`select key from uploads where key = any(${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[])`)).rows;
  return rows.map((r) => r.key);
}

export async function deleteUploads(db: DbOrTx, keys: string[]): Promise<void> {
  if (keys.length) await db.execute(sql`delete from uploads where key = any(${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[])`);
}
