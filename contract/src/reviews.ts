import { z } from 'zod';
import { hasNoControlChars, idSchema, isoDate, textError } from './common';

/** Every item carries exactly six checklist points (ITEM-07). */
export const POINTS_PER_ITEM = 6;
/** Item descriptions hold at most 10,000 characters: longer input is refused. */
export const ITEM_DESC_MAX_LENGTH = 10_000;
/** The attending people of a review: one free text. */
export const ATTENDING_PEOPLE_MAX_LENGTH = 1000;

export const reviewMessages = {
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  formNotFound: 'Formular nicht gefunden.',
  reviewNotFound: 'Gespräch nicht gefunden.',
  itemNotFound: 'Item nicht gefunden.',
  formOrReviewNotFound: 'Weder ein Formular noch ein Gespräch mit dieser ID gefunden.',
  pointNotInItem: 'Dieser Punkt gehört nicht zu diesem Item.',
  noAccess: 'Sie haben keinen Zugriff auf die Unterlagen dieser:s Auszubildenden.',
  onlyTeacher: 'Nur die Praxisanleitung der Klasse darf Unterlagen ändern.',
  itemDescTooLong: `Die Beschreibung darf höchstens ${ITEM_DESC_MAX_LENGTH} Zeichen lang sein.`,
  attendingPeopleTooLong: `Die Teilnehmenden dürfen höchstens ${ATTENDING_PEOPLE_MAX_LENGTH} Zeichen lang sein.`,
  controlChars: 'Der Text enthält unzulässige Steuerzeichen.',
  doneNotBoolean: 'done muss true oder false sein.',
} as const;

/** The success alerts of these screens (AMB-143). */
export const reviewAlerts = {
  reviewSaved: 'Updated successfully!',
  itemSaved: 'Updated!',
} as const;

/** The footer of Review A, verbatim (REV-11, AMB-55). */
export const REVIEW_FOOTER = 'Auto Adds to Gesprach B';

/** The type error of a required object field. */
const objectError = (label: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? `${label} fehlt.` : `${label} muss ein Objekt sein.`;

export const rTypes = ['comments', 'review'] as const;

export const idParams = z.object({ id: idSchema });
export const studentIdParams = z.object({ studentId: idSchema });

/** A form of a student (ENT-06). */
export const formRow = z.object({ _id: idSchema, fName: z.string() });
export type FormRow = z.infer<typeof formRow>;
/** GET /home/forms/{studentId} (API-14). */
export const formsResponse = z.object({ forms: z.array(formRow) });

/** An entry of the review list (ENT-07). */
export const reviewEntry = z.object({ _id: idSchema, rName: z.string(), rType: z.enum(rTypes) });
export type ReviewEntry = z.infer<typeof reviewEntry>;
/** GET /home/reviews/{studentId} (API-15): students never receive rType 'comments'. */
export const reviewsResponse = z.object({ reviews: z.array(reviewEntry) });

/** Who last changed a point and when (the point's history). */
export const pointChange = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
});

/** A checklist point (ENT-10). */
export const pointRow = z.object({
  _id: idSchema,
  name: z.string(),
  desc: z.string(),
  done: z.boolean(),
  changedBy: pointChange.nullable(),
  /** ISO 8601 UTC, or null when never changed. */
  changedAt: z.string().nullable(),
});
export type PointRow = z.infer<typeof pointRow>;

/** An item with its six points (ENT-09). */
export const itemRow = z.object({
  _id: idSchema,
  itemName: z.string(),
  itemDesc: z.string(),
  points: z.array(pointRow),
});
export type ItemRow = z.infer<typeof itemRow>;

/** Whose record an item, form or review is: for links back and the heading. */
export const ownerRef = z.object({ _id: idSchema, fName: z.string().optional(), rName: z.string().optional(), _student: idSchema });

/** GET /home/items/{formId} (API-17), GET /home/getItems/{reviewId} (API-18). */
export const itemsResponse = z.object({ items: z.array(itemRow), owner: ownerRef });
export type ItemsResponse = z.infer<typeof itemsResponse>;
/** GET /home/item/{id}, /home/getItem/{id} (API-19, API-20), PUT /home/updatePoint, PUT /home/item/update. */
export const itemResponse = z.object({ item: itemRow, owner: ownerRef });
export type ItemResponse = z.infer<typeof itemResponse>;

/** A review (ENT-08). `rDate` is YYYY-MM-DD (AMB-54) or null before the talk took place. */
export const reviewRow = z.object({
  _id: idSchema,
  rName: z.string(),
  rDate: z.string().nullable(),
  attendingPeople: z.string(),
  _student: idSchema,
  items: z.array(itemRow),
});
export type ReviewRow = z.infer<typeof reviewRow>;
/** GET /home/getReview/{id} (API-16). */
export const reviewResponse = z.object({ review: reviewRow });
export type ReviewResponse = z.infer<typeof reviewResponse>;
/** PUT /home/review (API-23): the review plus its items. */
export const updateReviewResponse = z.object({ review: reviewRow, items: z.array(itemRow) });

/**
 * PUT /home/updatePoint (API-21, AMB-51): toggles the point, or sets it to `done` when given, so
 * that a retry cannot flip it back.
 */
export const updatePointBody = z.object({
  _item: idSchema,
  _point: idSchema,
  done: z.boolean({ error: reviewMessages.doneNotBoolean }).optional(),
});
export type UpdatePointBody = z.infer<typeof updatePointBody>;

/** The editable item description (ITEM-12): may be empty, at most 10,000 characters. */
export const itemDescSchema = z
  .string({ error: textError('Beschreibung') })
  .max(ITEM_DESC_MAX_LENGTH, { error: reviewMessages.itemDescTooLong })
  .refine(hasNoControlChars, { error: reviewMessages.controlChars });

/** PUT /home/item/update {item} (API-22): only the description changes. */
export const updateItemBody = z.object({
  item: z.object({ _id: idSchema, itemDesc: itemDescSchema }, { error: objectError('item') }),
});
export type UpdateItemBody = z.infer<typeof updateItemBody>;

export const attendingPeopleSchema = z
  .string({ error: textError('Teilnehmende') })
  .trim()
  .max(ATTENDING_PEOPLE_MAX_LENGTH, { error: reviewMessages.attendingPeopleTooLong })
  .refine(hasNoControlChars, { error: reviewMessages.controlChars });

/** PUT /home/review {review} (API-23, AMB-53): a teacher edits the date and the attending people. */
export const updateReviewBody = z.object({
  review: z.object(
    {
      _id: idSchema,
      rDate: isoDate('rDate').nullable(),
      attendingPeople: attendingPeopleSchema,
    },
    { error: objectError('review') },
  ),
});
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;
