import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { KILIAN_MAX_FILE_BYTES, kilianMessages, kilianUploadTypes } from '@praxisport/contract/kilian';
import { imageTypes, uploadKeyPattern, uploadMessages, uploadTypeAliases, uploadTypes, type UploadType } from '@praxisport/contract/uploads';
import type { DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { findUpload, findUsersHoldingFile, insertUpload, lockUpload } from './uploads.repository';
import type { Storage } from '../../lib/storage';

export const FILES_PATH = '/api/upload/files/';

/** A pre-signed URL's purpose with its own types and size limit (KILIAN folders). */
export type UploadPurpose = 'kilian';
/** The type a URL may be signed for: an upload type, or plain text for a KILIAN folder. */
export type SignableType = UploadType | 'text/plain';

const extensionOf: Record<SignableType, string> = {
  'text/plain': 'txt',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

/**
 * Resolves the path's file type ('image/png' or 'png'); a KILIAN folder also takes plain text.
 * @throws VALIDATION_ERROR for anything not allowed
 */
export function resolveFileType(fileType: string, isSignedIn: boolean, purpose?: UploadPurpose): SignableType {
  const t = fileType.trim().toLowerCase();
  if (purpose === 'kilian') {
    const kilianType = t === 'txt' ? 'text/plain' : t.split(';')[0]!.trim();
    if ((kilianUploadTypes as readonly string[]).includes(kilianType)) return kilianType as SignableType;
    if (!Object.hasOwn(uploadTypeAliases, t)) throw new AppError('VALIDATION_ERROR', kilianMessages.fileTypeNotAllowed, 'fileType');
  }
  // own keys only: '__proto__' or 'constructor' must not find Object's prototype
  const type = (uploadTypes as readonly string[]).includes(t) ? (t as UploadType) : Object.hasOwn(uploadTypeAliases, t) ? uploadTypeAliases[t] : undefined;
  if (!type) throw new AppError('VALIDATION_ERROR', uploadMessages.typeNotAllowed, 'fileType');
  if (!isSignedIn && !(imageTypes as readonly string[]).includes(type)) {
    throw new AppError('VALIDATION_ERROR', uploadMessages.anonymousImagesOnly, 'fileType');
  }
  return type;
}

/**
 * Whom a pre-signed URL is signed for: a signed-in user by id, or, before an
 * account exists (sign-up), the browser that asked by its upload ticket (an HttpOnly cookie). The
 * PUT must come with the same session or ticket; the URL alone is not enough.
 */
export type UploadSigner = { userId: string } | { ticket: string };

/** The cookie that binds anonymous (sign-up) upload URLs to the browser that asked for them. */
export const UPLOAD_TICKET_COOKIE = 'pp_upload';
export const uploadTicketPattern = /^[A-Za-z0-9_-]{43}$/;
/** A new upload ticket (32 random bytes). */
export const newUploadTicket = () => crypto.randomBytes(32).toString('base64url');

const subjectOf = (signer: UploadSigner) => ('userId' in signer ? `u:${signer.userId}` : `t:${signer.ticket}`);

// `max` is signed only where a purpose sets its own limit; the signer is always part of the signature
const sign = (secret: string, key: string, type: string, expires: number, max: string | undefined, signer: UploadSigner) =>
  crypto
    .createHmac('sha256', secret)
    .update(`${key}|${type}|${expires}${max ? `|${max}` : ''}|${subjectOf(signer)}`)
    .digest('base64url');

/** The largest body any pre-signed PUT may carry (the KILIAN folders' limit, or the general one if larger). */
export const largestUploadBytes = (config: AppConfig) => Math.max(config.uploadMaxBytes, KILIAN_MAX_FILE_BYTES);

/**
 * The base of every address this server hands out: `PUBLIC_URL`, or none (an
 * address relative to the page that asked), never a request's Host header.
 */
export const addressBase = (config: Pick<AppConfig, 'publicUrl'>) => (config.publicUrl ?? '').replace(/\/+$/, '');

/**
 * A pre-signed PUT URL for a new file (UPL-01), valid only for `signer`; a KILIAN folder's URL
 * carries its larger size limit.
 */
export function createPresignedUrl(config: AppConfig, type: SignableType, signer: UploadSigner, purpose?: UploadPurpose): string {
  const key = `${crypto.randomUUID()}.${extensionOf[type]}`;
  const expires = Math.floor(Date.now() / 1000) + config.uploadUrlTtlSeconds;
  const max = purpose === 'kilian' ? String(KILIAN_MAX_FILE_BYTES) : undefined;
  const q = new URLSearchParams({ type, expires: String(expires), ...(max ? { max } : {}), sig: sign(config.uploadSecret, key, type, expires, max, signer) });
  return `${addressBase(config)}${FILES_PATH}${key}?${q.toString()}`;
}

/** Plain text: valid UTF-8 without NUL bytes (text has no magic bytes to sniff). */
function isPlainText(body: Buffer): boolean {
  if (body.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

export interface PutInput {
  key: string;
  type?: string;
  expires?: string;
  sig?: string;
  max?: string;
  contentType?: string;
  body: unknown;
  /** The caller's user session, if any. */
  userId?: string;
  /** The caller's upload ticket cookie, if any. */
  ticket?: string;
  /** The refusal of a body over the URL's limit (the limit formatted by the caller). */
  tooLarge: (maxBytes: number) => string;
}

/**
 * Stores the bytes PUT to a pre-signed URL (UPL-02): signature (for this caller's session or upload
 * ticket), expiry, declared and sniffed type. A file PUT with a user's session is that user's upload.
 * @throws FORBIDDEN for a bad or expired signature or another caller's URL, VALIDATION_ERROR for mismatching bytes, CONFLICT when used twice
 */
export async function storeUpload(db: DbOrTx, config: AppConfig, storage: Storage, input: PutInput): Promise<void> {
  const { key, type, expires, sig, max } = input;
  if (!type || !expires || !sig || !/^\d+$/.test(expires) || (max !== undefined && !/^\d+$/.test(max))) {
    throw new AppError('FORBIDDEN', uploadMessages.badSignature);
  }
  const signers: UploadSigner[] = [];
  if (input.userId) signers.push({ userId: input.userId });
  if (input.ticket && uploadTicketPattern.test(input.ticket)) signers.push({ ticket: input.ticket });
  const b = Buffer.from(sig);
  const signer = signers.find((candidate) => {
    const a = Buffer.from(sign(config.uploadSecret, key, type, Number(expires), max, candidate));
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  });
  if (!signer) throw new AppError('FORBIDDEN', uploadMessages.badSignature);
  if (Number(expires) * 1000 < Date.now()) throw new AppError('FORBIDDEN', uploadMessages.expired);
  const declared = (input.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared !== type) throw new AppError('VALIDATION_ERROR', uploadMessages.contentMismatch, 'Content-Type');
  const body = input.body;
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('VALIDATION_ERROR', uploadMessages.empty);
  const limit = max ? Number(max) : config.uploadMaxBytes;
  if (body.length > limit) throw new AppError('PAYLOAD_TOO_LARGE', input.tooLarge(limit));
  const sniffed = await fileTypeFromBuffer(body);
  const matches = type === 'text/plain' ? sniffed === undefined && isPlainText(body) : sniffed?.mime === type;
  if (!matches) throw new AppError('VALIDATION_ERROR', uploadMessages.contentMismatch);
  if (await findUpload(db, key)) throw new AppError('CONFLICT', uploadMessages.alreadyUploaded);
  try {
    await storage.put(key, body);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new AppError('CONFLICT', uploadMessages.alreadyUploaded);
    throw err;
  }
  await insertUpload(db, { key, contentType: type, size: body.length, uploaderId: 'userId' in signer ? signer.userId : null });
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an address is on this server's own origin: a path ('/api/upload/…'),
 * or an absolute URL on `PUBLIC_URL`'s origin; without `PUBLIC_URL` (development, tests) on a
 * loopback host.
 */
export function isOwnAddress(address: string, publicUrl: string | undefined): boolean {
  if (address.startsWith('/') && !address.startsWith('//')) return true;
  try {
    const u = new URL(address);
    if (publicUrl) return u.origin === new URL(publicUrl).origin;
    return (u.protocol === 'http:' || u.protocol === 'https:') && LOOPBACK.has(u.hostname);
  } catch {
    return false;
  }
}

/** The storage key of an address this server handed out and a client wants stored: null when it is not one of ours or on another origin. */
export function ownKeyOfAddress(address: string, publicUrl: string | undefined): string | null {
  return isOwnAddress(address, publicUrl) ? keyOfAddress(address) : null;
}

/** The storage key of an address (its origin aside, for reading what is stored), or null when it is not one of ours. */
export function keyOfAddress(address: string): string | null {
  try {
    const u = new URL(address, 'http://relative.invalid');
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
  /**
   * Inside the transaction that stores the claim: lock the file's row, so that of two sign-ups
   * claiming one image the second waits and then finds it held (claims are atomic).
   */
  lock?: boolean;
  /** The server's PUBLIC_URL: the address must be on its origin. */
  publicUrl: string | undefined;
}

/**
 * For sign-up: the address must be an image uploaded anonymously (or by the claimant) that no
 * account holds yet. Holding a file grants reading it, so a known address of someone else's file
 * must not be claimable.
 * @throws VALIDATION_ERROR otherwise
 */
export async function assertClaimableImage(db: DbOrTx, { address, path, label, claimantId, lock, publicUrl }: ClaimInput): Promise<void> {
  const key = ownKeyOfAddress(address, publicUrl);
  const upload = key ? await (lock ? lockUpload : findUpload)(db, key) : null;
  const isImage = upload && (imageTypes as readonly string[]).includes(upload.contentType);
  const isOwn = upload && (upload.uploaderId === null || upload.uploaderId === claimantId);
  if (!isImage || !isOwn || (await findUsersHoldingFile(db, key!)).length > 0) {
    throw new AppError('VALIDATION_ERROR', uploadMessages.uploadImageFirst(label), path);
  }
}

/** The stored file of an address a client wants stored (its query cut off), or null when the address is not one of ours or on another origin. */
export async function findStoredUpload(db: DbOrTx, address: string, publicUrl: string | undefined) {
  const key = ownKeyOfAddress(address, publicUrl);
  return key ? findUpload(db, key) : null;
}
