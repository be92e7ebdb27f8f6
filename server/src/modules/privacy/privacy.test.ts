import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { expect, it } from 'vitest';
import { privacyMessages } from '@praxisport/contract/privacy';
import { buildComment, buildUpload, call, describeRoute, expectError, uuid, useTestApp, type Scene } from '../../../test/kit';
import { sessions } from '../../db/schema/auth';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';
import { kilianUploads } from '../../db/schema/kilian';
import { placementProviders, placements } from '../../db/schema/placements';
import { qualifiedAssessments, visits } from '../../db/schema/status';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { readStored } from '../../lib/storage';

const t = useTestApp();

/** A student with something in every corner: a distinctive name and address, a picture, comments about them. */
async function arrange(s: Scene) {
  const tag = uuid().slice(0, 8);
  const phone = `0151 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const picture = await buildUpload(t, { uploaderId: s.student.id });
  const own = await buildUpload(t, { uploaderId: s.student.id });
  await t.db
    .update(users)
    .set({ firstName: `Quirina${tag}`, name: `Zwetschke${tag}`, email: `quirina.${tag}@schule.example`, username: `qz_${tag}`, contact: phone, dob: '2003-07-14', profile: picture, impatient2: `Klinik${tag}` })
    .where(eq(users.id, s.student.id));
  await buildComment(t.db, s.teacher.id, s.student.id, 'Sehr sorgfältig bei der Dokumentation.');
  // a placement with a visit of the school and a qualified assessment
  const [provider] = await t.db.insert(placementProviders).values({ name: 'Klinikum Nord', ward: `Station ${tag}` }).returning();
  const [placement] = await t.db.insert(placements).values({ studentId: s.student.id, type: 'orientation', providerId: provider!.id, fromDate: '2026-03-02', untilDate: '2026-05-24', plannedHours: 400 }).returning();
  await t.db.insert(visits).values({ placementId: placement!.id, supervisorId: s.supervisor.id, date: '2026-04-01', form: 'onSite', notes: 'Besuch auf Station' });
  await t.db.insert(qualifiedAssessments).values({ placementId: placement!.id, teacherId: s.teacher.id, areas: [{ area: 'I', grade: 2, text: 'Sicher' }], status: 'submitted', submittedAt: new Date() });
  const [student] = await t.db.select().from(users).where(eq(users.id, s.student.id));
  return { tag, phone, student: student!, pictureKey: picture.split('/').pop()!, ownKey: own.split('/').pop()! };
}
type X = Awaited<ReturnType<typeof arrange>>;

/** Rows anywhere in the database whose text contains the needle. */
async function rowsContaining(needle: string): Promise<string[]> {
  const tables = (await t.db.execute<{ n: string }>(sql`select tablename as n from pg_tables where schemaname = 'public'`)).rows.map((r) => r.n);
  const found: string[] = [];
  for (const table of tables) {
    const rows = (await t.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}" x where lower(x::text) like '%${needle.toLowerCase().replaceAll("'", "''")}%'`))).rows;
    if (Number(rows[0]!.n) > 0) found.push(table);
  }
  return found;
}

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/privacy/{userId}',
  title: 'ISSUE-16 DSGVO GET /api/admin/privacy/{userId}',
  allowed: ['admin'],
  arrange: (s) => arrange(s),
  valid: (s) => ({ url: `/api/admin/privacy/${s.student.id}` }),
  invalid: [
    { name: 'unknown', request: () => ({ url: `/api/admin/privacy/${uuid()}` }), status: 404, message: privacyMessages.userNotFound },
    { name: 'bad id', request: () => ({ url: '/api/admin/privacy/abc' }), message: 'Ungültige ID.', path: 'userId' },
  ],
  success: {
    check: (res, s, _w, x) => {
      const body = res.json();
      expect(body).toMatchObject({ _id: s.student.id, firstName: x.student.firstName, erasedAt: null, files: 2 });
      expect(body.records.comments).toBe(1);
      expect(body.records.forms ?? 0).toBeGreaterThanOrEqual(0);
    },
  },
});

