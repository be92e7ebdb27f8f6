import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { schoolDay } from '@praxisport/contract/attendance';
import { attendanceEntries, attendanceRecords, attendanceTotals } from '../../db/schema/attendance';
import { buildScene, call, settled, useTwoProcesses, type Scene, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: a class's attendance day is kept per class and day until the class's
 * attendance changes. Two apps on one database stand for two processes, each with its own connection
 * and caches: a save shows at once in the process that saved and a moment later in the other.
 */
const { a, b } = useTwoProcesses();

const blocks = (on: boolean) => ({ '8': on, '10': on, '12': on, '13:45': on, reason: '' });
const save = (s: Scene, on: boolean, version?: number) =>
  call(a, { method: 'PUT', url: '/api/grade/attendance', as: s.supervisor, body: { _grade: s.cls.id, date: schoolDay(), attendance: { [s.student.id]: blocks(on), [s.classmate.id]: blocks(true) }, ...(version ? { version } : {}) } });
type Day = { attendance: { version: number; attendance: Record<string, { '8': boolean }> } | null };
const day = async (t: TestContext, s: Scene): Promise<Day['attendance']> => ((await call(t, { url: `/api/grade/attendance/byDate/${schoolDay()}/${s.cls.id}`, as: s.supervisor })).json() as Day).attendance;
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 25 });

describe('attendance day cache (issue 17)', () => {
  it('ATT-02 ATT-09 a save shows at once where it was made and a moment later in every other process', async () => {
    const s = await buildScene(a.db);
    for (const t of [a, b]) expect(await day(t, s)).toBeNull();
    expect((await save(s, true)).statusCode).toBe(200);
    for (const t of [a, b]) await soon(async () => expect((await day(t, s))?.attendance[s.student.id]?.['8']).toBe(true));
    await settled(a.db, a, b); // then filled again after every announcement of the save
    for (const t of [a, b]) expect((await day(t, s))?.attendance[s.student.id]?.['8']).toBe(true);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const [record] = await tx.select().from(attendanceRecords).where(eq(attendanceRecords.classId, s.cls.id));
      await tx.update(attendanceEntries).set({ b8: false }).where(and(eq(attendanceEntries.recordId, record!.id), eq(attendanceEntries.studentId, s.student.id)));
    });
    for (const t of [a, b]) expect((await day(t, s))?.attendance[s.student.id]?.['8']).toBe(true);
    expect((await save(s, false, 1)).statusCode).toBe(200);
    expect(await day(a, s)).toMatchObject({ version: 2, attendance: { [s.student.id]: { '8': false } } });
    await soon(async () => expect(await day(b, s)).toMatchObject({ version: 2, attendance: { [s.student.id]: { '8': false } } }));
    // not only the app's saves are announced: any other writer's change is too
    await a.db.update(attendanceEntries).set({ b8: true }).where(eq(attendanceEntries.studentId, s.student.id));
    for (const t of [a, b]) await soon(async () => expect((await day(t, s))?.attendance[s.student.id]?.['8']).toBe(true));
  });

  it('ISSUE-8 the class\'s absence figures follow a save at once where it was made and a moment later in every other process', async () => {
    const s = await buildScene(a.db);
    const missed = async (t: TestContext) =>
      ((await call(t, { url: `/api/grade/attendance/statistics/${s.cls.id}`, as: s.supervisor })).json() as { statistics: { students: { _id: string; missedHours: number }[] } }).statistics.students.find((x) => x._id === s.student.id)?.missedHours;
    for (const t of [a, b]) expect(await missed(t)).toBe(0);
    expect((await save(s, false)).statusCode).toBe(200);
    expect(await missed(a)).toBe(6);
    await soon(async () => expect(await missed(b)).toBe(6));
    await settled(a.db, a, b); // then filled again after every announcement of the save
    for (const t of [a, b]) expect(await missed(t)).toBe(6);
    // kept: a change the database does not announce (its triggers off for one transaction) is not seen
    await b.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(attendanceTotals).set({ missedMinutes: 480 }).where(eq(attendanceTotals.studentId, s.student.id));
    });
    for (const t of [a, b]) expect(await missed(t)).toBe(6);
    // an entry changed by another writer: its sums move by the difference (480 - 360 minutes) and the class is announced
    await b.db.update(attendanceEntries).set({ b8: true, b10: true, b12: true, b1345: true }).where(eq(attendanceEntries.studentId, s.student.id));
    for (const t of [a, b]) await soon(async () => expect(await missed(t)).toBe(2));
  });

  it('ATT-02 entries changed or a day deleted in the database show in every process', async () => {
    const s = await buildScene(a.db);
    expect((await save(s, true)).statusCode).toBe(200);
    for (const t of [a, b]) await soon(async () => expect((await day(t, s))?.attendance[s.student.id]?.['8']).toBe(true));
    // an entry alone (a student's entries removed with their data): the class is announced from its record
    await b.db.delete(attendanceEntries).where(eq(attendanceEntries.studentId, s.student.id));
    for (const t of [a, b]) await soon(async () => expect((await day(t, s))?.attendance[s.student.id]).toBeUndefined());
    await b.db.delete(attendanceRecords).where(eq(attendanceRecords.classId, s.cls.id));
    for (const t of [a, b]) await soon(async () => expect(await day(t, s)).toBeNull());
  });
});
