import type pg from 'pg';

/**
 * Server-side prepared statements for the app's repeated queries on PostgreSQL (issue 17,
 * decision 023). Drizzle sends every query as an unnamed statement, which PostgreSQL parses and
 * plans again at each execution: for the short indexed reads of this app that was most of the
 * database's work per query (the bench's statement log, scale 0.1: a class by id 0.13 ms parse +
 * 0.27 ms bind/plan + 0.08 ms execution). A query text seen `after` times gets a name, so that each
 * pooled connection parses it once and PostgreSQL may keep its plan.
 *
 * Bounded: at most `max` names in all (each connection holds at most that many statements); texts
 * beyond stay unnamed, and only data statements (select, insert, update, delete, with) are named.
 * Texts that differ only in the length of a value list (`in ($1, $2, …)`) are different texts and
 * count against the bound; the counting map of unnamed texts is emptied when it fills up.
 */
export function statementNamer({ max = 500, after = 2, maxSeen = 5000 }: { max?: number; after?: number; maxSeen?: number } = {}) {
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  return (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined) return name;
    if (names.size >= max || !/^\s*(select|insert|update|delete|with)\s/i.test(text)) return undefined;
    const count = (seen.get(text) ?? 0) + 1;
    if (count < after) {
      if (seen.size >= maxSeen) seen.clear();
      seen.set(text, count);
      return undefined;
    }
    seen.delete(text);
    const created = `pp_${names.size + 1}`;
    names.set(text, created);
    return created;
  };
}

type QueryFn = (...args: unknown[]) => unknown;

/** Names the repeated statements of every connection the pool opens (see statementNamer). */
export function nameRepeatedStatements(pool: pg.Pool, namer = statementNamer()): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && !(config as pg.QueryConfig).name && typeof (config as pg.QueryConfig).text === 'string') {
        const name = namer((config as pg.QueryConfig).text);
        if (name) config = { ...(config as pg.QueryConfig), name };
      }
      return query(config, ...rest);
    };
  });
}
