import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { privacyMessages, type EraseBody, type EraseResponse, type PrivacySummary } from '@praxisport/contract/privacy';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { fileNamePart } from '../../lib/download';
import { hashPassword } from '../../lib/password';
import type { Storage } from '../../lib/storage';
import { endUserSessions } from '../auth/auth.service';
import { deleteStoredAnswers, deleteTransientRows, deleteUploads, personRow, pictureFiles, pseudonymise, recordsAbout, TRANSIENT_TABLES } from './privacy.repository';

interface Person {
  id: string;
  first_name: string;
  name: string;
  email: string;
  user_type: string;
  profile: string | null;
  signature: string | null;
  erased_at: string | null;
}

async function personOf(db: DbOrTx, userId: string): Promise<Person> {
  const row = (await personRow(db, userId)) as Person | null;
  if (!row) throw notFound(privacyMessages.userNotFound);
  return row;
}

/** The person's stored files: their uploads, profile picture and signature. */
async function fileKeys(db: DbOrTx, person: Person, records: Record<string, Record<string, unknown>[]>): Promise<string[]> {
  const uploads = (records.uploads ?? []).filter((u) => u.uploader_id === person.id).map((u) => String(u.key));
  return [...new Set([...uploads, ...(await pictureFiles(db, [person.profile, person.signature]))])];
}

const keyOf = (address: string | null) => address?.split('/').pop()?.split('?')[0];

/**
 * The archive's name of each file: what the person called it (a KILIAN file's title, which is the
 * name of the file they chose) or what it is ('Profilbild', 'Unterschrift', else 'Datei'), with the
 * stored file's extension, made safe and unique ('Bericht.pdf', 'Bericht_2.pdf').
 */
function archiveNames(person: Person, keys: string[], records: Record<string, Record<string, unknown>[]>): Map<string, string> {
  const keyOfUpload = new Map((records.uploads ?? []).map((u) => [String(u.id), String(u.key)]));
  const given = new Map<string | undefined, string>((records.kilian_uploads ?? []).map((k) => [keyOfUpload.get(String(k.upload_id)), String(k.title)]));
  given.set(keyOf(person.profile), 'Profilbild');
  given.set(keyOf(person.signature), 'Unterschrift');
  const taken = new Set<string>();
  return new Map(
    keys.map((key) => {
      const ext = path.extname(key);
      // the stored file's extension says what it is; the name's own one goes
      const stem = fileNamePart((given.get(key) ?? 'Datei').replace(/\.[A-Za-z0-9]{1,5}$/, ''), 'Datei');
      let name = `${stem}${ext}`;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${stem}_${n}${ext}`;
      taken.add(name.toLowerCase());
      return [key, name];
    }),
  );
}

const counts = (records: Record<string, unknown[]>) => Object.fromEntries(Object.entries(records).map(([t, rows]) => [t, rows.length]));

/** What is stored about the person, per table (GET /api/admin/privacy/{userId}). */
export async function privacySummary(db: DbOrTx, userId: string): Promise<PrivacySummary> {
  const person = await personOf(db, userId);
  const records = await recordsAbout(db, userId);
  const files = (await fileKeys(db, person, records)).length;
  return {
    _id: person.id,
    firstName: person.first_name,
    name: person.name,
    email: person.email,
    userType: person.user_type,
    erasedAt: person.erased_at ? new Date(person.erased_at).toISOString() : null,
    records: counts(records),
    files,
  };
}

/**
 * Everything stored about the person as one .tar.gz: `person.json` (their account without
 * secrets, every row about them per table, and `files`: each archived file's stored key) and
 * `files/` (their uploads, profile picture and signature, by the names they know them by).
 * Answers a stream and a clean-up for after it was sent.
 */
export async function exportPerson(db: DbOrTx, storage: Storage, userId: string): Promise<{ stream: Readable; fileName: string; done: () => void }> {
  const person = await personOf(db, userId);
  const records = await recordsAbout(db, userId);
  const keys = await fileKeys(db, person, records);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-export-'));
  fs.mkdirSync(path.join(work, 'files'));
  const names = archiveNames(person, keys, records);
  const files: Record<string, string> = {};
  for (const key of keys) {
    const file = await storage.get(key);
    if (!file) continue;
    await pipeline(file, fs.createWriteStream(path.join(work, 'files', names.get(key)!)));
    files[`files/${names.get(key)!}`] = key;
  }
  fs.writeFileSync(path.join(work, 'person.json'), JSON.stringify({ exportedAt: new Date().toISOString(), person, records, files }, null, 2));
  const stream = tar.create({ gzip: true, cwd: work, portable: true }, ['person.json', 'files']) as unknown as Readable;
  const day = new Date().toISOString().slice(0, 10);
  return { stream, fileName: `praxisport-auskunft-${userId.slice(0, 8)}-${day}.tar.gz`, done: () => fs.rmSync(work, { recursive: true, force: true }) };
}

/**
 * Erases the person's personal data (DSGVO Art. 17) in one transaction: their own row becomes a
 * pseudonym (the training records that refer to it stay, now without a name), their sessions,
 * notifications, one-time links and waiting mails go, and so do the files of their profile
 * picture and signature; the stored answers of retried writes go too (they may name the person).
 * The account's e-mail address, typed again, confirms it.
 * @throws NOT_FOUND unknown id; CONFLICT already erased; VALIDATION_ERROR the confirmation does not match
 */
export async function erasePerson(db: Db, storage: Storage, userId: string, body: EraseBody): Promise<EraseResponse> {
  const person = await personOf(db, userId);
  if (person.erased_at) throw conflict(privacyMessages.alreadyErased);
  if (body.confirmEmail.toLowerCase() !== person.email.toLowerCase()) throw new AppError('VALIDATION_ERROR', privacyMessages.confirmMismatch, 'confirmEmail');
  const unusable = await hashPassword(crypto.randomBytes(32).toString('hex'));
  const result = await db.transaction(async (tx) => {
    const files = await pictureFiles(tx, [person.profile, person.signature]);
    await endUserSessions(tx, userId);
    const removedRows = await deleteTransientRows(tx, userId, person.email);
    await deleteStoredAnswers(tx);
    await deleteUploads(tx, files);
    const erasedAt = await pseudonymise(tx, userId, unusable);
    const kept = counts(await recordsAbout(tx, userId));
    for (const t of Object.keys(kept)) if (TRANSIENT_TABLES.test(t)) delete kept[t];
    return { files, removedRows, erasedAt, kept };
  });
  // the files go once the rows that named them are gone
  for (const key of result.files) await storage.remove(key);
  return { _id: userId, erasedAt: result.erasedAt.toISOString(), removedFiles: result.files.length, removedRows: result.removedRows, keptRecords: result.kept };
}
