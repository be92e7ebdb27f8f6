import {
  portfolioMessages,
  portfolioSignAlerts,
  portfolioSignMessages,
  type PortfolioForm,
  type StudentPortfolioResponse,
  type TrainingPortfolioRow,
  type UpdateTrainingPortfolioBody,
} from '@praxisport/contract/portfolio';
import type { DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { fileNamePart } from '../../lib/download';
import { isForeignKeyViolation } from '../../lib/unique';
import { isSelf } from '../classes/classes.policy';
import * as audit from '../audit/audit.service';
import { findStudent, type StudentRef as PortfolioStudent } from '../users/users.service';
import { portfolioPdf } from './training-portfolio.pdf';
import { canUsePortfolio, tickSideOf } from './training-portfolio.policy';
import { toCategories, toForm, toStudent, toTrainingPortfolio } from './training-portfolio.presenter';
import {
  createTickRow,
  findForm,
  findTickForUpdate,
  listCatalogue,
  listTicksOf,
  updateTickSide,
  upsertForm,
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
  const [catalogue, ticks, form] = await Promise.all([listCatalogue(db), listTicksOf(db, student.id), findForm(db, student.id)]);
  return { categories: toCategories(student.id, catalogue, ticks), student: toStudent(student), ...toForm(form) };
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
export async function updateTick(db: DbOrTx, actor: UserActor, body: UpdateTrainingPortfolioBody): Promise<TrainingPortfolioRow> {
  const side = tickSideOf(actor);
  const own = side === 'teacher' ? body.teacherChecked : body.studentChecked;
  const other = side === 'teacher' ? body.studentChecked : body.teacherChecked;
  if (!side || own === undefined || other !== undefined) throw notAllowed();
  if (side === 'teacher' && !isSelf(actor, body._teacher ?? undefined)) throw notAllowed();
  const student = await studentFor(db, actor, body._student);
  const itemId = body._trainingPortfolioItem;
  try {
    return await db.transaction(async (tx) => {
      // the row locked, so that the record's "before" is the row this tick changed when the student and a teacher tick at once
      let before = await findTickForUpdate(tx, student.id, itemId);
      if (!before) {
        await createTickRow(tx, student.id, itemId);
        before = (await findTickForUpdate(tx, student.id, itemId))!;
      }
      const tick = await updateTickSide(tx, before.tick.id, { side, checked: own, byId: actor.id });
      const by = { id: actor.id, firstName: actor.firstName, name: actor.name };
      const after: TickRecord = side === 'teacher' ? { tick, teacherBy: by, studentBy: before.studentBy } : { tick, teacherBy: before.teacherBy, studentBy: by };
      await audit.record(tx, actor, {
        action: 'portfolio.tick',
        entity: 'portfolioTick',
        entityId: tick.id,
        classId: student.gradeId,
        studentId: student.id,
        before: wasTicked(before.tick) ? ticksOf(before.tick) : null,
        after: ticksOf(tick),
      });
      return toTrainingPortfolio(student.id, itemId, after);
    });
  } catch (err) {
    // the database knows no such item (the foreign key of the row made for the first tick)
    if (isForeignKeyViolation(err, 'item_id')) throw new AppError('NOT_FOUND', portfolioMessages.itemNotFound);
    throw err;
  }
}

type Tick = TickRecord['tick'];
/** Both sides' ticks of a row, as the audit trail keeps them. */
const ticksOf = (t: Tick) => ({ itemId: t.itemId, teacherChecked: t.teacherChecked, studentChecked: t.studentChecked });
/** A row made for a first tick and not yet ticked on either side is no tick before. */
const wasTicked = (t: Tick) => t.teacherCheckedById !== null || t.studentCheckedById !== null || t.teacherChecked || t.studentChecked;

/**
 * Saves the printable form's blanks, per student (PORT-02, PORT-03).
 * @throws NOT_FOUND unknown student; FORBIDDEN 'Action not allowed'
 */
export async function saveForm(db: DbOrTx, actor: UserActor, studentId: string, form: PortfolioForm): Promise<PortfolioForm> {
  const student = await studentFor(db, actor, studentId);
  await upsertForm(db, { studentId: student.id, form, byId: actor.id });
  return form;
}

/**
 * The filled portfolio as a PDF ('PDF' button), named with the student's name and today's date.
 * @throws NOT_FOUND unknown student; FORBIDDEN 'Action not allowed'
 */
export async function exportPortfolioPdf(db: DbOrTx, actor: UserActor, studentId: string, now = new Date()): Promise<{ pdf: Buffer; fileName: string }> {
  const portfolio = await portfolioOf(db, await studentFor(db, actor, studentId));
  const date = now.toISOString().slice(0, 10);
  const name = fileNamePart(`${portfolio.student.firstName} ${portfolio.student.name}`, 'auszubildende');
  return { pdf: await portfolioPdf(portfolio, now), fileName: `ausbildungsportfolio_${name}_${date}.pdf` };
}
