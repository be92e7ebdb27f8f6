import { addDays } from '@praxisport/contract/attendance';
import { HOURS_PER_ABSENT_DAY } from '@praxisport/contract/placements';
import {
  qualifiedAssessmentMessages,
  WRITE_FROM_DAYS_BEFORE_END,
  type AssessmentSummary,
  type QualifiedAssessmentBody,
  type QualifiedAssessmentResponse,
  type QualifiedAssessmentRow,
} from '@praxisport/contract/qualified-assessments';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { fileNamePart } from '../../lib/download';
import * as audit from '../audit/audit.service';
import { getPlacementContext, todayIn, type PlacementContext } from '../placements/placements.service';
import { canConfirmAssessment, canReadAssessment, canWriteAssessment } from './qualified-assessments.policy';
import { assessmentPdf } from './qualified-assessments.pdf';
import { gradesOf, inAreaOrder, toAssessmentRow, toSummary } from './qualified-assessments.presenter';
import { confirmSubmitted, findAssessmentOfPlacement, findAssessmentWithStudent, listAssessmentsOfPlacements, saveAssessment as saveAssessmentRow } from './qualified-assessments.repository';

/** The student of a placement as the policy reads it: with the class's supervisor. */
const studentOf = (ctx: PlacementContext) => ({ ...ctx.student, supervisorId: ctx.supervisorId });

/** The first day the instructor may write the assessment: WRITE_FROM_DAYS_BEFORE_END days before the placement's last day. */
export const writableFromOf = (until: string) => addDays(until, -WRITE_FROM_DAYS_BEFORE_END);

/** @throws NOT_FOUND unknown placement */
async function getPlacement(db: DbOrTx, placementId: string): Promise<PlacementContext> {
  const ctx = await getPlacementContext(db, placementId);
  if (!ctx) throw new AppError('NOT_FOUND', qualifiedAssessmentMessages.placementNotFound);
  return ctx;
}

/**
 * A placement's qualified assessment with the placement, its absences from the records and what the
 * caller may do: write it (an assigned instructor, from `writableFrom`, until it is submitted) or
 * confirm the discussion (the student, once it is submitted).
 * @throws NOT_FOUND unknown placement; FORBIDDEN see canReadAssessment
 */
export async function getAssessment(db: DbOrTx, actor: Actor, placementId: string, now: Date = new Date()): Promise<QualifiedAssessmentResponse> {
  const ctx = await getPlacement(db, placementId);
  if (!(await canReadAssessment(db, actor, studentOf(ctx)))) throw new AppError('FORBIDDEN', qualifiedAssessmentMessages.noAccess);
  const [record, mayWriteIt] = await Promise.all([findAssessmentOfPlacement(db, ctx.placement.id), canWriteAssessment(db, actor, studentOf(ctx), ctx.instructorIds)]);
  const today = todayIn(now);
  const writableFrom = writableFromOf(ctx.placement.until);
  const { placement: p, student: s } = ctx;
  return {
    student: { _id: s.id, firstName: s.firstName, name: s.name, _grade: s.gradeId, className: s.className },
    placement: { _id: p.id, type: p.type, provider: { _id: p.provider.id, name: p.provider.name, ward: p.provider.ward }, from: p.from, until: p.until, plannedHours: p.plannedHours, instructors: ctx.instructors },
    absence: { absentDays: ctx.absentDays, absentHours: ctx.absentDays * HOURS_PER_ABSENT_DAY },
    assessment: record ? toAssessmentRow(record) : null,
    writableFrom,
    mayWrite: mayWriteIt && today >= writableFrom && (!record || record.status === 'draft'),
    mayConfirm: canConfirmAssessment(actor, s.id) && record?.status === 'submitted',
    today,
  };
}

/**
 * The assigned instructor saves the draft or submits it (then it is final). The audit record keeps
 * the status and the grades, not the texts (decision 025).
 * @throws NOT_FOUND unknown placement; FORBIDDEN not an instructor of the placement (in the class);
 *   CONFLICT submitted already; VALIDATION_ERROR before `writableFrom`
 */
