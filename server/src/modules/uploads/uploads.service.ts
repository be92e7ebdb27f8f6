import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { imageTypes, uploadKeyPattern, uploadMessages, uploadTypeAliases, uploadTypes, type UploadType } from '@praxisport/contract/uploads';
import type { DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { findUpload, findUsersHoldingFile, insertUpload } from './uploads.repository';
import type { Storage } from '../../lib/storage';

export const FILES_PATH = '/api/upload/files/';

const extensionOf: Record<UploadType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/** Resolves the path's file type ('image/png' or 'png'). @throws VALIDATION_ERROR for anything not allowed */
export function resolveFileType(fileType: string, isSignedIn: boolean): UploadType {
  const t = fileType.trim().toLowerCase();
  const type = (uploadTypes as readonly string[]).includes(t) ? (t as UploadType) : uploadTypeAliases[t];
  if (!type) throw new AppError('VALIDATION_ERROR', uploadMessages.typeNotAllowed, 'fileType');
  if (!isSignedIn && !(imageTypes as readonly string[]).includes(type)) {
    throw new AppError('VALIDATION_ERROR', uploadMessages.anonymousImagesOnly, 'fileType');
  }
  return type;
}

const sign = (secret: string, key: string, type: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`${key}|${type}|${expires}`).digest('base64url');

/** A pre-signed PUT URL for a new file (UPL-01). */
export function createPresignedUrl(config: AppConfig, base: string, type: UploadType): string {
  const key = `${crypto.randomUUID()}.${extensionOf[type]}`;
  const expires = Math.floor(Date.now() / 1000) + config.uploadUrlTtlSeconds;
  const q = new URLSearchParams({ type, expires: String(expires), sig: sign(config.uploadSecret, key, type, expires) });
  return `${base}${FILES_PATH}${key}?${q.toString()}`;
}

export interface PutInput {
  key: string;
  type?: string;
  expires?: string;
  sig?: string;
  contentType?: string;
  body: unknown;
  uploaderId?: string;
}

/**
 * Stores the bytes PUT to a pre-signed URL (UPL-02): signature, expiry, declared and sniffed type.
 * @throws FORBIDDEN for a bad or expired signature, VALIDATION_ERROR for mismatching bytes, CONFLICT when used twice
 */
export async function storeUpload(db: DbOrTx, config: AppConfig, storage: Storage, input: PutInput): Promise<void> {
  const { key, type, expires, sig } = input;
  if (!type || !expires || !sig || !/^\d+$/.test(expires)) throw new AppError('FORBIDDEN', uploadMessages.badSignature);
  const expected = sign(config.uploadSecret, key, type, Number(expires));
  const a = Buffer.from(expected);
  const b = Buffer.from(sig);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new AppError('FORBIDDEN', uploadMessages.badSignature);
  if (Number(expires) * 1000 < Date.now()) throw new AppError('FORBIDDEN', uploadMessages.expired);
  const declared = (input.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared !== type) throw new AppError('VALIDATION_ERROR', uploadMessages.contentMismatch, 'Content-Type');
  const body = input.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('VALIDATION_ERROR', uploadMessages.empty);
  const sniffed = await fileTypeFromBuffer(body);
  if (sniffed?.mime !== type) throw new AppError('VALIDATION_ERROR', uploadMessages.contentMismatch);
  if (await findUpload(db, key)) throw new AppError('CONFLICT', uploadMessages.alreadyUploaded);
  try {
    await storage.put(key, body);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new AppError('CONFLICT', uploadMessages.alreadyUploaded);
    throw err;
  }
  await insertUpload(db, { key, contentType: type, size: body.length, uploaderId: input.uploaderId ?? null });
}

/** The storage key of a stored address, or null when it is not one of ours. */
export function keyOfAddress(address: string): string | null {
  try {
    const u = new URL(address);
    if (!u.pathname.startsWith(FILES_PATH)) return null;
    const key = u.pathname.slice(FILES_PATH.length);
    return uploadKeyPattern.test(key) ? key : null;
  } catch {
    return null;
  }
}

export interface ClaimInput {
  address: string;
  /** The request field and its German label, for the message. */
  path: string;
  label: string;
  /** The signed-in user registering, if any: may use images they uploaded themselves. */
  claimantId?: string;
}

/**
 * For sign-up: the address must be an image uploaded anonymously (or by the claimant) that no
 * account holds yet. Holding a file grants reading it, so a known address of someone else's file
 * must not be claimable.
 * @throws VALIDATION_ERROR otherwise
 */
export async function assertClaimableImage(db: DbOrTx, { address, path, label, claimantId }: ClaimInput): Promise<void> {
  const key = keyOfAddress(address);
  const upload = key ? await findUpload(db, key) : null;
  const isImage = upload && (imageTypes as readonly string[]).includes(upload.contentType);
  const isOwn = upload && (upload.uploaderId === null || upload.uploaderId === claimantId);
  if (!isImage || !isOwn || (await findUsersHoldingFile(db, key!)).length > 0) {
    throw new AppError('VALIDATION_ERROR', uploadMessages.uploadImageFirst(label), path);
  }
}
