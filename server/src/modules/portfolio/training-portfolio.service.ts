import {
  portfolioMessages,
  portfolioSignAlerts,
  portfolioSignMessages,
  type PortfolioForm,
  type StudentPortfolioResponse,
  type TrainingPortfolioRow,
  type UpdateTrainingPortfolioBody,
} from '@praxisport/contract/portfolio';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { cachedCatalogue, catalogueCacheActive } from '../../lib/catalogue-cache';
import { isForeignKeyViolation } from '../../lib/unique';
import { isSelf } from '../classes/classes.policy';
import * as audit from '../audit/audit.service';
import { findStudent, type StudentRef as PortfolioStudent } from '../users/users.service';
import { portfolioPdf } from './training-portfolio.pdf';
import { canUsePortfolio, tickSideOf } from './training-portfolio.policy';
import { toCategories, toForm, toStudent, toTrainingPortfolio } from './training-portfolio.presenter';
import {
  findTick,
  itemExists,
  listCatalogue,
  listTicksWithForm,
  upsertForm,
  upsertTick,
  type TickRecord,
} from './training-portfolio.repository';

const notAllowed = () => new AppError('FORBIDDEN', portfolioSignAlerts.notAllowed);

/**
 * The student, when the actor may use their portfolio.
 * @throws NOT_FOUND unknown id or not a student's; FORBIDDEN neither the student nor a teacher of their class
 */
async function studentFor(db: DbOrTx, actor: UserActor, studentId: string): Promise<PortfolioStudent> {
  const student = await findStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', portfolioSignMessages.studentNotFound);
  if (!(await canUsePortfolio(db, actor, student))) throw notAllowed();
  return student;
}

async function portfolioOf(db: DbOrTx, student: PortfolioStudent): Promise<StudentPortfolioResponse> {
  // the catalogue from its cache (issue 17), the student's ticks and blanks in one query
  const [{ categories, items }, { ticks, form }] = await Promise.all([cachedCatalogue(db, 'portfolio', () => listCatalogue(db)), listTicksWithForm(db, student.id)]);
  return { categories: toCategories(student.id, categories, items, ticks), student: toStudent(student), ...toForm(form) };
}

/**
 * The catalogue with the student's ticks and the saved blanks (PORT-06, AMB-84).
 * @throws NOT_FOUND unknown student; FORBIDDEN 'Action not allowed'
 */
export async function getStudentPortfolio(db: DbOrTx, actor: UserActor, studentId: string): Promise<StudentPortfolioResponse> {
  return portfolioOf(db, await studentFor(db, actor, studentId));
}

/**
 * Ticks or unticks one side of an item (PORT-09..PORT-13, AMB-85, AMB-86): a teacher of the class
 * only teacherChecked, the student only their own studentChecked. Keeps who and when.
 * @throws FORBIDDEN 'Action not allowed' for any other change; NOT_FOUND unknown student or item
 */
export async function updateTick(db: Db, actor: UserActor, body: UpdateTrainingPortfolioBody): Promise<TrainingPortfolioRow> {
  const side = tickSideOf(actor);
  const own = side === 'teacher' ? body.teacherChecked : body.studentChecked;
  const other = side === 'teacher' ? body.studentChecked : body.teacherChecked;
  if (!side || own === undefined || other !== undefined) throw notAllowed();
  if (side === 'teacher' && !isSelf(actor, body._teacher ?? undefined)) throw notAllowed();
  const student = await studentFor(db, actor, body._student);
  if (!(await hasItem(db, body._trainingPortfolioItem))) throw new AppError('NOT_FOUND', portfolioMessages.itemNotFound);
  return tickTransaction(db, actor, student, side, own, body);
}

