import { z } from 'zod';
import { hasNoControlChars, idSchema } from './common';

/**
 * KILIAN task categories (`kilian_type`, the route's {talkType}; AMB-117). The specification names
 * none; these are the competence areas of the option questions (docs/decisions/020-kilian.md).
 */
export const kilianTypes = ['communication', 'abilitytoact', 'abilitytoreflect', 'ethicalcompetence', 'selforganizedlearning'] as const;
export type KilianType = (typeof kilianTypes)[number];

/** The six upload folders in their order (UPL-04, D2 §9). */
export const kilianFolders = ['Confrontation', 'Implementation', 'Information', 'Application', 'Finding a Solution', 'Sustainability'] as const;
/** The stored `type` and the route segment: the lowercase folder name (UPL-07, AMB-122). */
export const kilianFolderTypes = ['confrontation', 'implementation', 'information', 'application', 'finding a solution', 'sustainability'] as const;
export type KilianFolderType = (typeof kilianFolderTypes)[number];
export const folderTypeOf = (folder: (typeof kilianFolders)[number]) => folder.toLowerCase() as KilianFolderType;

/** Upload limits of the KILIAN folders (AMB-124, SEC-09). */
export const KILIAN_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const KILIAN_MAX_FILES = 20;
export const KILIAN_TOPIC_MAX = 200;
export const KILIAN_TITLE_MAX = 255;
/** The upload tiles on the KILIAN Tasks screen (KIL-02): the first sub-tests of the catalogue. */
export const KILIAN_TILES = 6;

/** Content types a KILIAN folder accepts: PDF, images, office documents, plain text (checked by content). */
export const kilianUploadTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
] as const;
/** The `purpose` of a pre-signed URL for a KILIAN folder: plain text and the larger size limit. */
export const KILIAN_UPLOAD_PURPOSE = 'kilian';

export const kilianMessages = {
  /** KIL-06, verbatim. */
  invalidDetails: 'Invalid or Missing details!',
  /** KIL-07, SEC-13, verbatim. */
  alreadyStarted: 'Kilian task already started!',
  onlyKilian: 'Nur KILIAN-Zugänge können Aufgaben starten.',
  studentNotFound: 'Auszubildende:r nicht gefunden.',
  studentWithoutClass: 'Diese:r Auszubildende ist keiner Klasse zugeordnet.',
  noAccess: 'Sie haben keinen Zugriff auf die KILIAN-Uploads dieser:s Auszubildenden.',
  /** A stranger opening a folder's file by its address. */
  fileNoAccess: 'Sie haben keinen Zugriff auf diese Datei aus einem KILIAN-Ordner.',
  /** AMB-123 (proposed wording). */
  onlyOwner: 'Nur die/der Auszubildende kann hier hochladen.',
  subTestNotFound: 'Teilaufgabe nicht gefunden.',
  unknownFolder: 'Diesen Ordner gibt es nicht.',
  unknownType: 'Unbekannte KILIAN-Kategorie.',
  fileNotUploaded: 'Bitte zuerst die Datei hochladen.',
  fileTypeNotAllowed: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, Bilder, Office-Dokumente und Textdateien.',
  alreadyRecorded: 'Diese Datei ist bereits abgelegt.',
  titleEmpty: 'Der Dateiname fehlt.',
  titleTooLong: `Der Dateiname darf höchstens ${KILIAN_TITLE_MAX} Zeichen lang sein.`,
  controlChars: 'Der Text enthält unzulässige Steuerzeichen.',
} as const;

/** The success alert of 'Start task' (KIL-08), verbatim. */
export const kilianAlerts = { added: 'Task added successfully!' } as const;

const details = { error: kilianMessages.invalidDetails };

/** POST /api/user/talk/kilianTask/ (API-44, KIL-05, KIL-06): all three required. */
export const startKilianTaskBody = z.object({
  topic: z.string(details).trim().min(1, details).max(KILIAN_TOPIC_MAX, details).refine(hasNoControlChars, details),
  kilian_type: z.enum(kilianTypes, details),
  _student: z.uuid(details),
});
export type StartKilianTaskBody = z.infer<typeof startKilianTaskBody>;

export const kilianTaskParams = z.object({ studentId: idSchema, kilianType: z.enum(kilianTypes, { error: kilianMessages.unknownType }) });

export const kilianPerson = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });
export type KilianPerson = z.infer<typeof kilianPerson>;

