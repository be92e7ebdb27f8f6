import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { optionQuestionMessages as msg } from '@praxisport/contract/option-questions';
import { buildScene, buildUpload, call, describeRoute, expectError, useTestApp, uuid, type Scene } from '../../../test/kit';
import { optionAnswerExtras, optionAnswers } from '../../db/schema/option-questions';

const t = useTestApp();

const url = (s: Scene, set = 'communication') => `/api/user/optionAnswers/${s.student.id}/${set}`;
const answersOf = (s: Scene) => t.db.select().from(optionAnswers).where(eq(optionAnswers.studentId, s.student.id));
const extrasOf = (s: Scene) => t.db.select().from(optionAnswerExtras).where(eq(optionAnswerExtras.studentId, s.student.id));
const save = (s: Scene, body: unknown, set = 'communication', as: Scene['student'] = s.student) => call(t, { method: 'PUT', url: url(s, set), as, body });
const saveExtras = (s: Scene, body: unknown, set = 'abilitytoreflect', as: Scene['student'] = s.student) =>
  call(t, { method: 'PUT', url: `${url(s, set)}/extras`, as, body });

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/user/optionAnswers/{studentId}/{option}',
    title: 'OPTQ-05 API-P18 AMB-100 GET /api/user/optionAnswers/{studentId}/{option}',
    allowed: ['teacher', 'student'],
    valid: (s) => ({ url: url(s) }),
    invalid: [
      { name: 'unknown set', request: (s) => ({ url: url(s, 'smalltalk') }), message: msg.unknownSet, path: 'option' },
      { name: 'malformed id', request: () => ({ url: '/api/user/optionAnswers/abc/communication' }), message: 'Ungültige ID.', path: 'studentId' },
      { name: 'unknown student', request: () => ({ url: `/api/user/optionAnswers/${uuid()}/communication` }), status: 404, message: msg.studentNotFound },
    ],
    success: {
      check: (res, s) =>
        expect(res.json()).toEqual({
          option: 'communication',
          student: { _id: s.student.id, firstName: s.student.firstName, name: s.student.name },
          answers: [],
          kr: null,
          pictures: [],
        }),
    },
  },
  () => {
    it('SEC-04 another student and a teacher who has not joined the class get 403', async () => {
      const s = await buildScene(t.db);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: url(s), as: who }), 403, msg.noAccess);
    });

    it('OPTQ-06 AMB-101 orientationmission11 reads the answers of orientationmission1', async () => {
      const s = await buildScene(t.db);
      expect((await save(s, { question: 'orientationmission1-2', grade: 3, confirmed: true }, 'orientationmission11')).statusCode).toBe(200);
      const res = await call(t, { url: url(s, 'orientationmission1'), as: s.teacher });
      expect(res.json().option).toBe('orientationmission1');
      expect(res.json().answers).toEqual([expect.objectContaining({ question: 'orientationmission1-2', grade: 3, confirmed: true })]);
    });
  },
);

describeRoute(
  t,
  {
    method: 'PUT',
    route: '/api/user/optionAnswers/{studentId}/{option}',
    title: 'OPTQ-08..10 API-P19 AMB-100 PUT /api/user/optionAnswers/{studentId}/{option}',
    allowed: ['student'],
    forbiddenMessage: msg.onlyStudent,
    valid: (s) => ({ url: url(s), body: { question: 'communication-1', grade: 2, confirmed: true } }),
    invalid: [
      { name: 'unknown set', request: (s) => ({ url: url(s, 'smalltalk'), body: { question: 'communication-1', grade: 2, confirmed: true } }), message: msg.unknownSet, path: 'option' },
      { name: 'question of another set', request: (s) => ({ url: url(s), body: { question: 'abilitytoact-1', grade: 2, confirmed: true } }), message: msg.unknownQuestion, path: 'question' },
      { name: 'grade 6', request: (s) => ({ url: url(s), body: { question: 'communication-1', grade: 6, confirmed: true } }), message: msg.grade, path: 'grade' },
      { name: 'grade 2.5', request: (s) => ({ url: url(s), body: { question: 'communication-1', grade: 2.5, confirmed: true } }), message: msg.grade, path: 'grade' },
      { name: 'no grade', request: (s) => ({ url: url(s), body: { question: 'communication-1', confirmed: true } }), message: msg.grade, path: 'grade' },
      { name: 'confirmed not boolean', request: (s) => ({ url: url(s), body: { question: 'communication-1', grade: 1, confirmed: 'ja' } }), message: msg.confirmed, path: 'confirmed' },
      { name: 'another student', request: (s) => ({ url: `/api/user/optionAnswers/${s.classmate.id}/communication`, body: { question: 'communication-1', grade: 2, confirmed: true } }), status: 403, message: msg.onlyOwn },
    ],
    unchanged: async (s) => expect(await answersOf(s)).toEqual([]),
    success: {
      check: async (res, s) => {
        expect(res.json().answer).toMatchObject({ question: 'communication-1', grade: 2, confirmed: true });
        expect(await answersOf(s)).toEqual([expect.objectContaining({ optionSet: 'communication', question: 'communication-1', grade: 2, confirmed: true })]);
      },
    },
  },
  () => {
    it('AMB-100 a second save replaces the answer, and the student and their teacher read it again', async () => {
      const s = await buildScene(t.db);
      await save(s, { question: 'communication-1', grade: 2, confirmed: false });
      expect((await save(s, { question: 'communication-1', grade: 4, confirmed: true })).statusCode).toBe(200);
      await save(s, { question: 'communication-3', grade: 1, confirmed: true });
      for (const who of [s.student, s.teacher]) {
        const res = await call(t, { url: url(s), as: who });
        expect(res.json().answers.map((a: { question: string; grade: number }) => [a.question, a.grade])).toEqual([
          ['communication-1', 4],
          ['communication-3', 1],
        ]);
      }
      expect(await answersOf(s)).toHaveLength(2);
    });

    it('AMB-100 a teacher of the class may read but not answer', async () => {
      const s = await buildScene(t.db);
      expectError(await save(s, { question: 'communication-1', grade: 2, confirmed: true }, 'communication', s.teacher), 403, msg.onlyStudent);
      expect(await answersOf(s)).toEqual([]);
    });
  },
);

