import { z } from 'zod';
import { idSchema, isoDate } from './common';

/**
 * The audit trail (decision 025): who changed what, when, before and after.
 * Supervisors read the history of an attendance day and of their classes' members, teachers the
 * history of an assessment, admins everything (filterable, by cursor).
 */
export const auditMessages = {
  badCursor: 'Ungültige Seitenmarke.',
  badLimit: 'Seitengröße: eine Zahl von 1 bis 200.',
  badEntity: 'Unbekannte Art von Eintrag.',
  badRange: 'Der Zeitraum endet vor seinem Beginn.',
  recordNotFound: 'Kein Eintrag gefunden.',
  noAccess: 'Diesen Verlauf dürfen Sie nicht sehen.',
} as const;

/** The kinds of record the trail covers. */
export const AUDIT_ENTITIES = ['assessment', 'attendance', 'talk', 'portfolioTick', 'guidance', 'classMembership', 'account', 'catalogue', 'visit', 'qualifiedAssessment', 'training'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What happened. */
export const AUDIT_ACTIONS = [
  'assessment.create',
  'assessment.chooseSubTest',
  'attendance.save',
  'talk.submit',
  'talk.confirm',
  'portfolio.tick',
  'guidance.record',
  'guidance.decide',
  'class.join',
  'class.removeTeacher',
  'account.approve',
  'account.reject',
  'account.deactivate',
  'account.reactivate',
  'account.providerSignIn',
  'account.providerLink',
  'account.providerCreate',
  'catalogue.create',
  'catalogue.update',
  'visit.record',
  'visit.remove',
  'qualifiedAssessment.save',
  'qualifiedAssessment.submit',
  'qualifiedAssessment.confirm',
  'training.set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const person = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });

export const auditEvent = z.object({
  _id: idSchema,
  /** ISO 8601 UTC. */
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  /** Who changed it; null for the system. Names as they are now (a deleted person shows the pseudonym). */
  actor: person.extend({ kind: z.enum(['user', 'admin']) }).nullable(),
  classId: idSchema.nullable(),
  className: z.string().nullable(),
  student: person.nullable(),
  /** The values before and after the change (ids and values, never names). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/**
 * `names`: what the events' values name by id, id → name: people ("Vorname Name": a day's students, a removed teacher),
 * catalogue entries and portfolio items by their titles (an option, a learning objective), a category test as
 * "Test – Kategorie", a placement as "Einrichtung – Station", a talk by its kind ("Zwischengespräch").
 */
export const auditEventsResponse = z.object({ events: z.array(auditEvent), names: z.record(z.string(), z.string()), nextCursor: z.string().nullable() });
export type AuditEventsResponse = z.infer<typeof auditEventsResponse>;

/** GET /api/audit/attendance/{classId}/{date} */
export const auditAttendanceParams = z.object({ classId: idSchema, date: isoDate('date') });
/** GET /api/audit/classes/{classId} */
export const auditClassParams = z.object({ classId: idSchema });
/** GET /api/audit/assessments/{assessmentId} */
export const auditAssessmentParams = z.object({ assessmentId: idSchema });

export const AUDIT_PAGE_MAX = 200;
/** The longest actor filter (part of a name or e-mail address). */
export const AUDIT_ACTOR_MAX = 100;

/** GET /api/admin/audit: every filter optional; `cursor` is the `nextCursor` of the page before. */
export const auditQuery = z
  .object({
    entity: z.enum(AUDIT_ENTITIES, { error: auditMessages.badEntity }).optional(),
    /** Part of the actor's name or e-mail address. */
    actor: z.string().trim().max(AUDIT_ACTOR_MAX).optional(),
    classId: idSchema.optional(),
    /** Days, inclusive (UTC). */
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    limit: z.coerce
      .number({ error: auditMessages.badLimit })
      .int({ error: auditMessages.badLimit })
      .min(1, { error: auditMessages.badLimit })
      .max(AUDIT_PAGE_MAX, { error: auditMessages.badLimit })
      .optional(),
    cursor: z.string({ error: auditMessages.badCursor }).max(200, { error: auditMessages.badCursor }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: auditMessages.badRange, path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuery>;
