import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { canSeeSignatureThroughTalk } from '../talks/talks.policy';
import { canViewUser } from '../users/users.policy';
import { findUsersHoldingFile } from './uploads.repository';

/**
 * Who may read a stored file (ARCHITECTURE: Files): an admin, its uploader, and whoever may see a
 * record that holds it (a user's profile picture or signature), and the student of a confirmed talk
 * the signature of its instructor (TALK-21).
 */
export async function canReadUpload(db: DbOrTx, actor: Actor, upload: { key: string; uploaderId: string | null }): Promise<boolean> {
  if (actor.kind === 'admin' || upload.uploaderId === actor.id) return true;
  for (const holder of await findUsersHoldingFile(db, upload.key)) {
    if (await canViewUser(db, actor, holder.id)) return true;
    if (holder.isSignature && (await canSeeSignatureThroughTalk(db, actor, holder.id))) return true;
  }
  return false;
}