describeRoute(
  t,
  {
    method: 'PUT',
    route: '/api/user/optionAnswers/{studentId}/{option}/extras',
    title: 'OPTQ-03 OPTQ-04 CONST-35 PUT /api/user/optionAnswers/{studentId}/{option}/extras',
    allowed: ['student'],
    forbiddenMessage: msg.onlyStudent,
    valid: (s) => ({ url: `${url(s, 'selforganizedlearning')}/extras`, body: { kr: 'KR2' } }),
    invalid: [
      { name: 'KR4', request: (s) => ({ url: `${url(s, 'selforganizedlearning')}/extras`, body: { kr: 'KR4' } }), message: msg.kr, path: 'kr' },
      { name: 'KR in another set', request: (s) => ({ url: `${url(s, 'communication')}/extras`, body: { kr: 'KR1' } }), message: msg.krNotHere, path: 'kr' },
      { name: 'pictures in another set', request: (s) => ({ url: `${url(s, 'communication')}/extras`, body: { pictures: [] } }), message: msg.picturesNotHere, path: 'pictures' },
      { name: 'empty body', request: (s) => ({ url: `${url(s, 'selforganizedlearning')}/extras`, body: {} }), message: msg.nothingToSave },
      { name: 'non-URL picture', request: (s) => ({ url: `${url(s, 'abilitytoreflect')}/extras`, body: { pictures: ['javascript:alert(1)'] } }), message: msg.pictureInvalid, path: 'pictures.0' },
      {
        name: 'foreign address',
        request: (s) => ({ url: `${url(s, 'abilitytoreflect')}/extras`, body: { pictures: ['https://evil.example/api/upload/files/0b6e1f8e-0000-4000-8000-000000000000.png'] } }),
        message: msg.pictureInvalid,
        path: 'pictures.0',
      },
      { name: 'too many', request: (s) => ({ url: `${url(s, 'abilitytoreflect')}/extras`, body: { pictures: Array.from({ length: 11 }, (_, i) => `https://x.example/${i}.png`) } }), message: msg.tooManyPictures, path: 'pictures' },
    ],
    unchanged: async (s) => expect(await extrasOf(s)).toEqual([]),
    success: { check: async (res) => expect(res.json()).toEqual({ kr: 'KR2', pictures: [] }) },
  },
  () => {
    it("OPTQ-03 the student stores own uploaded pictures; a classmate's upload or a document is refused; the teacher reads them and the file", async () => {
      const s = await buildScene(t.db);
      const own = await buildUpload(t, { uploaderId: s.student.id });
      const foreign = await buildUpload(t, { uploaderId: s.classmate.id });
      expectError(await saveExtras(s, { pictures: [own, foreign] }), 400, msg.pictureInvalid, 'pictures.1');
      expect(await extrasOf(s)).toEqual([]);
      const ok = await saveExtras(s, { pictures: [own] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ kr: null, pictures: [own] });
      const read = await call(t, { url: url(s, 'abilitytoreflect'), as: s.teacher });
      expect(read.json().pictures).toEqual([own]);
      const key = own.split('/').pop();
      expect((await call(t, { url: `/api/upload/files/${key}`, as: s.teacher })).statusCode).toBe(200);
      expect((await call(t, { url: `/api/upload/files/${key}`, as: s.outsider })).statusCode).toBe(404);
      expect((await call(t, { url: `/api/upload/files/${key}`, as: s.classmate })).statusCode).toBe(404);
      // removing keeps the KR untouched and empties the list
      expect((await saveExtras(s, { pictures: [] })).json()).toEqual({ kr: null, pictures: [] });
    });

    it('OPTQ-04 the KR choice is kept when saved again and cleared with null', async () => {
      const s = await buildScene(t.db);
      await saveExtras(s, { kr: 'KR3' }, 'selforganizedlearning');
      expect((await call(t, { url: url(s, 'selforganizedlearning'), as: s.student })).json().kr).toBe('KR3');
      expect((await saveExtras(s, { kr: null }, 'selforganizedlearning')).json().kr).toBeNull();
      expectError(await saveExtras(s, { kr: 'KR1' }, 'selforganizedlearning', s.classmate), 403, msg.onlyOwn);
    });
  },
);
