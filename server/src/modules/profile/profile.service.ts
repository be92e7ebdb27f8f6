import type { ProfileResponse, UpdateProfileBody } from '@praxisport/contract/profile';
import { authMessages } from '@praxisport/contract/auth';
import type { Db, DbOrTx } from '../../db/client';
import type { UserActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { assertClaimableImage } from '../uploads/uploads.service';
import { toProfile, type ProfileRecord } from './profile.presenter';
import { findProfile, updateProfile } from './profile.repository';

async function own(db: DbOrTx, actor: UserActor): Promise<ProfileRecord> {
  const row = await findProfile(db, actor.id);
  if (!row) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
  return row;
}

/** The signed-in user's own profile. */
export async function getProfile(db: DbOrTx, actor: UserActor): Promise<ProfileResponse> {
  return toProfile(await own(db, actor));
}

/**
 * Changes phone, pictures and language of the signed-in user. A new picture must be an
 * image the user uploaded that no account holds (as at sign-up).
 * @throws VALIDATION_ERROR an image that is not the caller's upload
 */
export async function saveProfile(db: Db, actor: UserActor, body: UpdateProfileBody, { publicUrl }: { publicUrl: string | undefined }): Promise<ProfileResponse> {
  const current = await own(db, actor);
  if (body.profile && body.profile !== current.profile) await assertClaimableImage(db, { address: body.profile, path: 'profile', label: 'Profilbild', claimantId: actor.id, publicUrl });
  if (body.signature && body.signature !== current.signature) {
    await assertClaimableImage(db, { address: body.signature, path: 'signature', label: 'Unterschrift', claimantId: actor.id, publicUrl });
  }
  const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  await updateProfile(db, actor.id, values);
  return toProfile(await own(db, actor));
}
