import { describe, expect, it } from 'vitest';
import { batcher, holdWrites } from './batch';
import type { Db } from './client';

/** A runMany whose statements finish when the test says so, and which fails for inputs < 0 (as a broken check fails a statement). */
function statements() {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  const b = batcher<number, number>({
    key: (x) => String(Math.abs(x) % 100),
    max: 3,
    runMany: (_db, xs) => {
      calls.push(xs);
      return new Promise((resolve, reject) => pending.push(() => (xs.some((x) => x < 0) ? reject(new Error(`fails for ${xs.find((x) => x < 0)}`)) : resolve(xs.map((x) => x * 10)))));
    },
  });
  const finishAll = async () => {
    while (pending.length) {
      pending.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { b, calls, finishAll };
}

describe('batched writes (issue 17, sixteenth round)', () => {
  it('ISSUE-17 a write that comes alone runs at once, in a statement of its own', async () => {
    const { b, calls, finishAll } = statements();
    const db = {} as Db;
    const one = b.run(db, 1);
    expect(calls).toEqual([[1]]);
    await finishAll();
    expect(await one).toBe(10);
  });

  it('ISSUE-17 the writes that arrive while one runs share the next statement, each with its own answer, at most max of them', async () => {
    const { b, calls, finishAll } = statements();
    const db = {} as Db;
    const answers = [1, 2, 3, 4, 5].map((x) => b.run(db, x));
    await finishAll();
    expect(calls).toEqual([[1], [2, 3, 4], [5]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('ISSUE-17 two writes of the same row never share a statement: the second runs in the next; a statement\'s writes in the order of their keys', async () => {
    const { b, calls, finishAll } = statements();
    const db = {} as Db;
    const answers = [1, 3, 2, 102].map((x) => b.run(db, x));
    await finishAll();
    // in the order of their keys (the same order of row locks in every process)
    expect(calls).toEqual([[1], [2, 3], [102]]);
    expect(await Promise.all(answers)).toEqual([10, 30, 20, 1020]);
  });

  it('ISSUE-17 when a shared statement fails, each of its writes runs again alone and gets its own answer or error', async () => {
    const { b, calls, finishAll } = statements();
    const db = {} as Db;
    const answers = [1, 2, -3, 4].map((x) => b.run(db, x).then((v) => v, (e: Error) => e.message));
    await finishAll();
    expect(calls).toEqual([[1], [2, -3, 4], [2], [-3], [4]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 'fails for -3', 40]);
  });

  it('ISSUE-17 each database has its own queue', async () => {
    const { b, calls, finishAll } = statements();
    const [a, c] = [{} as Db, {} as Db];
    const answers = [b.run(a, 1), b.run(c, 2)];
    expect(calls).toEqual([[1], [2]]);
    await finishAll();
    expect(await Promise.all(answers)).toEqual([10, 20]);
  });

  it('ISSUE-17 held writes (tests) wait until released, then run as under load', async () => {
    const { b, calls, finishAll } = statements();
    const db = {} as Db;
    const hold = holdWrites(db);
    const answers = [1, 2, 3].map((x) => b.run(db, x));
    expect(calls).toEqual([]);
    expect(hold.waiting()).toBe(3);
    hold.release();
    await finishAll();
    expect(calls).toEqual([[1, 2, 3]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });
});
