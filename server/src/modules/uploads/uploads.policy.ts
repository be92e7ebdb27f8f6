import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { canViewUser } from '../users/users.policy';
import { findUsersHoldingFile } from './uploads.repository';

/**
 * Who may read a stored file (ARCHITECTURE: Files): an admin, its uploader, and whoever may see a
 * record that holds it (a user's profile picture or signature).
 */
export async function canReadUpload(db: DbOrTx, actor: Actor, upload: { key: string; uploaderId: string | null }): Promise<boolean> {
  if (actor.kind === 'admin' || upload.uploaderId === actor.id) return true;
  for (const holder of await findUsersHoldingFile(db, upload.key)) {
    if (await canViewUser(db, actor, holder.id)) return true;
  }
  return false;
}
