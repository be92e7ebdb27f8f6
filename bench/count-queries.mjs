// Preloaded into the benchmarked server (`node --import ./bench/count-queries.mjs …`): counts every
// query the pg driver sends and writes the count to $BENCH_QUERY_COUNT_FILE on SIGUSR2, so that the
// load test can report queries per request without touching the app. Cost: one increment per query.
import fs from 'node:fs';
import pg from 'pg';

let count = 0;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  return original.apply(this, args);
};
const file = process.env.BENCH_QUERY_COUNT_FILE;
if (file) process.on('SIGUSR2', () => fs.writeFileSync(file, String(count)));

// the embedded database (PGlite): its query and exec (transactions run through them too)
try {
  const { PGlite } = await import('@electric-sql/pglite');
  for (const key of ['query', 'exec']) {
    const orig = PGlite.prototype[key];
    PGlite.prototype[key] = function counted(...args) {
      count++;
      return orig.apply(this, args);
    };
  }
} catch {
  // no embedded database installed
}