describeRoute<X>(t, {
  method: 'GET',
  route: '/api/admin/privacy/{userId}/export',
  title: 'ISSUE-16 DSGVO GET /api/admin/privacy/{userId}/export',
  allowed: ['admin'],
  arrange: (s) => arrange(s),
  valid: (s) => ({ url: `/api/admin/privacy/${s.student.id}/export` }),
  invalid: [{ name: 'unknown', request: () => ({ url: `/api/admin/privacy/${uuid()}/export` }), status: 404, message: privacyMessages.userNotFound }],
  success: {
    check: async (res, s, _w, x) => {
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="praxisport-auskunft-.*\.tar\.gz"/);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-export-test-'));
      try {
        fs.writeFileSync(path.join(dir, 'x.tar.gz'), res.rawPayload);
        await tar.extract({ file: path.join(dir, 'x.tar.gz'), cwd: dir });
        const data = JSON.parse(fs.readFileSync(path.join(dir, 'person.json'), 'utf8'));
        expect(data.person).toMatchObject({ id: s.student.id, first_name: x.student.firstName, email: x.student.email, contact: x.phone });
        // no secrets
        expect(JSON.stringify(data)).not.toContain(x.student.passwordHash);
        expect(Object.keys(data.person)).not.toContain('password_hash');
        expect(data.records.comments.map((c: { comment: string }) => c.comment)).toContain('Sehr sorgfältig bei der Dokumentation.');
        // the school's visits and the qualified assessments of their placements are theirs too
        expect(data.records.visits.map((v: { notes: string }) => v.notes)).toEqual(['Besuch auf Station']);
        expect(data.records.qualified_assessments.map((a: { status: string }) => a.status)).toEqual(['submitted']);
        // the records of the class's other students are not theirs
        expect(JSON.stringify(data.records)).not.toContain(s.classmate.id);
        // ISSUE-40 files by the names the person knows them by, not by their stored ids; person.json says which is which
        expect(fs.readdirSync(path.join(dir, 'files')).sort()).toEqual(['Datei.png', 'Profilbild.png']);
        expect(data.files).toEqual({ 'files/Profilbild.png': x.pictureKey, 'files/Datei.png': x.ownKey });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  },
});

describeRoute<X>(t, {
  method: 'DELETE',
  route: '/api/admin/privacy/{userId}',
  title: 'ISSUE-16 DSGVO DELETE /api/admin/privacy/{userId}',
  allowed: ['admin'],
  arrange: (s) => arrange(s),
  valid: (s, _w, x) => ({ url: `/api/admin/privacy/${s.student.id}`, body: { confirmEmail: x.student.email.toUpperCase() } }),
  invalid: [
    { name: 'wrong confirmation', request: (s) => ({ url: `/api/admin/privacy/${s.student.id}`, body: { confirmEmail: 'someone@else.example' } }), message: privacyMessages.confirmMismatch, path: 'confirmEmail' },
    { name: 'unknown', request: () => ({ url: `/api/admin/privacy/${uuid()}`, body: { confirmEmail: 'x@y.example' } }), status: 404, message: privacyMessages.userNotFound },
  ],
  unchanged: async (s, x) => {
    const [row] = await t.db.select().from(users).where(eq(users.id, s.student.id));
    expect(row).toMatchObject({ email: x.student.email, erasedAt: null });
  },
  success: {
    check: async (res, s, _w, x) => {
      const body = res.json();
      expect(body).toMatchObject({ _id: s.student.id, removedFiles: 1 });
      expect(body.keptRecords.comments).toBe(1);
      // nothing personal remains anywhere in the database
      for (const needle of [x.student.email, `Quirina${x.tag}`, `Zwetschke${x.tag}`, `qz_${x.tag}`, x.phone, `Klinik${x.tag}`, x.pictureKey]) {
        expect(await rowsContaining(needle), needle).toEqual([]);
      }
      // the birth date is not unique to this person: their own row must not hold it any more
      const [row] = await t.db.select().from(users).where(eq(users.id, s.student.id));
      expect(row).toMatchObject({ dob: null, contact: null, profile: null, signature: null, status: 'deactivated', firstName: 'Gelöschte', name: 'Person' });
      // signed out everywhere, cannot sign in, picture file gone, own work kept
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, s.student.id))).toEqual([]);
      expect((await call(t, { url: `/api/user/byId/${s.student.id}`, as: s.student })).statusCode).toBe(401);
      expect(await readStored(t.storage, x.pictureKey)).toBeNull();
      expect(await readStored(t.storage, x.ownKey)).not.toBeNull();
      // once is enough
      expectError(await call(t, { method: 'DELETE', url: `/api/admin/privacy/${s.student.id}`, as: s.admin, body: { confirmEmail: 'x' } }), 409, privacyMessages.alreadyErased);
    },
  },
});

