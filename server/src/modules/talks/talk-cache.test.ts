import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { talks } from '../../db/schema/talks';
import { users } from '../../db/schema/users';
import { buildScene, call, settled, useTwoProcesses, type Scene, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: a student's talk is kept per student and type until the student's talks
 * change. Two apps on one database stand for two processes: a submission or confirmation made in
 * one shows there at once and in the other a moment later.
 */
const { a, b } = useTwoProcesses();

const submit = (s: Scene, otherPerson: string) =>
  call(a, {
    method: 'POST',
    url: '/api/user/talk',
    as: s.teacher,
    body: { talkType: 'intermtalk', _student: s.student.id, interviewDate: '2026-03-02', intermMeeting: { week: 10, year: 2026 }, finalMeeting: { week: 30, year: 2026 }, teacherType: 'HPA', otherPerson, otherType: 'SL', mainteraction_date: ['2026-03-09'], fixedpoint_date: ['2026-03-16'], competency_test_date: '2026-06-01', instructorConfirmation: true },
  });
type Talk = { _id: string; otherPerson: string; studentConfirmation: boolean; instructorConfirmedBy: { name: string } | null; teacherSignature: string | null } | null;
const talk = async (t: TestContext, s: Scene): Promise<Talk> => ((await call(t, { url: `/api/user/talk/${s.student.id}/intermtalk`, as: s.student })).json() as { talk: Talk }).talk;
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

describe('talk cache (issue 17)', () => {
  it('TALK-10 TALK-19 a submitted and a confirmed talk show at once where they were made and a moment later in every other process', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect(await talk(t, s)).toBeNull();
    expect((await submit(s, 'Petra Lange')).statusCode).toBe(200);
    expect((await talk(a, s))?.otherPerson).toBe('Petra Lange');
    await soon(async () => expect((await talk(b, s))?.otherPerson).toBe('Petra Lange'));
    await settled(a.db, a, b); // then filled again after every announcement of the submission
    for (const t of [a, b]) expect((await talk(t, s))?.otherPerson).toBe('Petra Lange');
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(talks).set({ otherPerson: 'Unangemeldet' }).where(eq(talks.studentId, s.student.id));
    });
    for (const t of [a, b]) expect((await talk(t, s))?.otherPerson).toBe('Petra Lange');
    expect((await submit(s, 'Jonas Berg')).statusCode).toBe(200);
    expect((await talk(a, s))?.otherPerson).toBe('Jonas Berg');
    await soon(async () => expect((await talk(b, s))?.otherPerson).toBe('Jonas Berg'));
    const id = (await talk(a, s))!._id;
    expect((await call(a, { method: 'PUT', url: `/api/user/talk/${id}`, as: s.student, body: { studentConfirmation: true } })).statusCode).toBe(200);
    expect((await talk(a, s))?.studentConfirmation).toBe(true);
    await soon(async () => expect((await talk(b, s))?.studentConfirmation).toBe(true));
  });

  it('TALK-21 a talk changed in the database, a renamed instructor and a changed signature show in every process', async () => {
    const s = await buildScene(a.db);
    expect((await submit(s, 'Petra Lange')).statusCode).toBe(200);
    const id = (await talk(a, s))!._id;
    expect((await call(a, { method: 'PUT', url: `/api/user/talk/${id}`, as: s.student, body: { studentConfirmation: true } })).statusCode).toBe(200);
    for (const t of [a, b]) await soon(async () => expect((await talk(t, s))?.teacherSignature).toBeNull());
    await b.db.update(talks).set({ otherPerson: 'Geändert' }).where(eq(talks.id, id));
    for (const t of [a, b]) await soon(async () => expect((await talk(t, s))?.otherPerson).toBe('Geändert'));
    await a.db.update(users).set({ name: 'Umbenannt' }).where(eq(users.id, s.teacher.id));
    for (const t of [a, b]) await soon(async () => expect((await talk(t, s))?.instructorConfirmedBy?.name).toBe('Umbenannt'));
    await b.db.update(users).set({ signature: 'https://schule.example/unterschrift.png' }).where(eq(users.id, s.teacher.id));
    for (const t of [a, b]) await soon(async () => expect((await talk(t, s))?.teacherSignature).toBe('https://schule.example/unterschrift.png'));
    await b.db.delete(talks).where(eq(talks.id, id));
    for (const t of [a, b]) await soon(async () => expect(await talk(t, s)).toBeNull());
  });
});
