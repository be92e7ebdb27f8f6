import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@praxisport/contract/auth';
import { KILIAN_MAX_FILE_BYTES, kilianMessages, type KilianType } from '@praxisport/contract/kilian';
import { uploadMessages } from '@praxisport/contract/uploads';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../../db/schema/catalogue';
import { kilianTasks, kilianUploads } from '../../db/schema/kilian';
import {
  buildKilian,
  buildScene,
  buildStudent,
  buildUpload,
  call,
  describeRoute,
  expectError,
  signIn,
  TEST_PASSWORD,
  useTestApp,
  uuid,
  type As,
  type Scene,
} from '../../../test/kit';

const t = useTestApp();

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
/** The start of a Windows executable. */
const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const TEXT_BYTES = Buffer.from('Konfrontation: erste Notizen zur Situation.\n');

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** A sub-test of the catalogue (with its category, option and test). */
async function buildSubTest(title = 'Puls messen') {
  const [cat] = await t.db.insert(competencyCategories).values({ title: 'Kategorie' }).returning();
  const [option] = await t.db.insert(competencyOptions).values({ categoryId: cat!.id, title: 'Option' }).returning();
  const [test] = await t.db.insert(competencyTests).values({ optionId: option!.id, title: 'Test' }).returning();
  const [sub] = await t.db
    .insert(competencySubTests)
    .values({ testId: test!.id, title, subTitle: 'Radialispuls tasten', videoLink: '', audioLink: '', pdfLink1: '', pdfLink2: '' })
    .returning();
  return sub!;
}

/** The pre-signed flow of a KILIAN folder file: presign (purpose kilian), PUT; answers the PUT and the stored address. */
async function uploadAs(cookie: string, bytes: Buffer, contentType: string) {
  const presign = await call(t, { url: `/api/upload/preSignedURL/${encodeURIComponent(contentType)}?purpose=kilian`, as: cookie });
  expect(presign.statusCode, presign.body).toBe(200);
  const url = presign.json().url as string;
  const put = await t.app.inject({ method: 'PUT', url: pathOf(url), headers: { 'content-type': contentType, cookie }, payload: bytes });
  return { put, address: url.split('?')[0]! };
}

async function storedPdf(cookie: string) {
  const { put, address } = await uploadAs(cookie, PDF_BYTES, 'application/pdf');
  expect(put.statusCode, put.body).toBe(200);
  return address;
}

