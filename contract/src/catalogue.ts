import { z } from 'zod';
import { hasNoControlChars, idSchema, textError } from './common';

/** Titles of catalogue entries hold at most 200 characters: longer input is refused. */
export const CATALOGUE_TITLE_MAX_LENGTH = 200;
/** A learning link (video, audio, PDF) holds at most 2000 characters. */
export const LINK_MAX_LENGTH = 2000;

export const catalogueMessages = {
  titleMissing: 'Bitte einen Titel eingeben.',
  titleTooLong: `Der Titel darf höchstens ${CATALOGUE_TITLE_MAX_LENGTH} Zeichen lang sein.`,
  subTitleMissing: 'Bitte einen Untertitel eingeben.',
  subTitleTooLong: `Der Untertitel darf höchstens ${CATALOGUE_TITLE_MAX_LENGTH} Zeichen lang sein.`,
  controlChars: 'Der Text enthält unzulässige Steuerzeichen.',
  linkInvalid: 'Bitte eine vollständige Adresse mit http:// oder https:// eingeben.',
  linkTooLong: `Eine Adresse darf höchstens ${LINK_MAX_LENGTH} Zeichen lang sein.`,
  categoryNotFound: 'Kategorie nicht gefunden.',
  optionNotFound: 'Kategorie-Option nicht gefunden.',
  testNotFound: 'Test nicht gefunden.',
  subTestNotFound: 'Untertest nicht gefunden.',
  subTestNotInTest: 'Dieser Untertest gehört nicht zu diesem Test.',
  titleTaken: 'Ein Eintrag mit diesem Titel existiert hier bereits.',
} as const;

/** The alerts of the dashboard, verbatim (ADM-19). */
export const catalogueAlerts = { linksUpdated: 'Links updated successfully!' } as const;

/** A required catalogue title (ADM-15). */
export const catalogueTitle = z
  .string({ error: textError('Titel') })
  .trim()
  .min(1, { error: catalogueMessages.titleMissing })
  .max(CATALOGUE_TITLE_MAX_LENGTH, { error: catalogueMessages.titleTooLong })
  .refine(hasNoControlChars, { error: catalogueMessages.controlChars });

export const subTitleSchema = z
  .string({ error: textError('Untertitel') })
  .trim()
  .min(1, { error: catalogueMessages.subTitleMissing })
  .max(CATALOGUE_TITLE_MAX_LENGTH, { error: catalogueMessages.subTitleTooLong })
  .refine(hasNoControlChars, { error: catalogueMessages.controlChars });

const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
};

/** An absolute http(s) address (ADM-16, AMB-128), checked on the client and the server. */
export const linkSchema = z
  .string({ error: textError('Adresse') })
  .trim()
  .max(LINK_MAX_LENGTH, { error: catalogueMessages.linkTooLong })
  .refine(isHttpUrl, { error: catalogueMessages.linkInvalid });

export const idParams = z.object({ id: idSchema });

/** A competency category (ENT: Category). */
export const competencyCatRow = z.object({ _id: idSchema, title: z.string() });
export type CompetencyCatRow = z.infer<typeof competencyCatRow>;
export const competencyCatOptionRow = z.object({ _id: idSchema, title: z.string(), _competencyCat: idSchema });
export type CompetencyCatOptionRow = z.infer<typeof competencyCatOptionRow>;
export const competencyCatOptionTestRow = z.object({ _id: idSchema, title: z.string(), _competencyCategoryOption: idSchema });
export type CompetencyCatOptionTestRow = z.infer<typeof competencyCatOptionTestRow>;
export const competencyCatOptionSubTestRow = z.object({
  _id: idSchema,
  title: z.string(),
  subTitle: z.string(),
  videoLink: z.string(),
  audioLink: z.string(),
  pdfLink1: z.string(),
  pdfLink2: z.string(),
  _competencyCatOptionTest: idSchema,
});
export type CompetencyCatOptionSubTestRow = z.infer<typeof competencyCatOptionSubTestRow>;

