import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { canSeeSignatureThroughTalk } from '../talks/talks.policy';
import { canViewUser } from '../users/users.policy';
import { findUsersHoldingFile } from './uploads.repository';

/**
 * A module whose records hold stored files (option-question pictures, KILIAN folders). Those modules
 * use the uploads service, so app.ts hands their holders to the uploads routes instead of this
 * module importing them (decision 008: no import cycle between modules).
 */
export interface FileHolder {
  /** Whether the actor may read the file because a record of this module that they may see holds it. */
  canRead(db: DbOrTx, actor: Actor, key: string): Promise<boolean>;
  /** A refused file this module holds answers FORBIDDEN with this message instead of NOT_FOUND. */
  refusal?: { holds(db: DbOrTx, key: string): Promise<boolean>; message: string };
}

/**
 * Who may read a stored file (ARCHITECTURE: Files): an admin, its uploader, and whoever may see a
 * record that holds it (a user's profile picture or signature), the student of a confirmed talk
 * the signature of its instructor (TALK-21), and whoever a holder module lets read it (pictures of
 * option-question answers: whoever may read those answers, OPTQ-03, decision 018; the files of a
 * student's KILIAN folders: the student and their class's teachers), asked in the given order.
 */
export async function canReadUpload(db: DbOrTx, actor: Actor, upload: { key: string; uploaderId: string | null }, holders: readonly FileHolder[]): Promise<boolean> {
  if (actor.kind === 'admin' || upload.uploaderId === actor.id) return true;
  for (const holder of await findUsersHoldingFile(db, upload.key)) {
    if (await canViewUser(db, actor, holder.id)) return true;
    if (holder.isSignature && (await canSeeSignatureThroughTalk(db, actor, holder.id))) return true;
  }
  for (const holder of holders) {
    if (await holder.canRead(db, actor, upload.key)) return true;
  }
  return false;
}
