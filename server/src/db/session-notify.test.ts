import { describe, expect, it, vi } from 'vitest';
import { settled, useTestApp, uuid } from '../../test/kit';
import { announceAfterCommit, announcementsSent } from './session-notify';

/**
 * Issue 17, decision 023: a write's announcement is sent after its commit, several of a moment in
 * one statement; a process that stops waits until every announcement asked for is sent.
 */
const t = useTestApp({ sessionCacheMs: 60_000 });

describe('announcements after the commit (issue 17)', () => {
  it('issue 17 every announcement asked for at once arrives, and a stopping process can wait until all are sent', async () => {
    const heard: string[] = [];
    t.app.announcements.subscribe((payload) => payload !== undefined && heard.push(payload));
    // a catalogue key nobody keeps: dropping it drops nothing
    const payloads = Array.from({ length: 5 }, () => `k:probe-${uuid()}`);
    // one being sent: the five asked for now go together in the next statement, 5 ms after it
    const first = announceAfterCommit(t.db, `k:first-${uuid()}`);
    const sent = payloads.map((p) => announceAfterCommit(t.db, p));
    let done = 0;
    for (const p of [first, ...sent]) void p.then(() => done++);
    await announcementsSent(t.db);
    expect(done).toBe(6);
    // sent: a marker announced now arrives after them (a listener hears in commit order)
    await settled(t.db, t);
    expect(heard.filter((p) => p.startsWith('k:probe-')).sort()).toEqual([...payloads].sort());
    // each write's own promise is settled too
    await Promise.all([first, ...sent]);
    // one asked for later still arrives (the interval between two statements only delays it)
    const late = `k:probe-${uuid()}`;
    await announceAfterCommit(t.db, late);
    await vi.waitFor(() => expect(heard).toContain(late), { timeout: 3000, interval: 25 });
  });
});
