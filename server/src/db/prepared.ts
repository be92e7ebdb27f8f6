import { Column, SQL, Subquery, getTableName, is, sql, type QueryWithTypings } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** What Drizzle's `.prepare(name)` answers: a query run with `execute({ …placeholders })`. */
interface Prepared<R> {
  execute: (values?: Record<string, unknown>) => Promise<R>;
}

/** The parts of Drizzle's prepared select that its result mapping reads (drizzle-orm 0.45, `NodePgPreparedQuery`). */
interface DrizzlePrepared {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
const decoderOf = (x: unknown) => (x as { decoder: Decoder }).decoder;
const identityDecoders = new Set<unknown>([Column.prototype.mapFromDriverValue, decoderOf(sql``).mapFromDriverValue]);

/**
 * Drizzle's `mapResultRow` with its per-column work done once per query: which decoder a column has,
 * its path in the row object and whether it decides a left-joined table's null. Drizzle does that
 * work (`is()` checks through the prototype chain, an iterator per path) for every column of every
 * row: 8–9 % of a 50-row list read's CPU. Same result: `prepared.test.ts` compares the two.
 */
export function rowMapper(fields: NonNullable<DrizzlePrepared['fields']>, joinsNotNullableMap: Record<string, boolean> | undefined) {
  const map = rowsMapper(fields, joinsNotNullableMap);
  return (row: unknown[]) => map([row])[0]!;
}

/**
 * rowMapper for a whole result: a value repeated down a column (a joined parent's columns on every
 * child row, e.g. a record's timestamps on each of its 25 entries) is decoded once per result and
 * the rows share it (issue 17). Nothing changes a decoded value after reading it.
 */
export function rowsMapper(fields: NonNullable<DrizzlePrepared['fields']>, joinsNotNullableMap: Record<string, boolean> | undefined) {
  const columns = fields.map(({ path, field }) => {
    let decoder: Decoder;
    if (is(field, Column)) decoder = field as unknown as Decoder;
    else if (is(field, SQL)) decoder = decoderOf(field);
    else if (is(field, Subquery)) decoder = decoderOf((field as unknown as { _: { sql: SQL } })._.sql);
    else decoder = decoderOf((field as { sql: SQL }).sql);
    const decode = identityDecoders.has(decoder.mapFromDriverValue) ? undefined : (value: unknown) => decoder.mapFromDriverValue(value);
    const decidesNull = Boolean(joinsNotNullableMap) && is(field, Column) && path.length === 2;
    return { parents: path.slice(0, -1), key: path[path.length - 1]!, decode, table: decidesNull ? getTableName((field as Column).table) : undefined };
  });
  const anyDecidesNull = columns.some((c) => c.table !== undefined);
  return (rows: unknown[][]) => {
    const lastRaw: unknown[] = new Array(columns.length);
    const lastValue: unknown[] = new Array(columns.length);
    return rows.map((row) => {
      const result: Record<string, unknown> = {};
      const nullify: Record<string, string | false> | undefined = anyDecidesNull ? {} : undefined;
      for (let i = 0; i < columns.length; i++) {
        const c = columns[i]!;
        const raw = row[i];
        let value = raw;
        if (raw === null) value = null;
        else if (c.decode) {
          if (raw === lastRaw[i]) value = lastValue[i];
          else {
            value = c.decode(raw);
            lastRaw[i] = raw;
            lastValue[i] = value;
          }
        }
        let node = result;
        for (let k = 0; k < c.parents.length; k++) {
          const chunk = c.parents[k]!;
          if (!(chunk in node)) node[chunk] = {};
          node = node[chunk] as Record<string, unknown>;
        }
        node[c.key] = value;
        if (c.table !== undefined) {
          const objectName = c.parents[0]!;
          if (!(objectName in nullify!)) nullify![objectName] = value === null ? c.table : false;
          else if (typeof nullify![objectName] === 'string' && nullify![objectName] !== c.table) nullify![objectName] = false;
        }
      }
      if (nullify) {
        for (const objectName in nullify) {
          const table = nullify[objectName];
          if (typeof table === 'string' && !joinsNotNullableMap![table]) result[objectName] = null;
        }
      }
      return result;
    });
  };
}

/** A prepared select that maps its rows with `rowMapper`; other queries (relational, raw) unchanged. */
function withFastRows<Q>(query: Q): Q {
  const q = query as DrizzlePrepared;
  if (q.fields && !q.customResultMapper) {
    q.customResultMapper = rowsMapper(q.fields, q.joinsNotNullableMap) as (rows: unknown[][]) => unknown;
  }
  return query;
}

const cache = new WeakMap<object, Map<string, Prepared<unknown>>>();

/** The parts of Drizzle's database or transaction that `prepared` reads (drizzle-orm 0.45, node-postgres and PGlite). */
interface DrizzleInternals {
  dialect: { sqlToQuery: (query: SQL) => QueryWithTypings };
  session: {
    client: unknown;
    prepareQuery: (query: QueryWithTypings, fields: undefined, name: string, arrayMode: boolean) => Prepared<unknown>;
  };
}

/**
 * A query that Drizzle builds once per database (issue 17, decision 023) instead of on every
 * request: building the SQL of a select with many columns and joins was 15–20 % of a read's CPU
 * (`is()` checks, casing, parameter merging), and a third of a write's (a portfolio tick's queries
 * inside its transaction). Values go in as `sql.placeholder(…)`. The name is also the statement's
 * name in PostgreSQL, so each must be unique. Inside a transaction the query built once runs on the
 * transaction's connection: the database and its transactions share Drizzle's dialect, which keys
 * the built queries, and each call runs it on the client of the session it is given (the pool, or
 * the transaction's connection).
 */
export function prepared<R>(db: DbOrTx, name: string, build: (db: DbOrTx) => { prepare: (name: string) => Prepared<R> }): Prepared<R> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  let byName = cache.get(dialect);
  if (!byName) cache.set(dialect, (byName = new Map()));
  let query = byName.get(name) as Prepared<R> | undefined;
  if (!query) byName.set(name, (query = withFastRows(build(db).prepare(name))));
  // on this database's or transaction's connection: Drizzle's prepared query reads `this.client`
  const bound = Object.create(query) as Prepared<R> & { client: unknown };
  bound.client = session.client;
  return bound;
}

/**
 * A statement written in SQL (`sql` with `sql.placeholder(…)` for the values), built and named
 * once like `prepared`'s queries: PostgreSQL parses and plans it once per connection. Answers what
 * `db.execute` answers (`rows` as objects, values as the driver reads them).
 */
export function preparedSql<Row>(db: DbOrTx, name: string, build: () => SQL): Prepared<{ rows: Row[] }> {
  return prepared(db, name, (d) => {
    const { dialect, session } = d as unknown as DrizzleInternals;
    return { prepare: (n: string) => session.prepareQuery(dialect.sqlToQuery(build()), undefined, n, false) as Prepared<{ rows: Row[] }> };
  });
}
