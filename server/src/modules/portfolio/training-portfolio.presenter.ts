import { emptyPortfolioForm, type PortfolioPerson, type StudentPortfolioCategory, type TrainingPortfolioRow } from '@praxisport/contract/portfolio';
import type { PortfolioItemRecord } from './portfolio.repository';
import type { StudentRef } from '../users/users.service';
import type { FormRecord, TickRecord } from './training-portfolio.repository';

const person = (p: { id: string | null; firstName: string | null; name: string | null } | null): PortfolioPerson | null =>
  p?.id ? { _id: p.id, firstName: p.firstName ?? '', name: p.name ?? '' } : null;

export const toStudent = (s: StudentRef): PortfolioPerson => ({ _id: s.id, firstName: s.firstName, name: s.name });

/** A student's ticks of an item (PORT-16) with who ticked and when; all false before the first tick. */
export function toTrainingPortfolio(studentId: string, itemId: string, record: TickRecord | undefined): TrainingPortfolioRow {
  const t = record?.tick;
  return {
    _trainingPortfolioItem: itemId,
    _student: studentId,
    _teacher: t?.teacherCheckedById ?? null,
    teacherChecked: t?.teacherChecked ?? false,
    studentChecked: t?.studentChecked ?? false,
    teacherCheckedBy: person(record?.teacherBy ?? null),
    teacherCheckedAt: t?.teacherCheckedAt?.toISOString() ?? null,
    studentCheckedBy: person(record?.studentBy ?? null),
    studentCheckedAt: t?.studentCheckedAt?.toISOString() ?? null,
  };
}

/** The catalogue with the student's ticks (PORT-06, PORT-17, ENT-18, ENT-19). */
export function toCategories(
  studentId: string,
  categories: { id: string; title: string }[],
  items: PortfolioItemRecord[],
  ticks: TickRecord[],
): StudentPortfolioCategory[] {
  const tickOf = new Map(ticks.map((t) => [t.tick.itemId, t]));
  const itemsOf = new Map<string, PortfolioItemRecord[]>();
  for (const i of items) {
    const list = itemsOf.get(i.categoryId);
    if (list) list.push(i);
    else itemsOf.set(i.categoryId, [i]);
  }
  return categories.map((c) => ({
    _id: c.id,
    title: c.title,
    items: (itemsOf.get(c.id) ?? [])
      .map((i) => ({
        _id: i.id,
        title: i.title,
        itemLearned: i.itemLearned,
        type: i.type,
        _trainingPortfolioCategory: i.categoryId,
        trainingPortfolio: toTrainingPortfolio(studentId, i.id, tickOf.get(i.id)),
      })),
  }));
}

export const toForm = (record: FormRecord | null) => ({
  form: record?.form ?? emptyPortfolioForm(),
  formUpdatedBy: person(record?.updatedBy ?? null),
  formUpdatedAt: record?.updatedAt.toISOString() ?? null,
});
