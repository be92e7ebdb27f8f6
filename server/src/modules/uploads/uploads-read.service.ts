import crypto from 'node:crypto';
import { uploadMessages } from '@praxisport/contract/uploads';
import type { DbOrTx } from '../../db/client';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { canReadUpload, type FileHolder } from './uploads.policy';
import { findUpload } from './uploads.repository';
import { keyOfAddress } from './uploads.service';

export const SIGNED_READ_PATH = '/api/upload/signed/';

/**
 * The stored file if the actor may read it: an admin, the uploader, or whoever may see a record
 * that holds it (ARCHITECTURE: Files). Others get NOT_FOUND, so that addresses are not confirmed,
 * unless a holder module refuses its files as such (a KILIAN folder's file).
 * @throws NOT_FOUND, FORBIDDEN
 */
export async function getReadableUpload(db: DbOrTx, actor: Actor, key: string, holders: readonly FileHolder[]) {
  const upload = await findUpload(db, key);
  if (!upload) throw new AppError('NOT_FOUND', uploadMessages.notFound);
  if (!(await canReadUpload(db, actor, upload, holders))) {
    for (const { refusal } of holders) {
      if (refusal && (await refusal.holds(db, key))) throw new AppError('FORBIDDEN', refusal.message);
    }
    // any other address is not confirmed to exist (decision 004)
    throw new AppError('NOT_FOUND', uploadMessages.notFound);
  }
  return upload;
}

const signRead = (secret: string, key: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`read|${key}|${expires}`).digest('base64url');

/**
 * A short-lived signed read URL for a stored address (API-P24, SEC-09), valid as long as an upload URL.
 * @throws VALIDATION_ERROR for an address that is not a stored file, NOT_FOUND when the actor may not read it
 */
export async function createReadUrl(db: DbOrTx, config: AppConfig, input: { actor: Actor; address: string; base: string; holders: readonly FileHolder[] }) {
  const key = keyOfAddress(input.address);
  if (!key) throw new AppError('VALIDATION_ERROR', uploadMessages.invalidKey, 'key');
  await getReadableUpload(db, input.actor, key, input.holders);
  const expires = Math.floor(Date.now() / 1000) + config.uploadUrlTtlSeconds;
  const q = new URLSearchParams({ expires: String(expires), sig: signRead(config.uploadSecret, key, expires) });
  return `${input.base}${SIGNED_READ_PATH}${key}?${q.toString()}`;
}

/** @throws FORBIDDEN for a wrong or expired read signature */
function verifyReadUrl(config: AppConfig, key: string, expires?: string, sig?: string): void {
  if (!expires || !sig || !/^\d+$/.test(expires)) throw new AppError('FORBIDDEN', uploadMessages.badSignature);
  const a = Buffer.from(signRead(config.uploadSecret, key, Number(expires)));
  const b = Buffer.from(sig);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw new AppError('FORBIDDEN', uploadMessages.badSignature);
  if (Number(expires) * 1000 < Date.now()) throw new AppError('FORBIDDEN', uploadMessages.expired);
}

/**
 * The stored file of a signed read URL: its signature is the permission.
 * @throws FORBIDDEN for a wrong or expired signature, NOT_FOUND for an unknown key
 */
export async function getSignedUpload(db: DbOrTx, config: AppConfig, input: { key: string; expires?: string; sig?: string }) {
  verifyReadUrl(config, input.key, input.expires, input.sig);
  const upload = await findUpload(db, input.key);
  if (!upload) throw new AppError('NOT_FOUND', uploadMessages.notFound);
  return upload;
}