async function tickTransaction(db: Db, actor: UserActor, student: PortfolioStudent, side: 'teacher' | 'student', own: boolean, body: UpdateTrainingPortfolioBody): Promise<TrainingPortfolioRow> {
  const write = db.transaction(async (tx) => {
    const before = await findTick(tx, student.id, body._trainingPortfolioItem);
    const row = await upsertTick(tx, { studentId: student.id, itemId: body._trainingPortfolioItem, side, checked: own, byId: actor.id });
    const after = await tickAfter(tx, actor, side, before, row);
    // issue 16 item 5: both sides' ticks before and after, in the same transaction
    const ticks = (t: typeof before) => ({ itemId: body._trainingPortfolioItem, teacherChecked: t?.tick.teacherChecked ?? false, studentChecked: t?.tick.studentChecked ?? false });
    await audit.record(tx, actor, {
      action: 'portfolio.tick',
      entity: 'portfolioTick',
      entityId: after?.tick.id ?? `${student.id}:${body._trainingPortfolioItem}`,
      classId: student.gradeId,
      studentId: student.id,
      before: before ? ticks(before) : null,
      after: ticks(after),
    });
    return toTrainingPortfolio(student.id, body._trainingPortfolioItem, after ?? undefined);
  });
  try {
    return await write;
  } catch (err) {
    // the item was deleted after the check (the catalogue cache had not heard it yet): as unknown
    if (isForeignKeyViolation(err, 'item_id')) throw new AppError('NOT_FOUND', portfolioMessages.itemNotFound);
    throw err;
  }
}

/**
 * Whether the catalogue holds the item: from this process's cached catalogue when it keeps one
 * (issue 17: a query less per tick), otherwise (or when the cache does not know it yet) asked.
 */
async function hasItem(db: DbOrTx, itemId: string): Promise<boolean> {
  if (catalogueCacheActive(db)) {
    const { items } = await cachedCatalogue(db, 'portfolio', () => listCatalogue(db));
    if (items.some((i) => i.id === itemId)) return true;
  }
  return itemExists(db, itemId);
}

/**
 * The tick as written with the people who ticked: this side's is the actor; the other side's is
 * the one read before, unless someone changed that side in between (then it is read again).
 * Issue 17: one query less per tick than reading the row back.
 */
async function tickAfter(db: DbOrTx, actor: UserActor, side: 'teacher' | 'student', before: TickRecord | null, row: TickRecord['tick']): Promise<TickRecord | null> {
  const otherId = side === 'teacher' ? row.studentCheckedById : row.teacherCheckedById;
  const otherBefore = (side === 'teacher' ? before?.studentBy : before?.teacherBy) ?? null;
  if ((otherBefore?.id ?? null) !== otherId) return findTick(db, row.studentId, row.itemId);
  const self = { id: actor.id, firstName: actor.firstName, name: actor.name };
  const other = otherBefore;
  return side === 'teacher' ? { tick: row, teacherBy: self, studentBy: other } : { tick: row, teacherBy: other, studentBy: self };
}

/**
 * Saves the printable form's blanks (PORT-02, PORT-03; issue 10 keeps them per student).
 * @throws NOT_FOUND unknown student; FORBIDDEN 'Action not allowed'
 */
export async function saveForm(db: DbOrTx, actor: UserActor, studentId: string, form: PortfolioForm): Promise<PortfolioForm> {
  const student = await studentFor(db, actor, studentId);
  await upsertForm(db, { studentId: student.id, form, byId: actor.id });
  return form;
}

/** 'Müller, Jörg' → 'Mueller_Joerg': a file name part of ASCII word characters. */
function fileNamePart(s: string): string {
  const ascii = s
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '');
}

/**
 * The filled portfolio as a PDF ('PDF' button), named with the student's name and today's date.
 * @throws NOT_FOUND unknown student; FORBIDDEN 'Action not allowed'
 */
export async function exportPortfolioPdf(db: DbOrTx, actor: UserActor, studentId: string, now = new Date()): Promise<{ pdf: Buffer; fileName: string }> {
  const portfolio = await portfolioOf(db, await studentFor(db, actor, studentId));
  const date = now.toISOString().slice(0, 10);
  const name = fileNamePart(`${portfolio.student.firstName} ${portfolio.student.name}`) || 'auszubildende';
  return { pdf: await portfolioPdf(portfolio, now), fileName: `ausbildungsportfolio_${name}_${date}.pdf` };
}
