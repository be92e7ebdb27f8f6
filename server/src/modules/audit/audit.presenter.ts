import type { AuditEvent } from '@praxisport/contract/audit';
import type { AuditEventRow } from './audit.repository';

export function toAuditEvent(r: AuditEventRow): AuditEvent {
  const actor = r.actorUser?.id
    ? { _id: r.actorUser.id, firstName: r.actorUser.firstName, name: r.actorUser.name, kind: 'user' as const }
    : r.actorAdmin?.id
      ? { _id: r.actorAdmin.id, firstName: r.actorAdmin.firstName, name: r.actorAdmin.name, kind: 'admin' as const }
      : null;
  return {
    _id: r.id,
    at: r.at.toISOString(),
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    actor,
    classId: r.classId,
    className: r.className ?? null,
    student: r.student?.id ? { _id: r.student.id, firstName: r.student.firstName, name: r.student.name } : null,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}
