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
});
export type StudentRow = z.infer<typeof studentRow>;
/** GET /user/students/{classId} (API-11): the students ordered by surname, and the class itself (AMB-36). */
export const studentsResponse = z.object({ students: z.array(studentRow), class: classRow });