/** A KILIAN task (ENT-36, KIL-10). */
export const kilianTaskRow = z.object({
  _id: idSchema,
  topic: z.string(),
  kilian_type: z.enum(kilianTypes),
  _student: idSchema,
  /** ISO 8601 UTC. */
  createdAt: z.string(),
});
export type KilianTaskRow = z.infer<typeof kilianTaskRow>;

/** GET /api/user/talk/kilianTask/{studentId}/{kilianType} (API-45, KIL-04): null while none was started; `kilian` who started it. */
export const kilianTaskResponse = z.object({ kilian_task: kilianTaskRow.nullable(), kilian: kilianPerson.nullable(), student: kilianPerson });
export type KilianTaskResponse = z.infer<typeof kilianTaskResponse>;
export const startedKilianTaskResponse = z.object({ kilian_task: kilianTaskRow, kilian: kilianPerson });
export type StartedKilianTaskResponse = z.infer<typeof startedKilianTaskResponse>;

/** A started task with its student and the kilian user who started it (the lists of started tasks). */
export const kilianTaskListRow = kilianTaskRow.extend({ student: kilianPerson, kilian: kilianPerson.nullable() });
export type KilianTaskListRow = z.infer<typeof kilianTaskListRow>;
/**
 * GET /api/user/talk/kilianTask/started (the kilian user's own starts, newest first) and
 * GET /api/user/talk/kilianTask/{studentId} (a student's tasks, in the order of the categories).
 */
export const kilianTasksResponse = z.object({ tasks: z.array(kilianTaskListRow) });
export type KilianTasksResponse = z.infer<typeof kilianTasksResponse>;

/** GET /api/user/talk/kilianTask/students: whom a kilian user may start tasks for (AMB-118). */
export const kilianStudentsResponse = z.object({
  students: z.array(kilianPerson.extend({ className: z.string() })),
});
export type KilianStudentsResponse = z.infer<typeof kilianStudentsResponse>;

/** POST /api/teacher/kilianUploads (API-54, UPL-10, UPL-12). */
export const createKilianUploadBody = z.object({
  file: z.string({ error: kilianMessages.fileNotUploaded }).max(2000, { error: kilianMessages.fileNotUploaded }),
  title: z
    .string({ error: kilianMessages.titleEmpty })
    .trim()
    .min(1, { error: kilianMessages.titleEmpty })
    .max(KILIAN_TITLE_MAX, { error: kilianMessages.titleTooLong })
    .refine(hasNoControlChars, { error: kilianMessages.controlChars }),
  _competencyCategoryOptionSubTest: idSchema,
  type: z.enum(kilianFolderTypes, { error: kilianMessages.unknownFolder }),
  _student: idSchema,
});
export type CreateKilianUploadBody = z.infer<typeof createKilianUploadBody>;

export const kilianUploadsParams = z.object({
  studentId: idSchema,
  subTestId: idSchema,
  type: z.enum(kilianFolderTypes, { error: kilianMessages.unknownFolder }),
});
export const kilianSubTestParams = z.object({ id: idSchema });
export const kilianStudentParams = z.object({ studentId: idSchema });

/** A KILIAN upload (ENT-37, UPL-12) with its size, content type, date and uploader. */
export const kilianUploadRow = z.object({
  _id: idSchema,
  file: z.string(),
  title: z.string(),
  _competencyCategoryOptionSubTest: idSchema,
  type: z.enum(kilianFolderTypes),
  _student: idSchema,
  size: z.number(),
  contentType: z.string(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  uploadedBy: kilianPerson.nullable(),
});
export type KilianUploadRow = z.infer<typeof kilianUploadRow>;

export const kilianUploadsResponse = z.object({ kilianUploads: z.array(kilianUploadRow) });
export type KilianUploadsResponse = z.infer<typeof kilianUploadsResponse>;
export const createdKilianUploadResponse = z.object({ kilianUpload: kilianUploadRow });

/** POST /api/teacher/kilianUploads/competencySubTestById/{id} (API-56, UPL-06, AMB-121). */
export const kilianSubTest = z.object({ _id: idSchema, title: z.string(), subTitle: z.string() });
export const kilianSubTestResponse = z.object({ subTest: kilianSubTest });
export type KilianSubTestResponse = z.infer<typeof kilianSubTestResponse>;

/** GET /api/teacher/kilianUploads/subTests/{studentId}: the upload tiles (KIL-02, AMB-117) with the student's file count. */
export const kilianTilesResponse = z.object({ subTests: z.array(kilianSubTest.extend({ files: z.number() })), student: kilianPerson });
export type KilianTilesResponse = z.infer<typeof kilianTilesResponse>;
