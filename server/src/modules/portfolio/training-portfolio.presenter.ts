import { emptyPortfolioForm, type PortfolioPerson, type StudentPortfolioCategory, type TrainingPortfolioRow } from '@praxisport/contract/portfolio';
import type { PortfolioItemRecord } from './portfolio.repository';
import type { StudentRef } from '../users/users.service';
import type { CatalogueRow, FormRecord, TickRecord } from './training-portfolio.repository';

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

const toItem = (studentId: string, i: PortfolioItemRecord, tick: TickRecord | undefined) => ({
  _id: i.id,
  title: i.title,
  itemLearned: i.itemLearned,
  type: i.type,
  _trainingPortfolioCategory: i.categoryId,
  trainingPortfolio: toTrainingPortfolio(studentId, i.id, tick),
});

/** The catalogue with the student's ticks (PORT-06, PORT-17, ENT-18, ENT-19). */
export function toCategories(studentId: string, catalogue: CatalogueRow[], ticks: TickRecord[]): StudentPortfolioCategory[] {
  const tickOf = new Map(ticks.map((t) => [t.tick.itemId, t]));
  const categories = new Map<string, StudentPortfolioCategory>();
  for (const { category, item } of catalogue) {
    let c = categories.get(category.id);
    if (!c) categories.set(category.id, (c = { _id: category.id, title: category.title, items: [] }));
    if (item) c.items.push(toItem(studentId, item, tickOf.get(item.id)));
  }
  return [...categories.values()];
}

export const toForm = (record: FormRecord | null) => ({
  form: record?.form ?? emptyPortfolioForm(),
  formUpdatedBy: person(record?.updatedBy ?? null),
  formUpdatedAt: record?.updatedAt.toISOString() ?? null,
});