/** The archive's file names and person.json of an export. */
async function exported(userId: string, as: Scene['admin']): Promise<{ names: string[]; files: Record<string, string> }> {
  const res = await call(t, { url: `/api/admin/privacy/${userId}/export`, as });
  expect(res.statusCode).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxisport-export-test-'));
  try {
    fs.writeFileSync(path.join(dir, 'x.tar.gz'), res.rawPayload);
    await tar.extract({ file: path.join(dir, 'x.tar.gz'), cwd: dir });
    return { names: fs.readdirSync(path.join(dir, 'files')).sort(), files: JSON.parse(fs.readFileSync(path.join(dir, 'person.json'), 'utf8')).files };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('ISSUE-40 DSGVO the export names KILIAN files by the names they were uploaded with, made safe and unique', async () => {
  const { buildScene } = await import('../../../test/kit');
  const s = await buildScene(t.db);
  const link = 'https://example.org/x';
  const [cat] = await t.db.insert(competencyCategories).values({ title: `Kompetenz ${uuid().slice(0, 6)}` }).returning();
  const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'O' }).returning();
  const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: 'T' }).returning();
  const [sub] = await t.db.insert(competencySubTests).values({ testId: test!.id, title: 'S', subTitle: 's', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link }).returning();
  const titles = ['Bericht Woche 1.pdf', 'bericht woche 1.PDF', 'Plan: Müller/Ärger?.docx', '..'];
  const keys: string[] = [];
  for (const title of titles) {
    const address = await buildUpload(t, { uploaderId: s.student.id });
    const key = address.split('/').pop()!;
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.key, key));
    await t.db.insert(kilianUploads).values({ studentId: s.student.id, subTestId: sub!.id, type: 'information', title, file: address, uploadId: upload!.id });
    keys.push(key);
  }
  const { names, files } = await exported(s.student.id, s.admin);
  // the stored files are PNGs: their extension is the stored one
  expect(names).toEqual(['Bericht_Woche_1.png', 'Datei.png', 'Plan_Mueller_Aerger.png', 'bericht_woche_1_2.png'].sort());
  expect(Object.values(files).sort()).toEqual([...keys].sort());
  expect(files['files/Plan_Mueller_Aerger.png']).toBe(keys[2]);
});

it('ISSUE-40 every table the person\'s records can come from has a German and an English label on the privacy page', async () => {
  const tables = (await t.db.execute<{ n: string }>(sql`select tablename as n from pg_tables where schemaname = 'public'`)).rows.map((r) => r.n).filter((n) => !n.startsWith('__'));
  for (const lang of ['de', 'en']) {
    const labels = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../../web/src/locales/${lang}/privacy.json`), 'utf8')).tables as Record<string, string>;
    expect(tables.filter((n) => !labels[n]), lang).toEqual([]);
  }
});

it('ISSUE-16 DSGVO the export of a supervisor holds their classes but not their students', async () => {
  const { buildScene } = await import('../../../test/kit');
  const s = await buildScene(t.db);
  const res = await call(t, { url: `/api/admin/privacy/${s.supervisor.id}`, as: s.admin });
  expect(res.statusCode).toBe(200);
  expect(res.json().records.classes).toBe(1);
  expect(res.json().records.users).toBeUndefined();
});
