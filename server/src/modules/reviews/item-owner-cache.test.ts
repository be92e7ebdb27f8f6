import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { reviewMessages } from '@praxisport/contract/reviews';
import { instantiateRecordTemplates } from '../../db/record-templates';
import { forms, items, points } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { buildClass, buildScene, call, expectError, useTwoProcesses, type Scene, type TestContext } from '../../../test/kit';

/**
 * Issue 17, decision 023: the point switch takes the student an item belongs to from a short cache
 * (items never change owner) and the student's class from the student lookup, whose cache every
 * change of a user empties: access follows a class change at once, a deleted item is still unknown.
 */
const { a, b } = useTwoProcesses();

async function firstItem(s: Scene) {
  await instantiateRecordTemplates(a.db, [s.student.id]);
  const [form] = await a.db.select().from(forms).where(eq(forms.studentId, s.student.id)).orderBy(asc(forms.position)).limit(1);
  const [item] = await a.db.select().from(items).where(eq(items.formId, form!.id)).orderBy(asc(items.position)).limit(1);
  const [point] = await a.db.select().from(points).where(eq(points.itemId, item!.id)).orderBy(asc(points.position)).limit(1);
  return { itemId: item!.id, pointId: point!.id };
}
const toggle = (t: TestContext, s: Scene, x: { itemId: string; pointId: string }) => call(t, { method: 'PUT', url: '/api/home/updatePoint', as: s.teacher, body: { _item: x.itemId, _point: x.pointId } });

describe('item owner cache (issue 17)', () => {
  it('SEC-04 PERM-05 a student moved to another class: their points are refused to the old class\'s teacher at once in every process', async () => {
    const s = await buildScene(a.db);
    const x = await firstItem(s);
    let switched = 0;
    for (const t of [a, b]) {
      expect((await toggle(t, s, x)).statusCode).toBe(200);
      switched++;
    }
    const other = await buildClass(a.db, s.supervisor.id, 'Andere Klasse');
    await b.db.update(users).set({ gradeId: other.id }).where(eq(users.id, s.student.id));
    // the change reaches the other process a moment later: a switch in between may still pass
    for (const t of [a, b])
      await vi.waitFor(
        async () => {
          const status = (await toggle(t, s, x)).statusCode;
          if (status === 200) switched++;
          expect(status).toBe(403);
        },
        { timeout: 3000, interval: 25 },
      );
    const [point] = await a.db.select().from(points).where(eq(points.id, x.pointId));
    // the refused switches changed nothing
    expect(point!.done).toBe(switched % 2 === 1);
  });

  it('ITEM-02 a deleted item answers 404 with the item message, not "point not in item", though its owner was cached', async () => {
    const s = await buildScene(a.db);
    const x = await firstItem(s);
    expect((await toggle(a, s, x)).statusCode).toBe(200);
    await a.db.delete(items).where(eq(items.id, x.itemId));
    expectError(await toggle(a, s, x), 404, reviewMessages.itemNotFound);
  });
});
