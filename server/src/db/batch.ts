import type { Db } from './client';

/**
 * Writes of one kind that arrive while one of them is running, run together as one statement
 * (sixteenth round, decision 023): under load a statement's own cost in PostgreSQL (its start,
 * locks, commit) is most of a small write's cost; ten switches in one statement cost about what
 * two did one by one. A write that comes alone runs at once, as before.
 */
export interface Batcher<I, O> {
  /** Runs `input` with the others waiting at the same moment: its own result, or its own error. */
  run: (db: Db, input: I) => Promise<O>;
}

interface Waiting<I, O> {
  input: I;
  resolve: (o: O) => void;
  reject: (e: unknown) => void;
}

/**
 * A batcher over `runMany`, which writes all of its inputs in one statement and answers one result
 * per input, in their order. Per database (each test has its own): one batch runs at a time, and the
 * writes that arrive meanwhile are the next one (at most `max`). Two writes with the same `key` (the
 * same row) never share a batch: the second waits for the next, as it would wait for the row's lock.
 * When a batch of several fails (a check one of them breaks, a deadlock with another process's
 * batch), nothing of it was written: each runs again alone and gets its own result or error.
 */
export function batcher<I, O>(opts: { key: (input: I) => string; runMany: (db: Db, inputs: I[]) => Promise<O[]>; max?: number }): Batcher<I, O> {
  const max = opts.max ?? 32;
  type Queue = { running: boolean; waiting: Waiting<I, O>[] };
  const queues = new WeakMap<Db, Queue>();

  async function runAlone(db: Db, w: Waiting<I, O>) {
    try {
      const [out] = await opts.runMany(db, [w.input]);
      w.resolve(out as O);
    } catch (err) {
      w.reject(err);
    }
  }

  async function drain(db: Db, q: Queue) {
    q.running = true;
    try {
      while (q.waiting.length > 0) {
        const keys = new Set<string>();
        const batch: Waiting<I, O>[] = [];
        const later: Waiting<I, O>[] = [];
        for (const w of q.waiting) {
          const k = opts.key(w.input);
          if (batch.length < max && !keys.has(k)) {
            keys.add(k);
            batch.push(w);
          } else later.push(w);
        }
        q.waiting = later;
        // in the order of their keys: two processes' batches lock the rows they share in one order
        batch.sort((a, b) => (opts.key(a.input) < opts.key(b.input) ? -1 : 1));
        if (batch.length === 1) {
          await runAlone(db, batch[0]!);
          continue;
        }
        let outs: O[];
        try {
          outs = await opts.runMany(db, batch.map((w) => w.input));
        } catch {
          // nothing of the batch was written (one statement): each alone, with its own answer
          await Promise.all(batch.map((w) => runAlone(db, w)));
          continue;
        }
        batch.forEach((w, i) => w.resolve(outs[i] as O));
      }
    } finally {
      q.running = false;
    }
  }

  return {
    run(db, input) {
      let q = queues.get(db);
      if (!q) queues.set(db, (q = { running: false, waiting: [] }));
      const queue = q;
      return new Promise<O>((resolve, reject) => {
        queue.waiting.push({ input, resolve, reject });
        const hold = holds.get(db);
        if (hold) hold.set(queue, () => drain(db, queue));
        else if (!queue.running) void drain(db, queue);
      });
    },
  };
}

const holds = new WeakMap<Db, Map<{ running: boolean; waiting: unknown[] }, () => Promise<void>>>();

/**
 * For tests: the writes of `db` wait until `release()`, then run as under load, those of a kind
 * in one statement; `waiting()` counts them (to release once all of a test's requests got there).
 */
export function holdWrites(db: Db): { waiting: () => number; release: () => void } {
  const held = new Map<{ running: boolean; waiting: unknown[] }, () => Promise<void>>();
  holds.set(db, held);
  return {
    waiting: () => [...held.keys()].reduce((n, q) => n + q.waiting.length, 0),
    release: () => {
      holds.delete(db);
      for (const [q, start] of held) if (!q.running) void start();
    },
  };
}
