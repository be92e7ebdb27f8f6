import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { recordTemplates, templateItems } from './schema/reviews';
import { recordTemplateDefs } from './record-templates-data';

/**
 * Loads the record templates into a database that has none (at every start, after the
 * migrations): every later student gets their forms and reviews from them.
 */
export async function ensureRecordTemplates(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ n: count() }).from(recordTemplates);
  if (Number(row?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(recordTemplates)
      .values(recordTemplateDefs.map((t, position) => ({ kind: t.kind, name: t.name, rType: t.rType ?? null, position })))
      .returning({ id: recordTemplates.id, name: recordTemplates.name, kind: recordTemplates.kind });
    const items = recordTemplateDefs.flatMap((t) => {
      const templateId = rows.find((r) => r.kind === t.kind && r.name === t.name)!.id;
      return t.items.map((item, position) => ({
        templateId,
        itemName: item.itemName,
        itemDesc: item.itemDesc,
        position,
        points: item.points.map(([name, desc]) => ({ name, desc })),
      }));
    });
    if (items.length) await tx.insert(templateItems).values(items);
  });
}

/**
 * Creates the forms and reviews, with their items and six points each, of the given students
 * from the templates: four statements whatever the number of students. Run it in the
 * transaction that creates the students.
 */
export async function instantiateRecordTemplates(db: DbOrTx, studentIds: string[]): Promise<void> {
  if (studentIds.length === 0) return;
  // one text parameter on both drivers; the ids are the database's own UUIDs
  const ids = sql`(select unnest(string_to_array(${studentIds.join(',')}, ',')::uuid[]))`;
  await db.execute(sql`
    insert into forms (student_id, template_id, f_name, position)
    select s.id, t.id, t.name, t.position from ${ids} as s(id) cross join record_templates t where t.kind = 'form'`);
  await db.execute(sql`
    insert into reviews (student_id, template_id, r_name, r_type, position)
    select s.id, t.id, t.name, coalesce(t.r_type, 'review'), t.position from ${ids} as s(id) cross join record_templates t where t.kind = 'review'`);
  await db.execute(sql`
    insert into items (form_id, review_id, item_name, item_desc, position)
    select f.id, null, ti.item_name, ti.item_desc, ti.position
      from forms f join template_items ti on ti.template_id = f.template_id
      where f.student_id in ${ids}
    union all
    select null, r.id, ti.item_name, ti.item_desc, ti.position
      from reviews r join template_items ti on ti.template_id = r.template_id
      where r.student_id in ${ids}`);
  await db.execute(sql`
    insert into points (item_id, name, "desc", position)
    select i.id, p.value->>'name', p.value->>'desc', (p.ord - 1)::int
      from items i
      left join forms f on f.id = i.form_id
      left join reviews r on r.id = i.review_id
      join template_items ti on ti.template_id = coalesce(f.template_id, r.template_id) and ti.position = i.position
      cross join lateral jsonb_array_elements(ti.points) with ordinality as p(value, ord)
      where coalesce(f.student_id, r.student_id) in ${ids}`);
}
