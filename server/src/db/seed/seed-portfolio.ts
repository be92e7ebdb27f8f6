import { asc } from 'drizzle-orm';
import { emptyPortfolioForm } from '@praxisport/contract/portfolio';
import type { Db } from '../client';
import { portfolioForms, portfolioItems, portfolioTicks } from '../schema/portfolio';

const daysAgo = (n: number) => new Date(Date.now() - n * 86400_000);

/**
 * Demo training portfolios: for each given student the first half of the items is
 * ticked, some by both sides and some by the teacher only; the rest is open. The first student's
 * printable form is filled in.
 */
export async function seedPortfolio(tx: Db, o: { teacherId: string; studentIds: string[] }): Promise<void> {
  const items = await tx.select({ id: portfolioItems.id }).from(portfolioItems).orderBy(asc(portfolioItems.createdAt), asc(portfolioItems.id));
  const ticked = items.slice(0, Math.floor(items.length / 2));
  const rows = o.studentIds.flatMap((studentId, s) =>
    ticked.map((item, i) => {
      const both = (i + s) % 3 !== 1;
      return {
        studentId,
        itemId: item.id,
        teacherChecked: true,
        teacherCheckedById: o.teacherId,
        teacherCheckedAt: daysAgo(30 - i),
        studentChecked: both,
        studentCheckedById: both ? studentId : null,
        studentCheckedAt: both ? daysAgo(29 - i) : null,
      };
    }),
  );
  if (rows.length) await tx.insert(portfolioTicks).values(rows);
  const [first] = o.studentIds;
  if (!first) return;
  const form = emptyPortfolioForm();
  form.trainee = 'Lena Schmidt';
  form.school = 'Pflegeschule am Stadtpark';
  form.provider = 'Klinikum Nord gGmbH';
  const year = new Date().getFullYear() - 1;
  form.assignments.orientation = { from: `${year}-10-01`, until: `${year}-12-20`, company: 'Klinikum Nord, Station 3B' };
  form.assignments.acuteInpatient = { from: `${year + 1}-01-06`, until: `${year + 1}-03-28`, company: 'Klinikum Nord, Innere Medizin' };
  await tx.insert(portfolioForms).values({ studentId: first, form, updatedById: o.teacherId });
}
