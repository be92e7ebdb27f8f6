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

export const createClassBody = z.object({
  className: z
    .string({ error: classMessages.fillForm })
    .trim()
    .min(1, { error: classMessages.fillForm })
    .max(200, { error: 'Der Klassenname darf höchstens 200 Zeichen lang sein.' }),
  _teacher: idSchema.optional(),
});
export type CreateClassBody = z.infer<typeof createClassBody>;

export const userIdParams = z.object({ userId: idSchema });
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
export const studentsResponse = z.object({ students: z.array(studentRow), class: classRow });

export const supervisorsResponse = z.object({
  supervisors: z.array(z.object({ _id: idSchema, firstName: z.string(), name: z.string() })),
});
