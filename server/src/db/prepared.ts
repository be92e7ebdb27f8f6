import type { Db, DbOrTx } from './client';

/** What Drizzle's `.prepare(name)` answers: a query run with `execute({ …placeholders })`. */
interface Prepared<R> {
  execute: (values?: Record<string, unknown>) => Promise<R>;
}

const cache = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A query that Drizzle builds once per database (issue 17, decision 023) instead of on every
 * request: building the SQL of a select with many columns and joins was 15–20 % of a read's CPU
 * (`is()` checks, casing, parameter merging). Values go in as `sql.placeholder(…)`. The name is
 * also the statement's name in PostgreSQL, so each must be unique. Inside a transaction the query
 * is built as usual (a transaction has its own connection and lives for one request).
 */
export function prepared<R>(db: DbOrTx, name: string, build: (db: DbOrTx) => { prepare: (name: string) => Prepared<R> }): Prepared<R> {
  if ('rollback' in db) return build(db).prepare(name);
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let query = byName.get(name) as Prepared<R> | undefined;
  if (!query) byName.set(name, (query = build(db as Db).prepare(name)));
  return query;
}
