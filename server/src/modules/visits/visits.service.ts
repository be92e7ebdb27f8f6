import { addDays } from '@praxisport/contract/attendance';
import { DUE_SOON_DAYS } from '@praxisport/contract/status';
import { visitedTypes } from '@praxisport/contract/training-rules';
import { visitMessages, type DueVisitsResponse, type VisitBody, type VisitForm, type VisitRow, type VisitsResponse } from '@praxisport/contract/visits';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import * as audit from '../audit/audit.service';
import { getPlacementContext, getPlacementStudent, listPlacementFacts, listPlacementsOfSupervisor, todayIn, type PlacementContext } from '../placements/placements.service';
import { canReadVisits, canRecordVisit } from './visits.policy';
import { toDueVisitRow, toVisitRow } from './visits.presenter';
import { deleteVisit, findVisitRecord, insertVisit, listVisitsOfPlacements, listVisitsOfStudent, placementsVisitedInside } from './visits.repository';

/** The student of a placement as the policy reads it: with the class's supervisor. */
const studentOf = (ctx: PlacementContext) => ({ ...ctx.student, supervisorId: ctx.supervisorId });

/** @throws NOT_FOUND unknown placement */
async function getPlacement(db: DbOrTx, placementId: string): Promise<PlacementContext> {
  const ctx = await getPlacementContext(db, placementId);
  if (!ctx) throw new AppError('NOT_FOUND', visitMessages.placementNotFound);
  return ctx;
}

/**
 * The class's supervisor records a visit to a placement: on a day of the placement that has come
 * (Europe/Berlin). The audit record keeps the values, not the notes' text (decision 025).
 * @throws NOT_FOUND unknown placement; FORBIDDEN not the class's supervisor; VALIDATION_ERROR a date
 *   outside the placement or after today
 */
export async function recordVisit(db: Db, actor: UserActor, placementId: string, body: VisitBody, now: Date = new Date()): Promise<VisitRow> {
  const ctx = await getPlacement(db, placementId);
  if (!canRecordVisit(actor, studentOf(ctx))) throw new AppError('FORBIDDEN', visitMessages.onlySupervisor);
  const { placement: p } = ctx;
  if (body.date < p.from || body.date > p.until) throw new AppError('VALIDATION_ERROR', visitMessages.outsidePlacement, 'date');
  if (body.date > todayIn(now)) throw new AppError('VALIDATION_ERROR', visitMessages.inFuture, 'date');
  const notes = body.notes ? body.notes : null;
  const id = await db.transaction(async (tx) => {
    const visitId = await insertVisit(tx, { placementId: p.id, supervisorId: actor.id, date: body.date, form: body.form, notes });
    await audit.record(tx, actor, {
      action: 'visit.record',
      entity: 'visit',
      entityId: visitId,
      classId: ctx.student.gradeId,
      studentId: ctx.student.id,
      before: null,
      after: { placementId: p.id, date: body.date, form: body.form, withNotes: notes !== null },
    });
    return visitId;
  });
  return toVisitRow((await findVisitRecord(db, id))!);
}

/**
 * The class's supervisor removes a mistaken visit.
 * @throws NOT_FOUND unknown visit; FORBIDDEN not the class's supervisor
 */
export async function removeVisit(db: Db, actor: UserActor, visitId: string): Promise<void> {
  const visit = await findVisitRecord(db, visitId);
  if (!visit) throw new AppError('NOT_FOUND', visitMessages.visitNotFound);
  const ctx = await getPlacement(db, visit.placementId);
  if (!canRecordVisit(actor, studentOf(ctx))) throw new AppError('FORBIDDEN', visitMessages.onlySupervisor);
  await db.transaction(async (tx) => {
    // removed meanwhile by another request: nothing to record
    if (!(await deleteVisit(tx, visit.id))) throw new AppError('NOT_FOUND', visitMessages.visitNotFound);
    await audit.record(tx, actor, {
      action: 'visit.remove',
      entity: 'visit',
      entityId: visit.id,
      classId: ctx.student.gradeId,
      studentId: ctx.student.id,
      before: { placementId: visit.placementId, date: visit.date, form: visit.form },
      after: null,
    });
  });
}

/**
 * A student's placements and their visits, by date; `mayRecord` for the class's supervisor.
 * @throws NOT_FOUND unknown student; FORBIDDEN see canReadVisits
 */
export async function getStudentVisits(db: DbOrTx, actor: Actor, studentId: string, now: Date = new Date()): Promise<VisitsResponse> {
  const student = await getPlacementStudent(db, studentId);
  if (!student) throw new AppError('NOT_FOUND', visitMessages.studentNotFound);
  if (!(await canReadVisits(db, actor, student))) throw new AppError('FORBIDDEN', visitMessages.noAccess);
  const [placements, visits] = await Promise.all([listPlacementFacts(db, [student.id]), listVisitsOfStudent(db, student.id)]);
  return {
    student: { _id: student.id, firstName: student.firstName, name: student.name, className: student.className },
    placements: placements.map((p) => ({ _id: p.id, type: p.type, provider: { _id: p.provider.id, name: p.provider.name, ward: p.provider.ward }, from: p.from, until: p.until })),
    visits: visits.map(toVisitRow),
    mayRecord: canRecordVisit(actor, student),
    today: todayIn(now),
  };
}

/**
 * "Fällige Besuche": across the classes the supervisor created, the placements of a visited type
 * (orientation, compulsory, deepening) that have begun or begin within DUE_SOON_DAYS and have no
 * visit dated inside them; the earliest last day first, overdue once it has passed.
 */
export async function getDueVisits(db: DbOrTx, actor: UserActor, now: Date = new Date()): Promise<DueVisitsResponse> {
  const today = todayIn(now);
  const candidates = await listPlacementsOfSupervisor(db, actor.id, { types: visitedTypes, beginsBy: addDays(today, DUE_SOON_DAYS) });
  const visited = await placementsVisitedInside(db, candidates.map((c) => c.placement.id));
  return { due: candidates.filter((c) => !visited.has(c.placement.id)).map((c) => toDueVisitRow(c, today)), today };
}

// Faces for the training status

/** The visits of these placements (any reader the caller admitted), by placement and date. */
export async function listVisitsOf(db: DbOrTx, placementIds: string[]): Promise<{ placementId: string; date: string; form: VisitForm }[]> {
  return listVisitsOfPlacements(db, placementIds);
}
