import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { classMessages } from '@praxisport/contract/classes';
import { registerAnalysisMessages } from '@praxisport/contract/register-analysis';
import { lfces, registerAnalyses } from '../../db/schema/attendance';
import { users } from '../../db/schema/users';
import { buildScene, buildSupervisor, call, describeRoute, expectError, signIn, useTestApp, uuid, type Scene } from '../../../test/kit';

const t = useTestApp();

const day = '2025-02-03';
const catalogue = () => t.db.select().from(lfces).orderBy(asc(lfces.position));
const entry = (over: Record<string, unknown> = {}) => ({ time: '8', _lfce: null, _supervisor: null, content: 'Vitalzeichen', status: 'Gestartet', forInstructors: true, ...over });
const body = (s: Scene, extra: Record<string, unknown> = {}) => ({ _grade: s.cls.id, date: day, analysis: [entry()], ...extra });
const put = (s: Scene, payload: unknown, as: { cookie: string } = s.supervisor) => call(t, { method: 'PUT', url: '/api/admin/registerAnalysis/classRegisterAnalysis', as, body: payload });
const analysesOf = (classId: string) => t.db.select().from(registerAnalyses).where(eq(registerAnalyses.classId, classId));

describeRoute(t, {
  method: 'GET',
  route: '/api/admin/registerAnalysis/lfce',
  allowed: ['supervisor', 'teacher', 'admin'],
  valid: () => ({ url: '/api/admin/registerAnalysis/lfce' }),
  success: {
    check: (res) => {
      const titles = res.json().lfces.map((l: { title: string }) => l.title);
      expect(titles).toHaveLength(11);
      expect(titles[0]).toBe('CE 01 Ausbildungsstart – Pflegefachfrau/Pflegefachmann werden');
      expect(titles[5]).toBe('CE 06 In Akutsituationen sicher handeln');
      expect(titles[10]).toMatch(/^CE 11 Menschen mit psychischen Gesundheitsproblemen/);
      expect(Object.keys(res.json().lfces[0]).sort()).toEqual(['_id', '_learningObjectives', 'competencyIV', 'title']);
    },
  },
  names: {
    forbidden: 'API-31 AMB-16 refuses students and kilian users',
    success: 'RA-09 LFCE-18 API-31 the catalogue CE 01 to CE 11 with their titles, loaded without the demo',
  },
});

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/admin/registerAnalysis/byDate/{date}/{classId}',
    allowed: ['supervisor', 'teacher', 'admin'],
    valid: (s) => ({ url: `/api/admin/registerAnalysis/byDate/${day}/${s.cls.id}` }),
    invalid: [
      { name: 'month 13', request: (s) => ({ url: `/api/admin/registerAnalysis/byDate/2024-13-45/${s.cls.id}` }), message: 'date: ungültiges Datum.', path: 'date' },
      { name: 'German date', request: (s) => ({ url: `/api/admin/registerAnalysis/byDate/31.12.2024/${s.cls.id}` }), message: 'date: Datum im Format JJJJ-MM-TT angeben.', path: 'date' },
      { name: 'unknown class', request: () => ({ url: `/api/admin/registerAnalysis/byDate/${day}/${uuid()}` }), status: 404, message: classMessages.notFound },
    ],
    success: { check: (res) => expect(res.json()).toEqual({ classRegisterAnalysis: null }) },
    names: { success: 'RA-12 API-28 AMB-67 supervisor, joined teacher and admins; null before the first save' },
  },
  () => {
    it('SEC-04 a teacher who has not joined and another supervisor get 403', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      for (const who of [s.outsider, other]) expectError(await call(t, { url: `/api/admin/registerAnalysis/byDate/${day}/${s.cls.id}`, as: who }), 403, classMessages.notYourClass);
    });
  },
);

