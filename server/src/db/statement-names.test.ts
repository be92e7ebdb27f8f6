import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPg } from './client';
import { statementNamer } from './statement-names';

describe('ISSUE-17 repeated queries become prepared statements (decision 023)', () => {
  it('names a data statement from its second use on, the same text always the same name', () => {
    const name = statementNamer();
    const text = 'select "id" from "users" where "users"."id" = $1 limit $2';
    expect(name(text)).toBeUndefined();
    const first = name(text);
    expect(first).toMatch(/^pp_\d+$/);
    expect(name(text)).toBe(first);
    const other = 'select "id" from "classes" where "classes"."id" = $1';
    name(other);
    expect(name(other)).not.toBe(first);
  });

  it('never names schema changes, and stops naming at its bound', () => {
    const name = statementNamer({ max: 2 });
    for (let i = 0; i < 3; i++) expect(name('create table x (id int)')).toBeUndefined();
    const texts = ['select 1 as a', 'select 2 as b', 'select 3 as c'];
    for (const t of texts) name(t);
    expect(texts.map(name)).toEqual(['pp_1', 'pp_2', undefined]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL a repeated query runs as a prepared statement of its connection', async () => {
    const handle = openPg(process.env.TEST_DATABASE_URL!, 1);
    try {
      for (let i = 0; i < 3; i++) expect((await handle.db.execute(sql`select ${i}::int as n`)).rows).toEqual([{ n: i }]);
      const prepared = await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements where statement like 'select $1::int as n%'`);
      expect(prepared.rows).toEqual([{ n: 1 }]);
    } finally {
      await handle.close();
    }
  });
});
