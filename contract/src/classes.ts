import { z } from 'zod';
import { idSchema } from './common';

export const classMessages = {
  fillForm: 'Please fill the form correctly!',
  onlySupervisor: 'Only Supervisor is allowed to add classes!',
  joined: 'Class Joined successfully!',
  created: 'Success!',
  selectClass: 'Bitte eine Klasse auswählen!',
  duplicate: 'Sie haben bereits eine Klasse mit diesem Namen.',
  notFound: 'Klasse nicht gefunden.',
  onlyTeacherJoins: 'Nur Praxisanleitungen können Klassen beitreten.',
  notYourClass: 'Sie haben keinen Zugriff auf diese Klasse.',
  nameTooLong: 'Der Klassenname darf höchstens 200 Zeichen lang sein.',
  notSelf: 'Sie dürfen nur in Ihrem eigenen Namen handeln.',
  userNotFound: 'Benutzer nicht gefunden.',
  onlyCreator: 'Nur die Klassenleitung, die die Klasse angelegt hat, darf Praxisanleitungen entfernen.',
  teacherNotInClass: 'Diese Praxisanleitung gehört nicht zur Klasse.',
  badLimit: 'Seitengröße: eine ganze Zahl von 1 bis 200.',
  badCursor: 'Diese Seitenmarke ist ungültig.',
} as const;

/** A class row (CLS-18). `_teacher` is the creating supervisor (AMB-33). */
export const classRow = z.object({
  _id: idSchema,
  className: z.string(),
  _teacher: idSchema,
  noOfStudents: z.number().int(),
});
export type ClassRow = z.infer<typeof classRow>;

export const classesResponse = z.object({ classes: z.array(classRow) });

/**
 * GET /grade/notJoined/{userId} paged by cursor (the list grows with the school): `limit`
 * classes per page, `after` the previous page's `nextCursor`, `search` a case-insensitive part of
 * the class name; then the answer has `nextCursor` (null on the last page). Without any of them
 * the answer is the specification's (every class, no cursor).
 */
export const CLASSES_PAGE_MAX = 200;
export const notJoinedQuery = z.object({
  limit: z.coerce
    .number({ error: classMessages.badLimit })
    .int({ error: classMessages.badLimit })
    .min(1, { error: classMessages.badLimit })
    .max(CLASSES_PAGE_MAX, { error: classMessages.badLimit })
    .optional(),
  after: z.string({ error: classMessages.badCursor }).max(600, { error: classMessages.badCursor }).optional(),
  search: z.string().trim().max(200, { error: classMessages.nameTooLong }).optional(),
});
export type NotJoinedQuery = z.infer<typeof notJoinedQuery>;
export const notJoinedResponse = z.object({ classes: z.array(classRow), nextCursor: z.string().nullable().optional() });
export const classResponse = z.object({ class: classRow });

/**
 * POST /grade/create (API-06). `className` is trimmed, 1–200 characters; `_teacher`, if sent,
 * must be the signed-in supervisor (SEC-03) and is otherwise taken from the session.
 */
export const createClassBody = z.object(
  {
    className: z
      .string({ error: classMessages.fillForm })
      .trim()
      .min(1, { error: classMessages.fillForm })
      .max(200, { error: classMessages.nameTooLong }),
    _teacher: idSchema.optional(),
  },
  { error: classMessages.fillForm },
);
export type CreateClassBody = z.infer<typeof createClassBody>;

export const joinClassParams = z.object({ userId: idSchema, classId: idSchema });
export const classIdParams = z.object({ classId: idSchema });

/** Anonymous sign-up class list (API-P14): names only. */
export const signupClassesResponse = z.object({
  classes: z.array(z.object({ _id: idSchema, className: z.string() })),
});
export type SignupClass = z.infer<typeof signupClassesResponse>['classes'][number];

export const studentRow = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  /** Only for the class's supervisor: an imported student who has not yet accepted the invitation. */
  invitationPending: z.boolean().optional(),
});
export type StudentRow = z.infer<typeof studentRow>;
/** GET /user/students/{classId} (API-11): the students ordered by surname, and the class itself (AMB-36). */
export const studentsResponse = z.object({ students: z.array(studentRow), class: classRow });

/** The teachers (practice instructors) who joined a class, for its supervisor. */
export const classTeacherRow = z.object({ _id: idSchema, firstName: z.string(), name: z.string(), joinedAt: z.string() });
export type ClassTeacherRow = z.infer<typeof classTeacherRow>;
export const classTeachersResponse = z.object({ teachers: z.array(classTeacherRow) });
export type ClassTeachersResponse = z.infer<typeof classTeachersResponse>;
/** DELETE /api/grade/class/{classId}/teachers/{teacherId} */
export const classTeacherParams = z.object({ classId: idSchema, teacherId: idSchema });
