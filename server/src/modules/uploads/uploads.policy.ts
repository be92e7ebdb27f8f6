import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { canSeePictureThroughAnswers } from '../option-questions/option-questions.policy';
import { canReadThroughKilianUpload } from '../kilian/kilian.policy';
import { canSeeSignatureThroughTalk } from '../talks/talks.policy';
import { canViewUser } from '../users/users.policy';
import { findUsersHoldingFile } from './uploads.repository';

/**
 * Who may read a stored file (ARCHITECTURE: Files): an admin, its uploader, and whoever may see a
 * record that holds it (a user's profile picture or signature), the student of a confirmed talk
 * the signature of its instructor (TALK-21), and the student and their class's teachers the files
 * of the student's KILIAN folders (issue 13).
 */
export async function canReadUpload(db: DbOrTx, actor: Actor, upload: { key: string; uploaderId: string | null }): Promise<boolean> {
  if (actor.kind === 'admin' || upload.uploaderId === actor.id) return true;
  for (const holder of await findUsersHoldingFile(db, upload.key)) {
    if (await canViewUser(db, actor, holder.id)) return true;
    if (holder.isSignature && (await canSeeSignatureThroughTalk(db, actor, holder.id))) return true;
  }
  // a picture of option-question answers (OPTQ-03): whoever may read those answers (decision 018)
  if (await canSeePictureThroughAnswers(db, actor, upload.key)) return true;
  return canReadThroughKilianUpload(db, actor, upload.key);
}
