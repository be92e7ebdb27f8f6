import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { buildClass, buildStudent, buildSupervisor, buildTeacher, useTestApp } from '../../test/kit';
import { prepared } from './prepared';
import { classes, users } from './schema/users';

describe('issue 17: prepared selects map their rows as Drizzle does', () => {
  const t = useTestApp();

  it('nested objects, decoded timestamps, sql fields and a left join that found nothing (null object)', async () => {
    const supervisor = await buildSupervisor(t.db);
    const cls = await buildClass(t.db, supervisor.id, 'Kurs Zuordnung');
    const inClass = await buildStudent(t.db, cls.id);
    const teacher = await buildTeacher(t.db);
    const boss = alias(users, 'boss');
    const build = (db: typeof t.db, where = sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`) =>
      db
        .select({
          id: users.id,
          createdAt: users.createdAt,
          upper: sql<string>`upper(${users.name})`.as('upper'),
          cls: { id: classes.id, name: classes.className },
          boss: boss,
        })
        .from(users)
        .leftJoin(classes, eq(classes.id, users.gradeId))
        .leftJoin(boss, eq(boss.id, classes.teacherId))
        .where(where)
        .orderBy(users.id);
    const ids = [inClass.id, teacher.id];
    const idList = `{${ids.join(',')}}`;
    const viaDrizzle = await build(t.db, sql`${users.id} = any(${idList}::uuid[])`);
    const fast = await prepared(t.db, 'test_prepared_mapping', (d) => build(d as typeof t.db)).execute({ ids: idList });
    expect(fast).toEqual(viaDrizzle);
    expect(fast).toHaveLength(2);
    const teacherRow = fast.find((r) => r.id === teacher.id)!;
    expect(teacherRow.boss).toBeNull();
    expect(teacherRow.cls).toBeNull();
    expect(fast.find((r) => r.id === inClass.id)!.createdAt).toBeInstanceOf(Date);
  });

  it('a query built once runs inside a transaction on its connection: it sees the uncommitted row, a rollback undoes it, and the database runs the same query afterwards', async () => {
    const supervisor = await buildSupervisor(t.db);
    const byClassName = (d: typeof t.db) => prepared(d, 'test_prepared_in_transaction', (x) =>
      x.select({ id: classes.id }).from(classes).where(eq(classes.className, sql.placeholder('name'))));
    // built first inside a transaction, then used by the database
    await expect(
      t.db.transaction(async (tx) => {
        const [made] = await tx.insert(classes).values({ className: 'Kurs Transaktion', teacherId: supervisor.id }).returning({ id: classes.id });
        expect(await byClassName(tx as unknown as typeof t.db).execute({ name: 'Kurs Transaktion' })).toEqual([{ id: made!.id }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await byClassName(t.db).execute({ name: 'Kurs Transaktion' })).toEqual([]);
    const cls = await buildClass(t.db, supervisor.id, 'Kurs Transaktion');
    expect(await byClassName(t.db).execute({ name: 'Kurs Transaktion' })).toEqual([{ id: cls.id }]);
  });
});