/** POST /admin/test/competencyCat (API-57). */
export const createCompetencyCatBody = z.object({ title: catalogueTitle });
export type CreateCompetencyCatBody = z.infer<typeof createCompetencyCatBody>;
export const competencyCatResponse = z.object({ competencyCat: competencyCatRow });
/** GET /admin/test/competencyCat (API-58). */
export const competencyCatsResponse = z.object({ competencyCats: z.array(competencyCatRow) });

/** POST /admin/test/competencyCatOption (API-59). */
export const createCompetencyCatOptionBody = z.object({ title: catalogueTitle, _competencyCat: idSchema });
export type CreateCompetencyCatOptionBody = z.infer<typeof createCompetencyCatOptionBody>;
export const competencyCatOptionResponse = z.object({ competencyCatOption: competencyCatOptionRow });
/** GET /admin/test/competencyCatOption/{categoryId} (API-60). */
export const competencyCatOptionsResponse = z.object({ competencyCatOptions: z.array(competencyCatOptionRow) });

/** POST /admin/test/competencyCatOptionTest (API-62). */
export const createCompetencyCatOptionTestBody = z.object({ title: catalogueTitle, _competencyCategoryOption: idSchema });
export type CreateCompetencyCatOptionTestBody = z.infer<typeof createCompetencyCatOptionTestBody>;
export const competencyCatOptionTestResponse = z.object({ competencyCatOptionTest: competencyCatOptionTestRow });
/** GET /admin/test/competencyCatOptionTest/{optionId} (API-61). */
export const competencyCatOptionTestsResponse = z.object({ competencyCatOptionTests: z.array(competencyCatOptionTestRow) });

const linkFields = { videoLink: linkSchema, audioLink: linkSchema, pdfLink1: linkSchema, pdfLink2: linkSchema };

/** POST /admin/test/competencyCatOptionSubTest (API-65, AMB-128): title, subTitle and the four links are required. */
export const createSubTestBody = z.object({ title: catalogueTitle, subTitle: subTitleSchema, ...linkFields, _competencyCatOptionTest: idSchema });
export type CreateSubTestBody = z.infer<typeof createSubTestBody>;
export const subTestResponse = z.object({ competencyCatOptionSubTest: competencyCatOptionSubTestRow });
/** GET /admin/test/competencyCatOptionSubTest[/{testId}] (API-63, API-64). */
export const subTestsResponse = z.object({ competencyCatOptionSubTests: z.array(competencyCatOptionSubTestRow) });

/** The links of a sub-test (API-66, API-67). */
export const subTestLinks = z.object({
  subTitle: z.string(),
  videoLink: z.string(),
  audioLink: z.string(),
  pdfLink1: z.string(),
  pdfLink2: z.string(),
  _test: idSchema,
  _subTest: idSchema,
});
export type SubTestLinks = z.infer<typeof subTestLinks>;
/** GET /admin/test/subTestLinks/{testId}/{subTestId} (API-66, AMB-116). */
export const subTestLinksParams = z.object({ testId: idSchema, subTestId: idSchema });
export const subTestLinksResponse = z.object({ links: subTestLinks });

/** PUT /admin/test/addSubTestLinks (API-67, AMB-128): the four links are required, the sub title optional. */
export const addSubTestLinksBody = z.object({
  subTitle: z
    .string({ error: textError('Untertitel') })
    .trim()
    .max(CATALOGUE_TITLE_MAX_LENGTH, { error: catalogueMessages.subTitleTooLong })
    .refine(hasNoControlChars, { error: catalogueMessages.controlChars })
    .optional(),
  ...linkFields,
  _test: idSchema,
  _subTest: idSchema,
});
export type AddSubTestLinksBody = z.infer<typeof addSubTestLinksBody>;
