import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { buildSupervisor, buildTeacher } from '../../test/factories';
import { classes, classTeachers } from './schema/users';
import { insertClass, insertClassTeacher } from '../modules/classes/classes.repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('repositories take a DbOrTx: several writes are one transaction', () => {
  it('a transaction that throws leaves neither the class nor the join behind', async () => {
    const supervisor = await buildSupervisor(t.db);
    const teacher = await buildTeacher(t.db);
    let classId: string | undefined;
    const failure = new Error('rollback on purpose');
    await expect(
      t.db.transaction(async (tx) => {
        const cls = await insertClass(tx, { className: 'Kurs im Rollback', supervisorId: supervisor.id });
        classId = cls.id;
        await insertClassTeacher(tx, cls.id, teacher.id);
        // visible inside the transaction …
        expect(await tx.select().from(classTeachers).where(eq(classTeachers.classId, cls.id))).toHaveLength(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    // … and gone after the rollback
    expect(classId).toBeDefined();
    expect(await t.db.select().from(classes).where(eq(classes.id, classId!))).toHaveLength(0);
    expect(await t.db.select().from(classTeachers).where(eq(classTeachers.classId, classId!))).toHaveLength(0);
  });

  it('a transaction that completes keeps both', async () => {
    const supervisor = await buildSupervisor(t.db);
    const teacher = await buildTeacher(t.db);
    const cls = await t.db.transaction(async (tx) => {
      const created = await insertClass(tx, { className: 'Kurs mit Commit', supervisorId: supervisor.id });
      await insertClassTeacher(tx, created.id, teacher.id);
      return created;
    });
    expect(await t.db.select().from(classes).where(eq(classes.id, cls.id))).toHaveLength(1);
    expect(await t.db.select().from(classTeachers).where(eq(classTeachers.classId, cls.id))).toHaveLength(1);
  });
});