export async function saveAssessment(db: Db, actor: UserActor, placementId: string, body: QualifiedAssessmentBody, now: Date = new Date()): Promise<QualifiedAssessmentRow> {
  const ctx = await getPlacement(db, placementId);
  if (!(await canWriteAssessment(db, actor, studentOf(ctx), ctx.instructorIds))) throw new AppError('FORBIDDEN', qualifiedAssessmentMessages.onlyInstructor);
  const before = await findAssessmentOfPlacement(db, ctx.placement.id);
  if (before && before.status !== 'draft') throw new AppError('CONFLICT', qualifiedAssessmentMessages.submitted);
  if (todayIn(now) < writableFromOf(ctx.placement.until)) throw new AppError('VALIDATION_ERROR', qualifiedAssessmentMessages.tooEarly);
  const areas = inAreaOrder(body.areas);
  return db.transaction(async (tx) => {
    const id = await saveAssessmentRow(tx, { placementId: ctx.placement.id, teacherId: actor.id, areas, submit: body.submit });
    // submitted by another request between the read and the write
    if (!id) throw new AppError('CONFLICT', qualifiedAssessmentMessages.submitted);
    const saved = (await findAssessmentOfPlacement(tx, ctx.placement.id))!;
    await audit.record(tx, actor, {
      action: body.submit ? 'qualifiedAssessment.submit' : 'qualifiedAssessment.save',
      entity: 'qualifiedAssessment',
      entityId: id,
      classId: ctx.student.gradeId,
      studentId: ctx.student.id,
      before: before ? gradesOf(before) : null,
      after: { placementId: ctx.placement.id, ...gradesOf(saved) },
    });
    return toAssessmentRow(saved);
  });
}

/**
 * The student confirms that the submitted assessment was discussed with them, once.
 * @throws NOT_FOUND unknown assessment; FORBIDDEN not the placement's student; CONFLICT not submitted
 *   yet, or confirmed already
 */
export async function confirmAssessment(db: Db, actor: UserActor, assessmentId: string): Promise<QualifiedAssessmentRow> {
  const found = await findAssessmentWithStudent(db, assessmentId);
  if (!found) throw new AppError('NOT_FOUND', qualifiedAssessmentMessages.assessmentNotFound);
  if (!canConfirmAssessment(actor, found.studentId)) throw new AppError('FORBIDDEN', qualifiedAssessmentMessages.onlyStudent);
  if (found.status === 'confirmed') throw new AppError('CONFLICT', qualifiedAssessmentMessages.alreadyConfirmed);
  if (found.status === 'draft') throw new AppError('CONFLICT', qualifiedAssessmentMessages.notSubmitted);
  const ctx = await getPlacement(db, found.placementId);
  return db.transaction(async (tx) => {
    // confirmed by another request between the read and the write
    if (!(await confirmSubmitted(tx, found.id))) throw new AppError('CONFLICT', qualifiedAssessmentMessages.alreadyConfirmed);
    await audit.record(tx, actor, {
      action: 'qualifiedAssessment.confirm',
      entity: 'qualifiedAssessment',
      entityId: found.id,
      classId: ctx.student.gradeId,
      studentId: ctx.student.id,
      before: { status: 'submitted' },
      after: { placementId: found.placementId, status: 'confirmed' },
    });
    return toAssessmentRow((await findAssessmentOfPlacement(tx, found.placementId))!);
  });
}

/**
 * The submitted assessment as an A4 PDF with its signature lines.
 * @throws as getAssessment; CONFLICT not submitted yet
 */
export async function exportAssessmentPdf(db: DbOrTx, actor: Actor, placementId: string, now: Date = new Date()) {
  const view = await getAssessment(db, actor, placementId, now);
  if (!view.assessment || view.assessment.status === 'draft') throw new AppError('CONFLICT', qualifiedAssessmentMessages.notSubmitted);
  const name = fileNamePart(`${view.student.name}_${view.student.firstName}`, 'auszubildende');
  return { pdf: await assessmentPdf(view, view.assessment, now), fileName: `leistungseinschaetzung_${name}_${view.placement.from}.pdf` };
}

// Faces for the training status

/** The assessments of these placements in short: status, mean grade, when submitted and confirmed. The caller checks access. */
export async function listAssessmentSummaries(db: DbOrTx, placementIds: string[]): Promise<AssessmentSummary[]> {
  return (await listAssessmentsOfPlacements(db, placementIds)).map(toSummary);
}

/** The assessments of these placements with their areas and grades (the yearly certificate). The caller checks access. */
export async function listAssessmentsOf(db: DbOrTx, placementIds: string[]): Promise<QualifiedAssessmentRow[]> {
  return (await listAssessmentsOfPlacements(db, placementIds)).map(toAssessmentRow);
}