const taskBody = (s: Scene, o: Record<string, unknown> = {}) => ({ topic: 'Sturzprophylaxe im Nachtdienst', kilian_type: 'communication', _student: s.student.id, ...o });
const uploadBody = (s: Scene, x: { subTestId: string; file: string }, o: Record<string, unknown> = {}) => ({
  file: x.file,
  title: 'bericht.pdf',
  _competencyCategoryOptionSubTest: x.subTestId,
  type: 'information',
  _student: s.student.id,
  ...o,
});
const tasksOf = (studentId: string) => t.db.select().from(kilianTasks).where(eq(kilianTasks.studentId, studentId));
const uploadsOf = (studentId: string) => t.db.select().from(kilianUploads).where(eq(kilianUploads.studentId, studentId));

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/user/talk/kilianTask/',
    title: 'API-44 KIL-05 POST /api/user/talk/kilianTask/',
    allowed: ['kilian'],
    forbiddenMessage: kilianMessages.onlyKilian,
    valid: (s) => ({ url: '/api/user/talk/kilianTask/', body: taskBody(s) }),
    invalid: [
      { name: 'empty topic', request: (s) => ({ url: '/api/user/talk/kilianTask/', body: taskBody(s, { topic: '  ' }) }), message: kilianMessages.invalidDetails, path: 'topic' },
      { name: 'no type', request: (s) => ({ url: '/api/user/talk/kilianTask/', body: taskBody(s, { kilian_type: undefined }) }), message: kilianMessages.invalidDetails, path: 'kilian_type' },
      { name: 'unknown type', request: (s) => ({ url: '/api/user/talk/kilianTask/', body: taskBody(s, { kilian_type: 'smalltalk' }) }), message: kilianMessages.invalidDetails, path: 'kilian_type' },
      { name: 'no student', request: (s) => ({ url: '/api/user/talk/kilianTask/', body: taskBody(s, { _student: '' }) }), message: kilianMessages.invalidDetails, path: '_student' },
      { name: 'unknown student', request: (s) => ({ url: '/api/user/talk/kilianTask/', body: taskBody(s, { _student: uuid() }) }), status: 404, message: kilianMessages.studentNotFound },
    ],
    unchanged: async (s) => expect(await tasksOf(s.student.id)).toEqual([]),
    success: {
      check: (res, s) =>
        expect(res.json()).toMatchObject({
          kilian_task: { topic: 'Sturzprophylaxe im Nachtdienst', kilian_type: 'communication', _student: s.student.id },
          kilian: { _id: s.kilian.id },
        }),
    },
    names: { invalid: 'KIL-06 SEC-08 topic, type and student are required: 400 "Invalid or Missing details!"', success: 'KIL-08 KIL-10 a kilian user starts a task' },
  },
  () => {
    it('KIL-07 KIL-09 SEC-13 AMB-119 a second start for the same student and category answers 409; one task remains', async () => {
      const s = await buildScene(t.db);
      const first = await call(t, { method: 'POST', url: '/api/user/talk/kilianTask/', as: s.kilian, body: taskBody(s) });
      expect(first.statusCode).toBe(200);
      const other = await signIn(t.db, await buildKilian(t.db));
      expectError(await call(t, { method: 'POST', url: '/api/user/talk/kilianTask/', as: other, body: taskBody(s, { topic: 'Anderes Thema' }) }), 409, kilianMessages.alreadyStarted);
      expect(await tasksOf(s.student.id)).toHaveLength(1);
      // another category is a task of its own; the path without the slash works too
      const second = await call(t, { method: 'POST', url: '/api/user/talk/kilianTask', as: s.kilian, body: taskBody(s, { kilian_type: 'abilitytoact' }) });
      expect(second.statusCode).toBe(200);
      expect(await tasksOf(s.student.id)).toHaveLength(2);
    });

    it('AMB-118 a student without a class cannot be given a task', async () => {
      const s = await buildScene(t.db);
      const loner = await buildStudent(t.db, null);
      expectError(await call(t, { method: 'POST', url: '/api/user/talk/kilianTask/', as: s.kilian, body: taskBody(s, { _student: loner.id }) }), 403, kilianMessages.studentWithoutClass, '_student');
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/talk/kilianTask/{studentId}/{kilianType}',
    title: 'API-45 KIL-04 GET /api/user/talk/kilianTask/{studentId}/{kilianType}',
    allowed: ['kilian', 'student', 'teacher'],
    valid: (s) => ({ url: `/api/user/talk/kilianTask/${s.student.id}/communication` }),
    invalid: [
      { name: 'unknown type', request: (s) => ({ url: `/api/user/talk/kilianTask/${s.student.id}/smalltalk` }), message: kilianMessages.unknownType, path: 'kilianType' },
      { name: 'malformed id', request: () => ({ url: '/api/user/talk/kilianTask/abc/communication' }), message: 'Ungültige ID.', path: 'studentId' },
      { name: 'unknown student', request: () => ({ url: `/api/user/talk/kilianTask/${uuid()}/communication` }), status: 404, message: kilianMessages.studentNotFound },
    ],
    success: { check: (res, s) => expect(res.json()).toEqual({ kilian_task: null, kilian: null, student: { _id: s.student.id, firstName: s.student.firstName, name: s.student.name } }) },
  },
  () => {
    it('KIL-03 KIL-04 KIL-10 the started task is answered with the kilian user; another student and an outside teacher get 403', async () => {
      const s = await buildScene(t.db);
      await call(t, { method: 'POST', url: '/api/user/talk/kilianTask/', as: s.kilian, body: taskBody(s, { kilian_type: 'ethicalcompetence' as KilianType }) });
      const res = await call(t, { url: `/api/user/talk/kilianTask/${s.student.id}/ethicalcompetence`, as: s.student });
      expect(res.json()).toMatchObject({
        kilian_task: { topic: 'Sturzprophylaxe im Nachtdienst', kilian_type: 'ethicalcompetence', _student: s.student.id },
        kilian: { _id: s.kilian.id, firstName: s.kilian.firstName, name: s.kilian.name },
      });
      for (const who of [s.classmate, s.outsider]) {
        expectError(await call(t, { url: `/api/user/talk/kilianTask/${s.student.id}/ethicalcompetence`, as: who }), 403, kilianMessages.noAccess);
      }
    });
  },
);

describeRoute(t, {
  method: 'GET',
  route: '/api/user/talk/kilianTask/students',
  title: 'AMB-118 GET /api/user/talk/kilianTask/students',
  allowed: ['kilian'],
  forbiddenMessage: kilianMessages.onlyKilian,
  valid: () => ({ url: '/api/user/talk/kilianTask/students' }),
  success: {
    check: (res, s) => {
      const { students } = res.json() as { students: { _id: string; className: string }[] };
      expect(students).toContainEqual({ _id: s.student.id, firstName: s.student.firstName, name: s.student.name, className: s.cls.className });
    },
  },
});

const startAs = async (as: As, body: Record<string, unknown>) => {
  const res = await call(t, { method: 'POST', url: '/api/user/talk/kilianTask/', as, body });
  expect(res.statusCode, res.body).toBe(200);
};

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/talk/kilianTask/started',
    title: 'KIL-10 GET /api/user/talk/kilianTask/started: the tasks a kilian user started, with their topics',
    allowed: ['kilian'],
    forbiddenMessage: kilianMessages.onlyKilian,
    valid: () => ({ url: '/api/user/talk/kilianTask/started' }),
    success: { check: (res) => expect(res.json()).toEqual({ tasks: [] }) },
  },
  () => {
    it('KIL-10 lists only the tasks this kilian user started, newest first, with topic, category and student', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildKilian(t.db));
      await startAs(s.kilian, taskBody(s));
      await startAs(s.kilian, taskBody(s, { kilian_type: 'ethicalcompetence', topic: 'Schmerz am Lebensende' }));
      await startAs(other, taskBody(s, { kilian_type: 'abilitytoact', topic: 'Fremder Start' }));
      const res = await call(t, { url: '/api/user/talk/kilianTask/started', as: s.kilian });
      const { tasks } = res.json() as { tasks: { topic: string; kilian_type: string; student: { _id: string }; kilian: { _id: string } }[] };
      expect(tasks.map((x) => [x.topic, x.kilian_type])).toEqual([
        ['Schmerz am Lebensende', 'ethicalcompetence'],
        ['Sturzprophylaxe im Nachtdienst', 'communication'],
      ]);
      expect(tasks[0]).toMatchObject({ student: { _id: s.student.id, firstName: s.student.firstName, name: s.student.name }, kilian: { _id: s.kilian.id } });
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/talk/kilianTask/{studentId}',
    title: "KIL-10 GET /api/user/talk/kilianTask/{studentId}: a student's started tasks with their topics",
    allowed: ['kilian', 'student', 'teacher'],
    valid: (s) => ({ url: `/api/user/talk/kilianTask/${s.student.id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/user/talk/kilianTask/abc' }), message: 'Ungültige ID.', path: 'studentId' },
      { name: 'unknown student', request: () => ({ url: `/api/user/talk/kilianTask/${uuid()}` }), status: 404, message: kilianMessages.studentNotFound },
    ],
    success: { check: (res) => expect(res.json()).toEqual({ tasks: [] }) },
  },
  () => {
    it('KIL-10 SEC-04 the student and their teacher read the topics in the order of the categories; a classmate and an outside teacher get 403', async () => {
      const s = await buildScene(t.db);
      await startAs(s.kilian, taskBody(s, { kilian_type: 'ethicalcompetence', topic: 'Schmerz am Lebensende' }));
      await startAs(s.kilian, taskBody(s));
      for (const who of [s.student, s.teacher, s.kilian]) {
        const res = await call(t, { url: `/api/user/talk/kilianTask/${s.student.id}`, as: who });
        expect(res.statusCode).toBe(200);
        expect((res.json() as { tasks: { topic: string; kilian: { _id: string } }[] }).tasks.map((x) => [x.topic, x.kilian._id])).toEqual([
          ['Sturzprophylaxe im Nachtdienst', s.kilian.id],
          ['Schmerz am Lebensende', s.kilian.id],
        ]);
      }
      for (const who of [s.classmate, s.outsider]) {
        expectError(await call(t, { url: `/api/user/talk/kilianTask/${s.student.id}`, as: who }), 403, kilianMessages.noAccess);
      }
    });
  },
);

describeRoute<{ subTestId: string; file: string }>(
  t,
  {
    method: 'POST',
    route: '/api/teacher/kilianUploads',
    title: 'API-54 UPL-10 POST /api/teacher/kilianUploads',
    allowed: ['student'],
    forbiddenMessage: kilianMessages.onlyOwner,
    arrange: async (s) => ({ subTestId: (await buildSubTest()).id, file: await storedPdf(s.student.cookie) }),
    valid: (s, _who, x) => ({ url: '/api/teacher/kilianUploads', body: uploadBody(s, x) }),
    invalid: [
      { name: 'unknown folder', request: (s, _w, x) => ({ url: '/api/teacher/kilianUploads', body: uploadBody(s, x, { type: 'Information' }) }), message: kilianMessages.unknownFolder, path: 'type' },
      { name: 'empty title', request: (s, _w, x) => ({ url: '/api/teacher/kilianUploads', body: uploadBody(s, x, { title: '' }) }), message: kilianMessages.titleEmpty, path: 'title' },
      { name: 'not an upload', request: (s, _w, x) => ({ url: '/api/teacher/kilianUploads', body: uploadBody(s, x, { file: 'https://example.org/x.pdf' }) }), message: kilianMessages.fileNotUploaded, path: 'file' },
      {
        name: 'unknown sub-test',
        request: (s, _w, x) => ({ url: '/api/teacher/kilianUploads', body: uploadBody(s, x, { _competencyCategoryOptionSubTest: uuid() }) }),
        status: 404,
        message: kilianMessages.subTestNotFound,
      },
    ],
    unchanged: async (s) => expect(await uploadsOf(s.student.id)).toEqual([]),
    success: {
      check: (res, s, _who, x) =>
        expect(res.json().kilianUpload).toMatchObject({
          file: x.file,
          title: 'bericht.pdf',
          _competencyCategoryOptionSubTest: x.subTestId,
          type: 'information',
          _student: s.student.id,
          size: PDF_BYTES.length,
          contentType: 'application/pdf',
          uploadedBy: { _id: s.student.id },
        }),
    },
    names: {
      forbidden: 'UPL-11 SEC-02 AMB-123 a teacher (and any other role) uploading gets 403',
      invalid: 'SEC-08 unknown folder or sub-test, no title, not an uploaded file: refused, nothing recorded',
      success: 'UPL-10 UPL-12 the student records a file in their own folder',
    },
  },
  () => {
    it('UPL-11 PERM-22 another student cannot record into a classmate\'s folder, not even with their own file', async () => {
      const s = await buildScene(t.db);
      const sub = await buildSubTest();
      const own = await storedPdf(s.classmate.cookie);
      const body = uploadBody(s, { subTestId: sub.id, file: own });
      expectError(await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.classmate, body }), 403, kilianMessages.onlyOwner);
      expect(await uploadsOf(s.student.id)).toEqual([]);
    });

    it('UPL-03 a file uploaded by someone else is refused; the same file is recorded once (409)', async () => {
      const s = await buildScene(t.db);
      const sub = await buildSubTest();
      const foreign = await storedPdf(s.classmate.cookie);
      expectError(await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.student, body: uploadBody(s, { subTestId: sub.id, file: foreign }) }), 400, kilianMessages.fileNotUploaded, 'file');
      const file = await storedPdf(s.student.cookie);
      // the address with its query is cut at '?'
      expect((await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.student, body: uploadBody(s, { subTestId: sub.id, file: `${file}?x=1` }) })).json().kilianUpload.file).toBe(file);
      expectError(await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.student, body: uploadBody(s, { subTestId: sub.id, file }) }), 409, kilianMessages.alreadyRecorded, 'file');
      expect(await uploadsOf(s.student.id)).toHaveLength(1);
    });
  },
);

describeRoute<{ subTestId: string }>(
  t,
  {
    method: 'GET',
    route: '/api/teacher/kilianUploads/{studentId}/{subTestId}/{type}',
    title: 'API-55 UPL-08 GET /api/teacher/kilianUploads/{studentId}/{subTestId}/{type}',
    allowed: ['student', 'teacher'],
    arrange: async () => ({ subTestId: (await buildSubTest()).id }),
    valid: (s, _w, x) => ({ url: `/api/teacher/kilianUploads/${s.student.id}/${x.subTestId}/finding%20a%20solution` }),
    invalid: [
      { name: 'unknown folder', request: (s, _w, x) => ({ url: `/api/teacher/kilianUploads/${s.student.id}/${x.subTestId}/ordner` }), message: kilianMessages.unknownFolder, path: 'type' },
      { name: 'unknown sub-test', request: (s) => ({ url: `/api/teacher/kilianUploads/${s.student.id}/${uuid()}/information` }), status: 404, message: kilianMessages.subTestNotFound },
      { name: 'unknown student', request: (_s, _w, x) => ({ url: `/api/teacher/kilianUploads/${uuid()}/${x.subTestId}/information` }), status: 404, message: kilianMessages.studentNotFound },
    ],
    success: { check: (res) => expect(res.json()).toEqual({ kilianUploads: [] }) },
  },
  () => {
    it('UPL-08 UPL-12 lists the folder\'s files with name, size, date and uploader; other folders stay empty; another student and an outside teacher get 403', async () => {
      const s = await buildScene(t.db);
      const sub = await buildSubTest();
      const file = await storedPdf(s.student.cookie);
      await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.student, body: uploadBody(s, { subTestId: sub.id, file }) });
      const res = await call(t, { url: `/api/teacher/kilianUploads/${s.student.id}/${sub.id}/information`, as: s.teacher });
      const [row] = res.json().kilianUploads;
      expect(row).toMatchObject({ file, title: 'bericht.pdf', size: PDF_BYTES.length, type: 'information', uploadedBy: { _id: s.student.id, firstName: s.student.firstName } });
      expect(Date.parse(row.createdAt)).not.toBeNaN();
      expect((await call(t, { url: `/api/teacher/kilianUploads/${s.student.id}/${sub.id}/application`, as: s.student })).json()).toEqual({ kilianUploads: [] });
      for (const who of [s.classmate, s.outsider]) {
        expectError(await call(t, { url: `/api/teacher/kilianUploads/${s.student.id}/${sub.id}/information`, as: who }), 403, kilianMessages.noAccess);
      }
    });
  },
);

describeRoute<{ subTestId: string }>(t, {
  method: 'POST',
  route: '/api/teacher/kilianUploads/competencySubTestById/{id}',
  title: 'API-56 UPL-06 POST /api/teacher/kilianUploads/competencySubTestById/{id}',
  allowed: ['student', 'teacher'],
  arrange: async () => ({ subTestId: (await buildSubTest('Blutdruck messen')).id }),
  valid: (_s, _w, x) => ({ url: `/api/teacher/kilianUploads/competencySubTestById/${x.subTestId}` }),
  invalid: [
    { name: 'malformed id', request: () => ({ url: '/api/teacher/kilianUploads/competencySubTestById/abc' }), message: 'Ungültige ID.', path: 'id' },
    { name: 'unknown', request: () => ({ url: `/api/teacher/kilianUploads/competencySubTestById/${uuid()}` }), status: 404, message: kilianMessages.subTestNotFound },
  ],
  success: { check: (res, _s, _w, x) => expect(res.json()).toEqual({ subTest: { _id: x.subTestId, title: 'Blutdruck messen', subTitle: 'Radialispuls tasten' } }) },
  names: { success: 'UPL-05 AMB-121 the folder screen reads the sub-test title' },
});

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/teacher/kilianUploads/subTests/{studentId}',
    title: 'KIL-02 AMB-117 GET /api/teacher/kilianUploads/subTests/{studentId}',
    allowed: ['student', 'teacher'],
    valid: (s) => ({ url: `/api/teacher/kilianUploads/subTests/${s.student.id}` }),
    invalid: [{ name: 'unknown student', request: () => ({ url: `/api/teacher/kilianUploads/subTests/${uuid()}` }), status: 404, message: kilianMessages.studentNotFound }],
    success: { check: (res) => expect(res.json().subTests.length).toBeLessThanOrEqual(6) },
  },
  () => {
    it('SEC-04 another student gets 403', async () => {
      const s = await buildScene(t.db);
      expectError(await call(t, { url: `/api/teacher/kilianUploads/subTests/${s.student.id}`, as: s.classmate }), 403, kilianMessages.noAccess);
    });
  },
);

describe('SEC-09 AMB-124 KILIAN folder files through the pre-signed flow (checked by content)', () => {
  it('refuses an executable renamed to .pdf, an empty file and a file over 20 MB; accepts plain text only for the folders', async () => {
    const s = await buildScene(t.db);
    const exe = await uploadAs(s.student.cookie, EXE_BYTES, 'application/pdf');
    expectError(exe.put, 400, uploadMessages.contentMismatch);
    const empty = await uploadAs(s.student.cookie, Buffer.alloc(0), 'application/pdf');
    expect(empty.put.statusCode).toBe(400);
    const big = await uploadAs(s.student.cookie, Buffer.concat([PDF_BYTES, Buffer.alloc(KILIAN_MAX_FILE_BYTES)]), 'application/pdf');
    expectError(big.put, 413, uploadMessages.tooLargeAtMost('20 MB'));
    // a 15 MB PDF is within the folders' limit, above the general one
    const large = await uploadAs(s.student.cookie, Buffer.concat([PDF_BYTES, Buffer.alloc(Math.max(t.config.uploadMaxBytes, 1024 * 1024) + 10)]), 'application/pdf');
    expect(large.put.statusCode, large.put.body).toBe(200);
    const text = await uploadAs(s.student.cookie, TEXT_BYTES, 'text/plain');
    expect(text.put.statusCode, text.put.body).toBe(200);
    const exeAsText = await uploadAs(s.student.cookie, EXE_BYTES, 'text/plain');
    expectError(exeAsText.put, 400, uploadMessages.contentMismatch);
    expectError(await call(t, { url: '/api/upload/preSignedURL/text%2Fplain', as: s.student }), 400, uploadMessages.typeNotAllowed, 'fileType');
    expectError(await call(t, { url: '/api/upload/preSignedURL/application%2Fx-msdownload?purpose=kilian', as: s.student }), 400, kilianMessages.fileTypeNotAllowed, 'fileType');
    expect(await uploadsOf(s.student.id)).toEqual([]);
  });

  it('SEC-04 AMB-18 a recorded file opens for the student and the class\'s teachers; another student, an outside teacher and a kilian user are refused even with the address', async () => {
    const s = await buildScene(t.db);
    const sub = await buildSubTest();
    const file = await storedPdf(s.student.cookie);
    await call(t, { method: 'POST', url: '/api/teacher/kilianUploads', as: s.student, body: uploadBody(s, { subTestId: sub.id, file }) });
    for (const who of [s.student, s.teacher]) {
      const res = await call(t, { url: pathOf(file), as: who });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    // a stranger reading a folder's file by its address gets 403
    for (const who of [s.classmate, s.outsider, s.kilian, s.supervisor]) expectError(await call(t, { url: pathOf(file), as: who }), 403, kilianMessages.fileNoAccess);
    expect((await call(t, { url: pathOf(file) })).statusCode).toBe(401);
    // an unrelated stored file is not opened through the folders
    const other = await buildUpload(t);
    expect((await call(t, { url: pathOf(other), as: s.teacher })).statusCode).toBe(404);
  });
});

describe('ADR 014 the one-time password is enforced by the server', () => {
  it('a kilian account that must change its password gets 403 everywhere but the password change and sign-out', async () => {
    const kilian = await signIn(t.db, await buildKilian(t.db, { mustChangePassword: true }));
    expectError(await call(t, { url: '/api/user/talk/kilianTask/students', as: kilian }), 403, authMessages.mustChangePassword);
    // a public route treats the session as anonymous: no document upload without signing in fully
    expect((await call(t, { url: '/api/upload/preSignedURL/application%2Fpdf', as: kilian })).statusCode).toBe(400);
    const changed = await call(t, { method: 'POST', url: '/api/user/auth/changePassword', as: kilian, body: { currentPassword: TEST_PASSWORD, newPassword: 'ein-neues-passwort' } });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await call(t, { url: '/api/user/talk/kilianTask/students', as: kilian })).statusCode).toBe(200);
    expect((await call(t, { method: 'POST', url: '/api/user/auth/logout', as: kilian })).statusCode).toBe(204);
  });
});
