import {
  portfolioMessages,
  portfolioSignAlerts,
  portfolioSignMessages,
  type PortfolioForm,
  type StudentPortfolioResponse,
  type TrainingPortfolioRow,
  type UpdateTrainingPortfolioBody,
} from '@praxisport/contract/portfolio';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { cachedCatalogue, catalogueCacheActive } from '../../lib/catalogue-cache';
import { isForeignKeyViolation } from '../../lib/unique';
import { isSelf } from '../classes/classes.policy';
import * as audit from '../audit/audit.service';
import { findStudent, type StudentRef as PortfolioStudent } from '../users/users.service';
import { cachedTicksWithForm, dropPortfolioTicks } from './portfolio-tick-cache';
import { portfolioPdf } from './training-portfolio.pdf';
import { canUsePortfolio, tickSideOf } from './training-portfolio.policy';
import { toCategories, toForm, toStudent, toTrainingPortfolio } from './training-portfolio.presenter';
import {
  itemExists,
  listCatalogue,
  listTicksWithForm,
  upsertForm,
  createTickRow,
  tickWriter,
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
  // the catalogue and the student's ticks and blanks (one query) from their caches (issue 17)
  const [{ categories, items }, { ticks, form }] = await Promise.all([
    cachedCatalogue(db, 'portfolio', () => listCatalogue(db)),
    cachedTicksWithForm(db, student.id, () => listTicksWithForm(db, student.id)),
  ]);
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
  return writeTickAndRecord(db, actor, student, side, own, body);
}

/**
 * The tick and its record (issue 16 item 5: both sides before and after) in one statement (issue
 * 17); a row never ticked (both sides unset) is no tick before.
 */
const writeTick = tickWriter(({ written }) => {
  const ticks = (prefix: string) =>
    sql`jsonb_build_object('itemId', w.item_id, 'teacherChecked', ${sql.raw(`w.${prefix}teacher_checked`)}, 'studentChecked', ${sql.raw(`w.${prefix}student_checked`)})`;
  return audit.recordWithin({
    action: 'portfolio.tick',
    entity: 'portfolioTick',
    actorUserId: sql`w.by_id`,
    entityId: sql`w.id::text`,
    classId: sql`w.class_id`,
    studentId: sql`w.student_id`,
    before: sql`case when w.before_teacher_checked_by_id is not null or w.before_student_checked_by_id is not null or w.before_teacher_checked or w.before_student_checked
      then ${ticks('before_')} end`,
    after: ticks(''),
    from: sql`${written} w`,
  });
});

async function writeTickAndRecord(db: Db, actor: UserActor, student: PortfolioStudent, side: 'teacher' | 'student', own: boolean, body: UpdateTrainingPortfolioBody): Promise<TrainingPortfolioRow> {
  const itemId = body._trainingPortfolioItem;
  const tick = { studentId: student.id, itemId, side, checked: own, byId: actor.id, classId: student.gradeId };
  try {
    let after = await writeTick(db, tick);
    if (!after) {
      // another request made the row in between: the tick over it like any other
      await createTickRow(db, student.id, itemId);
      after = await writeTick(db, tick);
    }
    dropPortfolioTicks(db, student.id);
    return toTrainingPortfolio(student.id, itemId, after ?? undefined);
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
 * Saves the printable form's blanks (PORT-02, PORT-03; issue 10 keeps them per student).
 * @throws NOT_FOUND unknown student; FORBIDDEN 'Action not allowed'
 */
export async function saveForm(db: DbOrTx, actor: UserActor, studentId: string, form: PortfolioForm): Promise<PortfolioForm> {
  const student = await studentFor(db, actor, studentId);
  await upsertForm(db, { studentId: student.id, form, byId: actor.id });
  dropPortfolioTicks(db, student.id);
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