describeRoute(
  t,
  {
    method: 'PUT',
    route: '/api/admin/registerAnalysis/classRegisterAnalysis',
    allowed: ['supervisor'],
    forbiddenMessage: registerAnalysisMessages.onlySupervisor,
    valid: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s) }),
    invalid: [
      { name: 'bad date', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { date: '31.12.2024' }) }), message: 'date: Datum im Format JJJJ-MM-TT angeben.', path: 'date' },
      { name: 'unknown status', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { analysis: [entry({ status: 'Pause' })] }) }), message: registerAnalysisMessages.unknownStatus },
      { name: 'unknown block', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { analysis: [entry({ time: '9' })] }) }), message: registerAnalysisMessages.unknownTime },
      { name: 'unknown field', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { analysis: [entry({ room: 'A1' })] }) }), message: registerAnalysisMessages.unknownField },
      { name: 'two entries for block 8', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { analysis: [entry(), entry()] }) }), message: registerAnalysisMessages.duplicateTime },
      { name: 'unknown LFCE', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { analysis: [entry({ _lfce: uuid() })] }) }), message: registerAnalysisMessages.unknownLfce, path: 'analysis' },
      {
        name: 'a teacher as supervisor',
        request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { analysis: [entry({ _supervisor: s.teacher.id })] }) }),
        message: registerAnalysisMessages.unknownSupervisor,
        path: 'analysis',
      },
      { name: 'unknown class', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { _grade: uuid() }) }), status: 404, message: classMessages.notFound },
      { name: 'no entry', request: (s) => ({ url: '/api/admin/registerAnalysis/classRegisterAnalysis', body: body(s, { analysis: [] }) }), message: registerAnalysisMessages.empty, path: 'analysis' },
    ],
    unchanged: async (s) => expect(await analysesOf(s.cls.id)).toEqual([]),
    success: {
      check: (res, s) =>
        expect(res.json().classRegisterAnalysis).toMatchObject({
          _grade: s.cls.id,
          date: day,
          version: 1,
          analysis: [{ time: '8', _lfce: null, _supervisor: { _id: s.supervisor.id, firstName: s.supervisor.firstName, name: s.supervisor.name }, content: 'Vitalzeichen', status: 'Gestartet', forInstructors: true }],
        }),
    },
    names: {
      forbidden: 'RA-15 PERM-03 SEC-02 refuses teachers, students and kilian users',
      invalid: 'RA-14 CONST-08 SEC-08 unknown statuses, blocks, LFCEs and supervisors answer 400; nothing stored',
      success: 'RA-16 AMB-70 the supervisor saves; _supervisor defaults to the caller',
    },
  },
  () => {
    it('RA-13 RA-16 ENT-14 a saved analysis comes back by date with all four blocks in order', async () => {
      const s = await buildScene(t.db);
      const [ce1, ce2] = await catalogue();
      const analysis = [
        entry({ time: '13:45', _lfce: ce2!.id, status: 'Block Ende', forInstructors: false }),
        entry({ time: '8', _lfce: ce1!.id, status: 'Block Start', _supervisor: s.supervisor.id }),
        entry({ time: '10', content: 'Pflegeprozess', status: 'Weitergeführt' }),
        entry({ time: '12', content: 'Prüfung CE 01', status: 'Prüfung' }),
      ];
      expect((await put(s, body(s, { analysis }))).statusCode).toBe(200);
      const { classRegisterAnalysis } = (await call(t, { url: `/api/admin/registerAnalysis/byDate/${day}/${s.cls.id}`, as: s.supervisor })).json();
      expect(classRegisterAnalysis.analysis.map((e: { time: string; status: string }) => [e.time, e.status])).toEqual([
        ['8', 'Block Start'],
        ['10', 'Weitergeführt'],
        ['12', 'Prüfung'],
        ['13:45', 'Block Ende'],
      ]);
      expect(classRegisterAnalysis.analysis[0]._lfce).toBe(ce1!.id);
    });

    it('ISSUE-8 a stale save answers 409 and overwrites nothing', async () => {
      const s = await buildScene(t.db);
      const v1 = (await put(s, body(s))).json().classRegisterAnalysis;
      const v2 = await put(s, body(s, { _id: v1._id, version: 1, analysis: [entry({ content: 'Neu' })] }));
      expect(v2.json().classRegisterAnalysis).toMatchObject({ _id: v1._id, version: 2 });
      expectError(await put(s, body(s, { version: 1, analysis: [entry({ content: 'Alt' })] })), 409, registerAnalysisMessages.stale);
      expectError(await put(s, body(s, { analysis: [entry({ content: 'Alt' })] })), 409, registerAnalysisMessages.stale);
      expectError(await put(s, body(s, { _id: uuid(), version: 2 })), 400, registerAnalysisMessages.idMismatch, '_id');
      const { classRegisterAnalysis } = (await call(t, { url: `/api/admin/registerAnalysis/byDate/${day}/${s.cls.id}`, as: s.supervisor })).json();
      expect(classRegisterAnalysis.analysis[0].content).toBe('Neu');
    });

    it('AMB-70 AMB-143 an empty analysis is refused with the message at the field, also over a saved one, which stays', async () => {
      const s = await buildScene(t.db);
      const saved = (await put(s, body(s))).json().classRegisterAnalysis;
      const blank = entry({ time: '10', _lfce: null, content: '   ', status: null, forInstructors: true, _supervisor: s.supervisor.id });
      for (const analysis of [[], [blank]]) {
        expectError(await put(s, body(s, { _id: saved._id, version: 1, analysis })), 400, registerAnalysisMessages.empty, 'analysis');
      }
      const { classRegisterAnalysis } = (await call(t, { url: `/api/admin/registerAnalysis/byDate/${day}/${s.cls.id}`, as: s.supervisor })).json();
      expect(classRegisterAnalysis).toEqual(saved);
    });

    it('SEC-04 another supervisor gets 403 and nothing is stored', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await put(s, body(s), other), 403, classMessages.notYourClass);
      expect(await analysesOf(s.cls.id)).toEqual([]);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/admin/registerAnalysis/all/{classId}',
    allowed: ['supervisor', 'teacher', 'admin'],
    valid: (s) => ({ url: `/api/admin/registerAnalysis/all/${s.cls.id}` }),
    invalid: [{ name: 'malformed id', request: () => ({ url: '/api/admin/registerAnalysis/all/abc' }), message: 'Ungültige ID.', path: 'classId' }],
    success: { check: (res) => expect(res.json()).toEqual({ classRegisterAnalysises: [] }) },
    names: { success: 'RA-07 API-29 supervisor, joined teacher and admins get the class\'s analyses' },
  },
  () => {
    it('AMB-69 RA-02 teachers get only the entries for instructors, newest day first; supervisors all', async () => {
      const s = await buildScene(t.db);
      await put(s, body(s, { date: '2025-02-03', analysis: [entry({ content: 'für PA' }), entry({ time: '10', content: 'intern', forInstructors: false })] }));
      await put(s, body(s, { date: '2025-02-04', analysis: [entry({ content: 'zweiter Tag' })] }));
      await put(s, body(s, { date: '2025-02-05', analysis: [entry({ content: 'nur intern', forInstructors: false })] }));
      const teacher = (await call(t, { url: `/api/admin/registerAnalysis/all/${s.cls.id}`, as: s.teacher })).json().classRegisterAnalysises;
      expect(teacher.map((r: { date: string; analysis: { content: string }[] }) => [r.date, r.analysis.map((e) => e.content)])).toEqual([
        ['2025-02-04', ['zweiter Tag']],
        ['2025-02-03', ['für PA']],
      ]);
      const supervisor = (await call(t, { url: `/api/admin/registerAnalysis/all/${s.cls.id}`, as: s.supervisor })).json().classRegisterAnalysises;
      expect(supervisor.map((r: { date: string }) => r.date)).toEqual(['2025-02-05', '2025-02-04', '2025-02-03']);
      expect(supervisor[2].analysis).toHaveLength(2);
    });

    it('ISSUE-17 the first page answers the unpaged list\'s first days: entries in block order, a teacher only theirs', async () => {
      const s = await buildScene(t.db);
      const [ce1] = await catalogue();
      // every field comes out the same in both, quotes and backslashes too
      await t.db.update(users).set({ firstName: 'Anna "Nan"', name: 'Back\\slash' }).where(eq(users.id, s.supervisor.id));
      await put(s, body(s, { date: '2025-02-03', analysis: [entry({ time: '12', content: 'drei "zitiert" \\ und ü', _lfce: ce1!.id, _supervisor: s.supervisor.id, status: null }), entry({ time: '8', content: 'eins', forInstructors: false }), entry({ time: '10', content: 'zwei' })] }));
      await put(s, body(s, { date: '2025-02-04', analysis: [entry({ content: 'nur intern', forInstructors: false })] }));
      await put(s, body(s, { date: '2025-02-05', analysis: [entry({ time: '13:45', content: 'spät' }), entry({ time: '8', content: 'früh' })] }));
      await put(s, body(s, { date: '2025-02-06', analysis: [entry({ content: 'neu' })] }));
      const url = `/api/admin/registerAnalysis/all/${s.cls.id}`;
      for (const as of [s.teacher, s.supervisor]) {
        const all = (await call(t, { url, as })).json().classRegisterAnalysises;
        const first = (await call(t, { url: `${url}?limit=2`, as })).json();
        expect(first.classRegisterAnalysises).toEqual(all.slice(0, 2));
        expect(first.nextCursor).toBe(all[1].date);
        const whole = (await call(t, { url: `${url}?limit=10`, as })).json();
        expect(whole).toEqual({ classRegisterAnalysises: all, nextCursor: null });
      }
      const teachers = (await call(t, { url: `${url}?limit=10`, as: s.teacher })).json().classRegisterAnalysises;
      expect(teachers.map((r: { date: string; analysis: { content: string }[] }) => [r.date, r.analysis.map((e) => e.content)])).toEqual([
        ['2025-02-06', ['neu']],
        ['2025-02-05', ['früh', 'spät']],
        ['2025-02-03', ['zwei', 'drei "zitiert" \\ und ü']],
      ]);
    });

    it('ISSUE-17 paged by cursor: limit days per page, nextCursor the last day, null on the last page; unpaged without a cursor', async () => {
      const s = await buildScene(t.db);
      for (const date of ['2025-02-03', '2025-02-04', '2025-02-05', '2025-02-06', '2025-02-07']) await put(s, body(s, { date, analysis: [entry({ content: date })] }));
      const url = `/api/admin/registerAnalysis/all/${s.cls.id}`;
      const first = (await call(t, { url: `${url}?limit=2`, as: s.teacher })).json();
      expect(first.classRegisterAnalysises.map((r: { date: string }) => r.date)).toEqual(['2025-02-07', '2025-02-06']);
      expect(first.nextCursor).toBe('2025-02-06');
      const second = (await call(t, { url: `${url}?limit=2&before=${first.nextCursor}`, as: s.teacher })).json();
      expect(second.classRegisterAnalysises.map((r: { date: string }) => r.date)).toEqual(['2025-02-05', '2025-02-04']);
      const last = (await call(t, { url: `${url}?limit=2&before=${second.nextCursor}`, as: s.teacher })).json();
      expect(last).toEqual({ classRegisterAnalysises: [expect.objectContaining({ date: '2025-02-03' })], nextCursor: null });
      expect(Object.keys((await call(t, { url, as: s.teacher })).json())).toEqual(['classRegisterAnalysises']);
      expectError(await call(t, { url: `${url}?limit=0`, as: s.teacher }), 400, 'limit muss mindestens 1 sein.', 'limit');
      expectError(await call(t, { url: `${url}?before=gestern`, as: s.teacher }), 400, 'before: Datum im Format JJJJ-MM-TT angeben.', 'before');
    });

    it('ISSUE-17 RA-03 AMB-68 the teacher\'s filters on the server: a page holds only days with a matching entry for instructors', async () => {
      const s = await buildScene(t.db);
      const [ce1, ce2] = await catalogue();
      await put(s, body(s, { date: '2025-02-03', analysis: [entry({ _lfce: ce1!.id, content: 'Wundversorgung' })] }));
      await put(s, body(s, { date: '2025-02-04', analysis: [entry({ _lfce: ce2!.id, content: 'Vitalzeichen' }), entry({ time: '10', _lfce: ce1!.id, content: 'WUNDE intern', forInstructors: false })] }));
      await put(s, body(s, { date: '2025-02-05', analysis: [entry({ _lfce: ce1!.id, content: 'Mobilisation' })] }));
      const dates = async (query: string, as = s.teacher) =>
        (await call(t, { url: `/api/admin/registerAnalysis/all/${s.cls.id}?limit=1&${query}`, as })).json() as { classRegisterAnalysises: { date: string }[]; nextCursor: string | null };
      const wund = await dates('content=wund');
      expect([wund.classRegisterAnalysises.map((r) => r.date), wund.nextCursor]).toEqual([['2025-02-03'], null]);
      const bySupervisorsContent = await dates('content=wunde', s.supervisor);
      expect(bySupervisorsContent.classRegisterAnalysises.map((r) => r.date)).toEqual(['2025-02-04']);
      const byLfce = await dates(`lfce=${ce1!.id}`);
      expect([byLfce.classRegisterAnalysises.map((r) => r.date), byLfce.nextCursor]).toEqual([['2025-02-05'], '2025-02-05']);
      const byLfceNext = await dates(`lfce=${ce1!.id}&before=2025-02-05`);
      expect([byLfceNext.classRegisterAnalysises.map((r) => r.date), byLfceNext.nextCursor]).toEqual([['2025-02-03'], null]);
      const byDate = await dates(`date=2025-02-04&supervisor=${s.supervisor.id}`);
      expect(byDate.classRegisterAnalysises.map((r) => r.date)).toEqual(['2025-02-04']);
      expect((await dates(`supervisor=${uuid()}`)).classRegisterAnalysises).toEqual([]);
    });
  },
);
