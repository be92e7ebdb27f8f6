import { z } from 'zod';

/** Content types that may be uploaded (SEC-09). Images may be uploaded anonymously for sign-up. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const documentTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const uploadTypes = [...imageTypes, ...documentTypes] as const;
export type UploadType = (typeof uploadTypes)[number];

/** Short file-type names accepted in the path besides full MIME types. */
export const uploadTypeAliases: Record<string, UploadType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const uploadMessages = {
  typeNotAllowed: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PNG, JPEG, GIF, WebP, PDF und Office-Dokumente.',
  anonymousImagesOnly: 'Ohne Anmeldung können nur Bilder (PNG, JPEG, GIF, WebP) hochgeladen werden.',
  tooLarge: 'Die Datei ist zu groß.',
  expired: 'Der Upload-Link ist abgelaufen. Bitte erneut versuchen.',
  badSignature: 'Der Upload-Link ist ungültig.',
  contentMismatch: 'Der Inhalt der Datei passt nicht zum angegebenen Dateityp.',
  alreadyUploaded: 'Unter dieser Adresse wurde bereits eine Datei hochgeladen.',
  empty: 'Die Datei ist leer.',
  notFound: 'Datei nicht gefunden.',
  tooManyAnonymous: 'Zu viele Uploads ohne Anmeldung. Bitte später erneut versuchen.',
  invalidAddress: 'Ungültige Dateiadresse.',
  invalidKey: 'key: ungültige Dateiadresse.',
  keyMissing: 'key fehlt.',
  keyTooLong: 'key: die Adresse ist zu lang.',
  /** The size limit, formatted ('10 MB'), follows the sentence. */
  tooLargeAtMost: (max: string) => `Die Datei ist zu groß. Erlaubt sind höchstens ${max}.`,
  /** A sign-up image field ('Profilbild') whose address is not a fresh upload. */
  uploadImageFirst: (label: string) => `${label}: Bitte zuerst ein Bild hochladen.`,
} as const;

/** The storage key of a stored file: a UUID and an extension. */
export const uploadKeyPattern = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
export const uploadKeyParams = z.object({ key: z.string().regex(uploadKeyPattern, { error: uploadMessages.invalidAddress }) });
/** GET /upload/preSignedURL/{fileType} (API-04) and its twin with an unencoded MIME type. */
export const presignParams = z.object({ fileType: z.string().max(200) });
export const presignMimeParams = z.object({ major: z.string().max(100), minor: z.string().max(150) });
/** The query of a pre-signed PUT (API-05); `max` (bytes) is set for purposes with their own limit (KILIAN folders). */
export const uploadPutQuery = z.object({
  type: z.string().max(200).optional(),
  expires: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
  max: z.string().max(20).optional(),
});
/** The query of a signed read URL. */
export const signedReadQuery = uploadPutQuery.pick({ expires: true, sig: true });
/** GET /upload/preSignedURL/{fileType}?purpose=kilian: a KILIAN folder file (plain text allowed, 20 MB). */
export const presignQuery = z.object({ purpose: z.enum(['kilian'], { error: 'purpose: erlaubt ist kilian.' }).optional() });
/** GET /upload/preSignedGetURL (API-P24). */
export const readUrlQuery = z.object({ key: z.string({ error: uploadMessages.keyMissing }).max(2000, { error: uploadMessages.keyTooLong }) });

export const preSignedUrlResponse = z.object({ url: z.string() });
export const uploadPutResponse = z.object({ url: z.string() });
