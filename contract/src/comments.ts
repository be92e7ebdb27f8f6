import { z } from 'zod';
import { idSchema } from './common';

export const commentBody = z.object({
  _teacher: idSchema.optional(),
  _student: idSchema,
  comment: z
    .string({ error: 'Kommentar fehlt.' })
    .trim()
    .min(1, { error: 'Der Kommentar darf nicht leer sein.' })
    .max(5000, { error: 'Der Kommentar darf höchstens 5000 Zeichen lang sein.' }),
});
export type CommentBody = z.infer<typeof commentBody>;

export const commentRow = z.object({
  _id: idSchema,
  comment: z.string(),
  _teacher: z.object({ _id: idSchema, firstName: z.string(), name: z.string() }),
  _student: idSchema,
  createdAt: z.string(),
});
export type CommentRow = z.infer<typeof commentRow>;
export const commentResponse = z.object({ comment: commentRow });
export const commentsResponse = z.object({ comments: z.array(commentRow) });
export const commentsParams = z.object({ id: idSchema });
