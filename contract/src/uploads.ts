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
} as const;

export const preSignedUrlResponse = z.object({ url: z.string() });
export const uploadPutResponse = z.object({ url: z.string() });
