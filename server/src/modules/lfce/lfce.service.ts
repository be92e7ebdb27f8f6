import { lfceMessages, type CreateLfceBody, type PortfolioItemRef, type UpdateLfceBody } from '@praxisport/contract/lfce';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { withUniqueConflict } from '../../lib/unique';
import * as audit from '../audit/audit.service';
import { listAllItemRefs, unknownItemIds } from '../portfolio/portfolio.service';
import { toLfceRow } from './lfce.presenter';
import * as repo from './lfce.repository';

const titleConflict = { lfces_title_unique: { message: lfceMessages.titleTaken, path: 'title' } };

/** Every LFCE with its learning objectives (API-31, LFCE-17). */
export async function listLfces(db: DbOrTx): Promise<LfceRow[]> {
  const rows = await repo.listLfces(db);
  const objectives = await repo.listObjectives(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toLfceRow(r, objectives.filter((o) => o.lfceId === r.id)));
}

async function rowOf(db: DbOrTx, id: string): Promise<LfceRow> {
  const lfce = await repo.findLfce(db, id);
  if (!lfce) throw notFound(lfceMessages.lfceNotFound);
  return toLfceRow(lfce, await repo.listObjectives(db, [id]));
}

/** What the audit trail keeps of an LFCE: its values and the ids of its learning objectives (decision 025). */
const auditValues = (l: LfceRow) => ({ kind: 'lfce', title: l.title, competencyIV: l.competencyIV, learningObjectives: l._learningObjectives.map((o) => o._id) });

async function assertItemsExist(db: DbOrTx, ids: string[]) {
  if ((await unknownItemIds(db, ids)).length > 0) throw badRequest(lfceMessages.unknownItem, '_learningObjectives');
}

/** Adds an LFCE with its learning objectives (API-32, AMB-131). @throws VALIDATION_ERROR unknown item; CONFLICT title taken */
export async function createLfce(db: Db, actor: Actor, body: CreateLfceBody): Promise<LfceRow> {
  const ids = [...new Set(body._learningObjectives)];
  await assertItemsExist(db, ids);
  return db.transaction(async (tx) => {
    const lfce = await withUniqueConflict(repo.insertLfce(tx, { title: body.title, competencyIv: body.competencyIV }), titleConflict);
    await repo.replaceObjectives(tx, lfce.id, ids);
    const row = await rowOf(tx, lfce.id);
    await audit.record(tx, actor, { action: 'catalogue.create', entity: 'catalogue', entityId: lfce.id, before: null, after: auditValues(row) });
    return row;
  });
}

/** Changes an LFCE and replaces its learning objectives (API-33, AMB-135). @throws NOT_FOUND unknown id; VALIDATION_ERROR unknown item; CONFLICT title taken */
export async function updateLfce(db: Db, actor: Actor, body: UpdateLfceBody): Promise<LfceRow> {
  const ids = [...new Set(body._learningObjectives)];
  if (!(await repo.findLfce(db, body._id))) throw notFound(lfceMessages.lfceNotFound);
  await assertItemsExist(db, ids);
  return db.transaction(async (tx) => {
    const before = await rowOf(tx, body._id);
    const lfce = await withUniqueConflict(repo.updateLfce(tx, body._id, { title: body.title, competencyIv: body.competencyIV }), titleConflict);
    if (!lfce) throw notFound(lfceMessages.lfceNotFound);
    await repo.replaceObjectives(tx, lfce.id, ids);
    const row = await rowOf(tx, lfce.id);
    await audit.record(tx, actor, { action: 'catalogue.update', entity: 'catalogue', entityId: lfce.id, before: auditValues(before), after: auditValues(row) });
    return row;
  });
}

/** The portfolio items to choose learning objectives from (API-34). */
export async function listPortfolioItems(db: DbOrTx): Promise<PortfolioItemRef[]> {
  return listAllItemRefs(db);
}
