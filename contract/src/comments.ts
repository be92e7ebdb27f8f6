import { z } from 'zod';
import { idSchema } from './common';

export const COMMENT_MAX_LENGTH = 5000;

export const commentMessages = {
  missing: 'Kommentar fehlt.',
  notText: 'Der Kommentar muss ein Text sein.',
  empty: 'Der Kommentar darf nicht leer sein.',
  tooLong: `Der Kommentar darf höchstens ${COMMENT_MAX_LENGTH} Zeichen lang sein.`,
  notSelf: 'Sie dürfen nur in Ihrem eigenen Namen handeln.',
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  notYourStudent: 'Sie können nur Auszubildende Ihrer Klassen kommentieren.',
  noAccess: 'Sie haben keinen Zugriff auf diese Kommentare.',
  badLimit: 'Die Seitengröße muss eine ganze Zahl von 1 bis 500 sein.',
  badCursor: 'Diese Seitenmarke ist ungültig.',
} as const;

/**
 * POST /user/comment (API-24). `comment` is trimmed, 1–5000 characters, and otherwise stored
 * verbatim (the client renders it as text). `_teacher`, if sent, must be the session user (SEC-03).
 */
export const commentBody = z.object({
  _teacher: idSchema.optional(),
  _student: idSchema,
  comment: z
    .string({ error: (iss) => (iss.input === undefined ? commentMessages.missing : commentMessages.notText) })
    .trim()
    .min(1, { error: commentMessages.empty })
    .max(COMMENT_MAX_LENGTH, { error: commentMessages.tooLong }),
});
export type CommentBody = z.infer<typeof commentBody>;

/** A comment (ENT-12, AMB-60): `_teacher` populated with names, `createdAt` set by the server (ISO 8601). */
export const commentRow = z.object({
  _id: idSchema,
  comment: z.string(),
  _teacher: z.object({ _id: idSchema, firstName: z.string(), name: z.string() }),
  _student: idSchema,
  createdAt: z.string(),
});
export type CommentRow = z.infer<typeof commentRow>;
export const commentResponse = z.object({ comment: commentRow });
/**
 * GET /user/comments/{id} (API-25): newest first, at most the last 500. Paged by cursor:
 * `?limit=` a page's size (default and at most 500), `?before=` the `nextCursor` of the previous
 * page; `nextCursor` is null on the last page.
 */
export const commentsResponse = z.object({ comments: z.array(commentRow), nextCursor: z.string().nullable().optional() });
export const commentsParams = z.object({ id: idSchema });
export const COMMENTS_PAGE_MAX = 500;
export const commentsQuery = z.object({
  limit: z.coerce
    .number({ error: commentMessages.badLimit })
    .int({ error: commentMessages.badLimit })
    .min(1, { error: commentMessages.badLimit })
    .max(COMMENTS_PAGE_MAX, { error: commentMessages.badLimit })
    .optional(),
  before: z.string({ error: commentMessages.badCursor }).max(200, { error: commentMessages.badCursor }).optional(),
});
export type CommentsQuery = z.infer<typeof commentsQuery>;
