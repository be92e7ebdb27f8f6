import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emptyPortfolioForm, portfolioMessages, portfolioSignAlerts, portfolioSignMessages } from '@praxisport/contract/portfolio';
import { auditEvents } from '../../db/schema/audit';
import { portfolioCategories, portfolioForms, portfolioItems, portfolioTicks } from '../../db/schema/portfolio';
import { buildScene, call, describeRoute, expectError, useTestApp, uuid, type ActorKind, type Scene } from '../../../test/kit';
import { pdfFlatText, pdfPageCount, pdfPageFill, pdfPages } from '../../../test/pdf';
import { portfolioPdf } from './training-portfolio.pdf';

const t = useTestApp();
const NOT_ALLOWED = portfolioSignAlerts.notAllowed;

/** A category with one item of the catalogue. */
async function arrangeItem(): Promise<{ categoryId: string; itemId: string }> {
  const [cat] = await t.db.insert(portfolioCategories).values({ title: `Mobilität ${uuid().slice(0, 8)}` }).returning();
  const [item] = await t.db.insert(portfolioItems).values({ categoryId: cat!.id, title: 'Transfer Bett–Stuhl', itemLearned: 'Sicherer Transfer', type: 'Mobility' }).returning();
  return { categoryId: cat!.id, itemId: item!.id };
}

const ticksOf = (s: Scene) => t.db.select().from(portfolioTicks).where(eq(portfolioTicks.studentId, s.student.id));
const tick = (as: Scene['teacher'] | undefined, body: unknown) => call(t, { method: 'PATCH', url: '/api/teacher/trainingportfolio/update', as, body });
const ownFlag = (who: ActorKind) => (who === 'student' ? { studentChecked: true } : { teacherChecked: true });

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/teacher/trainingportfolio/categories/{id}',
    allowed: ['teacher', 'student'],
    forbiddenMessage: NOT_ALLOWED,
    arrange: () => arrangeItem(),
    valid: (s) => ({ url: `/api/teacher/trainingportfolio/categories/${s.student.id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/teacher/trainingportfolio/categories/abc' }), message: 'Ungültige ID.', path: 'id' },
      { name: 'unknown student', request: () => ({ url: `/api/teacher/trainingportfolio/categories/${uuid()}` }), status: 404, message: portfolioSignMessages.studentNotFound },
    ],
    success: {
      check: (res, s, _who, x) => {
        const body = res.json();
        expect(body.student).toEqual({ _id: s.student.id, firstName: s.student.firstName, name: s.student.name });
        expect(body.form).toEqual(emptyPortfolioForm());
        const cat = body.categories.find((c: { _id: string }) => c._id === x.categoryId);
        expect(cat.items).toEqual([
          expect.objectContaining({
            _id: x.itemId,
            type: 'Mobility',
            _trainingPortfolioCategory: x.categoryId,
            trainingPortfolio: expect.objectContaining({ _trainingPortfolioItem: x.itemId, _student: s.student.id, teacherChecked: false, studentChecked: false }),
          }),
        ]);
      },
    },
    names: { success: 'PORT-06 PORT-16 PORT-17 the student and a teacher of the class read the categories with the ticks' },
  },
  () => {
    it('SEC-04 AMB-87 another student and a teacher who has not joined the class get 403 Action not allowed', async () => {
      const s = await buildScene(t.db);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/teacher/trainingportfolio/categories/${s.student.id}`, as: who }), 403, NOT_ALLOWED);
    });
  },
);

describeRoute(
  t,
  {
    method: 'PATCH',
    route: '/api/teacher/trainingportfolio/update',
    allowed: ['teacher', 'student'],
    forbiddenMessage: NOT_ALLOWED,
    arrange: () => arrangeItem(),
    valid: (s, who, x) => ({ url: '/api/teacher/trainingportfolio/update', body: { _trainingPortfolioItem: x.itemId, _student: s.student.id, ...ownFlag(who) } }),
    invalid: [
      { name: 'bad item id', request: (s) => ({ url: '/api/teacher/trainingportfolio/update', body: { _trainingPortfolioItem: 'x', _student: s.student.id, teacherChecked: true } }), message: 'Ungültige ID.', path: '_trainingPortfolioItem' },
      { name: 'bad student id', request: (_s, _w, x) => ({ url: '/api/teacher/trainingportfolio/update', body: { _trainingPortfolioItem: x.itemId, _student: 7, teacherChecked: true } }), message: 'Ungültige ID.', path: '_student' },
      { name: 'non-boolean', request: (s, _w, x) => ({ url: '/api/teacher/trainingportfolio/update', body: { _trainingPortfolioItem: x.itemId, _student: s.student.id, teacherChecked: 'yes' } }), message: portfolioSignMessages.flagBoolean, path: 'teacherChecked' },
      { name: 'no flag', request: (s, _w, x) => ({ url: '/api/teacher/trainingportfolio/update', body: { _trainingPortfolioItem: x.itemId, _student: s.student.id } }), message: portfolioSignMessages.flagMissing },
      { name: 'unknown item', request: (s) => ({ url: '/api/teacher/trainingportfolio/update', body: { _trainingPortfolioItem: uuid(), _student: s.student.id, teacherChecked: true } }), status: 404, message: portfolioMessages.itemNotFound },
      { name: 'unknown student', request: (_s, _w, x) => ({ url: '/api/teacher/trainingportfolio/update', body: { _trainingPortfolioItem: x.itemId, _student: uuid(), teacherChecked: true } }), status: 404, message: portfolioSignMessages.studentNotFound },
    ],
    unchanged: async (s) => expect(await ticksOf(s)).toEqual([]),
    skip: ['success'],
  },
  () => {
    it('PORT-09 PORT-10 PORT-12 PORT-14 each side ticks its own box; the other stays; who and when are kept', async () => {
      const s = await buildScene(t.db);
      const { itemId } = await arrangeItem();
      const res = await tick(s.teacher, { _trainingPortfolioItem: itemId, _student: s.student.id, _teacher: s.teacher.id, teacherChecked: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(portfolioSignAlerts.success);
      expect(res.json().trainingPortfolio).toMatchObject({ teacherChecked: true, studentChecked: false, _teacher: s.teacher.id, teacherCheckedBy: { _id: s.teacher.id } });
      const res2 = await tick(s.student, { _trainingPortfolioItem: itemId, _student: s.student.id, studentChecked: true });
      expect(res2.statusCode, res2.body).toBe(200);
      const row = res2.json().trainingPortfolio;
      expect(row).toMatchObject({ teacherChecked: true, studentChecked: true, studentCheckedBy: { _id: s.student.id, firstName: s.student.firstName } });
      expect(Date.parse(row.studentCheckedAt)).toBeGreaterThan(Date.now() - 60_000);
      const untick = await tick(s.teacher, { _trainingPortfolioItem: itemId, _student: s.student.id, teacherChecked: false });
      expect(untick.json().trainingPortfolio).toMatchObject({ teacherChecked: false, studentChecked: true });
      expect(await ticksOf(s)).toHaveLength(1);
      const read = await call(t, { url: `/api/teacher/trainingportfolio/categories/${s.student.id}`, as: s.student });
      const item = read.json().categories.flatMap((c: { items: unknown[] }) => c.items).find((i: { _id: string }) => i._id === itemId);
      expect(item.trainingPortfolio).toMatchObject({ teacherChecked: false, studentChecked: true });
    });

    it('PORT-16 a tick answers both sides\' people as a read of the row does', async () => {
      const s = await buildScene(t.db);
      const { itemId } = await arrangeItem();
      const body = { _trainingPortfolioItem: itemId, _student: s.student.id };
      await tick(s.teacher, { ...body, _teacher: s.teacher.id, teacherChecked: true });
      const byStudent = (await tick(s.student, { ...body, studentChecked: true })).json().trainingPortfolio;
      const teacher = { _id: s.teacher.id, firstName: s.teacher.firstName, name: s.teacher.name };
      const student = { _id: s.student.id, firstName: s.student.firstName, name: s.student.name };
      expect(byStudent).toMatchObject({ teacherCheckedBy: teacher, studentCheckedBy: student });
      const byTeacher = (await tick(s.teacher, { ...body, teacherChecked: false })).json().trainingPortfolio;
      expect(byTeacher).toMatchObject({ teacherCheckedBy: teacher, studentCheckedBy: student, teacherChecked: false, studentChecked: true });
      const read = await call(t, { url: `/api/teacher/trainingportfolio/categories/${s.student.id}`, as: s.teacher });
      const item = read.json().categories.flatMap((c: { items: { _id: string; trainingPortfolio: unknown }[] }) => c.items).find((i: { _id: string }) => i._id === itemId);
      expect(item.trainingPortfolio).toEqual(byTeacher);
    });

    it('PORT-13 ticks sent at once each answer their own row; first ticks make the row; both sides of one row both hold; the refused and the unknown change nothing', async () => {
      const s = await buildScene(t.db);
      const items = [(await arrangeItem()).itemId, (await arrangeItem()).itemId, (await arrangeItem()).itemId];
      const base = (itemId: string) => ({ _trainingPortfolioItem: itemId, _student: s.student.id });
      const res = await Promise.all([
        ...items.map((itemId) => () => tick(s.teacher, { ...base(itemId), _teacher: s.teacher.id, teacherChecked: true })),
        () => tick(s.student, { ...base(items[0]!), studentChecked: true }),
        () => tick(s.teacher, { ...base(uuid()), teacherChecked: true }),
        () => tick(s.outsider, { ...base(items[1]!), teacherChecked: false }),
        () => tick(s.teacher, { ...base(items[2]!), teacherChecked: false }),
      ].map((send) => send()));
      items.forEach((itemId, n) => {
        expect(res[n]!.statusCode, res[n]!.body).toBe(200);
        expect(res[n]!.json().trainingPortfolio).toMatchObject({ _trainingPortfolioItem: itemId, teacherChecked: true, teacherCheckedBy: { _id: s.teacher.id } });
      });
      expect(res[3]!.json().trainingPortfolio).toMatchObject({ _trainingPortfolioItem: items[0], studentChecked: true, studentCheckedBy: { _id: s.student.id } });
      expectError(res[4]!, 404, portfolioMessages.itemNotFound);
      expectError(res[5]!, 403, NOT_ALLOWED);
      expect(res[6]!.json().trainingPortfolio).toMatchObject({ _trainingPortfolioItem: items[2], teacherChecked: false });
      const rows = await ticksOf(s);
      expect(rows).toHaveLength(3);
      const byItem = new Map(rows.map((r) => [r.itemId, r]));
      expect(byItem.get(items[0]!)).toMatchObject({ teacherChecked: true, studentChecked: true });
      expect(byItem.get(items[1]!)).toMatchObject({ teacherChecked: true, studentChecked: false });
      // the trail: each row's records follow one another (each "before" is the "after" of the one
      // before it). Followed by their values, not their times: a record's time is its transaction's
      // start, and a tick that waited for the row's lock may have started before the one it waited for
      const events = await t.db.select().from(auditEvents).where(eq(auditEvents.studentId, s.student.id));
      expect(events).toHaveLength(5);
      for (const itemId of items) {
        const rest = events.filter((e) => (e.after as { itemId: string }).itemId === itemId);
        let current = rest.find((e) => e.before === null);
        expect(current, itemId).toBeDefined();
        rest.splice(rest.indexOf(current!), 1);
        while (rest.length > 0) {
          const next = rest.find((e) => JSON.stringify(e.before) === JSON.stringify(current!.after));
          expect(next, `${itemId}: a record whose before is ${JSON.stringify(current!.after)}`).toBeDefined();
          rest.splice(rest.indexOf(next!), 1);
          current = next;
        }
        const last = byItem.get(itemId)!;
        expect(current!.after).toEqual({ itemId, teacherChecked: last.teacherChecked, studentChecked: last.studentChecked });
      }
    });

    it('PORT-11 AMB-85 AMB-86 wrong side, another student, a teacher not in the class, another _teacher: 403 Action not allowed, nothing stored', async () => {
      const s = await buildScene(t.db);
      const { itemId } = await arrangeItem();
      const base = { _trainingPortfolioItem: itemId, _student: s.student.id };
      expectError(await tick(s.student, { ...base, teacherChecked: true }), 403, NOT_ALLOWED);
      expectError(await tick(s.student, { ...base, studentChecked: true, teacherChecked: false }), 403, NOT_ALLOWED);
      expectError(await tick(s.teacher, { ...base, studentChecked: true }), 403, NOT_ALLOWED);
      expectError(await tick(s.classmate, { ...base, studentChecked: true }), 403, NOT_ALLOWED);
      expectError(await tick(s.outsider, { ...base, teacherChecked: true }), 403, NOT_ALLOWED);
      expectError(await tick(s.teacher, { ...base, _teacher: s.outsider.id, teacherChecked: true }), 403, NOT_ALLOWED);
      expect(await ticksOf(s)).toEqual([]);
    });
  },
);

const form = () => {
  const f = emptyPortfolioForm();
  f.trainee = 'Erika Mustermann';
  f.school = 'Pflegeschule Nord';
  f.assignments.orientation = { from: '2025-10-01', until: '2025-12-31', company: 'Klinikum Süd' };
  return f;
};

describeRoute(
  t,
  {
    method: 'PUT',
    route: '/api/teacher/trainingportfolio/form/{id}',
    allowed: ['teacher', 'student'],
    forbiddenMessage: NOT_ALLOWED,
    valid: (s) => ({ url: `/api/teacher/trainingportfolio/form/${s.student.id}`, body: form() }),
    invalid: [
      { name: 'bad id', request: () => ({ url: '/api/teacher/trainingportfolio/form/nope', body: form() }), message: 'Ungültige ID.', path: 'id' },
      {
        name: 'not a date',
        request: (s) => ({ url: `/api/teacher/trainingportfolio/form/${s.student.id}`, body: { ...form(), assignments: { ...form().assignments, pediatric: { from: '31.02.2026', until: null, company: '' } } } }),
        message: 'Von: Datum im Format JJJJ-MM-TT angeben.',
        path: 'assignments.pediatric.from',
      },
      {
        name: 'impossible date',
        request: (s) => ({ url: `/api/teacher/trainingportfolio/form/${s.student.id}`, body: { ...form(), assignments: { ...form().assignments, deepening: { from: null, until: '2026-02-30', company: '' } } } }),
        message: 'Bis: ungültiges Datum.',
        path: 'assignments.deepening.until',
      },
      {
        name: 'until before from',
        request: (s) => ({ url: `/api/teacher/trainingportfolio/form/${s.student.id}`, body: { ...form(), assignments: { ...form().assignments, psychiatric: { from: '2026-05-01', until: '2026-04-01', company: '' } } } }),
        message: portfolioSignMessages.untilBeforeFrom,
        path: 'assignments.psychiatric.until',
      },
      { name: 'missing block', request: (s) => ({ url: `/api/teacher/trainingportfolio/form/${s.student.id}`, body: { ...form(), assignments: {} } }), message: portfolioSignMessages.assignmentMissing, path: 'assignments.orientation' },
      { name: 'unknown student', request: () => ({ url: `/api/teacher/trainingportfolio/form/${uuid()}`, body: form() }), status: 404, message: portfolioSignMessages.studentNotFound },
    ],
    unchanged: async (s) => expect(await t.db.select().from(portfolioForms).where(eq(portfolioForms.studentId, s.student.id))).toEqual([]),
    success: {
      check: async (res, s, who) => {
        expect(res.json().form).toEqual(form());
        const read = (await call(t, { url: `/api/teacher/trainingportfolio/categories/${s.student.id}`, as: s.student })).json();
        expect(read.form).toEqual(form());
        expect(read.formUpdatedBy._id).toBe(s[who as 'teacher' | 'student'].id);
      },
    },
    names: { success: 'PORT-02 PORT-03 the blanks are saved per student by the student or a teacher of the class' },
  },
  () => {
    it('SEC-04 another student and a teacher not in the class get 403', async () => {
      const s = await buildScene(t.db);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { method: 'PUT', url: `/api/teacher/trainingportfolio/form/${s.student.id}`, as: who, body: form() }), 403, NOT_ALLOWED);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/teacher/trainingportfolio/pdf/{id}',
    allowed: ['teacher', 'student'],
    forbiddenMessage: NOT_ALLOWED,
    valid: (s) => ({ url: `/api/teacher/trainingportfolio/pdf/${s.student.id}` }),
    invalid: [
      { name: 'bad id', request: () => ({ url: '/api/teacher/trainingportfolio/pdf/1' }), message: 'Ungültige ID.', path: 'id' },
      { name: 'unknown student', request: () => ({ url: `/api/teacher/trainingportfolio/pdf/${uuid()}` }), status: 404, message: portfolioSignMessages.studentNotFound },
    ],
    success: {
      check: (res) => {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      },
    },
  },
  () => {
    it('issue 10 the PDF is named after the student and the date and shows the name, the blanks and who ticked', async () => {
      const s = await buildScene(t.db, { student: { firstName: 'Jörg', name: 'Müller' } });
      const { itemId } = await arrangeItem();
      await call(t, { method: 'PUT', url: `/api/teacher/trainingportfolio/form/${s.student.id}`, as: s.student, body: form() });
      await tick(s.teacher, { _trainingPortfolioItem: itemId, _student: s.student.id, teacherChecked: true });
      const res = await call(t, { url: `/api/teacher/trainingportfolio/pdf/${s.student.id}`, as: s.teacher });
      expect(res.statusCode).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="ausbildungsportfolio_Joerg_Mueller_${today}.pdf"`);
      const text = pdfFlatText(res.rawPayload);
      expect(text).toContain('Ausbildungsportfolio');
      expect(text).toContain('Jörg Müller');
      expect(text).toContain('Pflegeschule Nord');
      expect(text).toContain('Klinikum Süd');
      expect(text).toContain('Transfer Bett');
      expect(text).toContain(`Praxisanleitung bestätigt Auszubildende:r bestätigt Transfer Bett`);
      expect(text).toContain(`ja (${s.teacher.firstName} ${s.teacher.name},`);
      expect(text).toContain('Ort, Datum Unterschrift Auszubildende/r Unterschrift Praxisanleitung Unterschrift Praxisbegleitung');
    });

    it('PORT-01 the PDF is laid out like the paper form: categories follow each other on full pages, the signature lines close it', async () => {
      const person = { _id: uuid(), firstName: 'Markus', name: 'Weber' };
      const portfolio = (categories: number, items: number) => ({
        student: { _id: uuid(), firstName: 'Lena', name: 'Schmidt' },
        form: emptyPortfolioForm(),
        formUpdatedBy: null,
        formUpdatedAt: null,
        categories: Array.from({ length: categories }, (_, c) => {
          const _id = uuid();
          return {
            _id,
            title: `Kategorie ${c + 1}`,
            items: Array.from({ length: items }, (_, i) => ({
              _id: uuid(),
              title: `Lernziel ${c + 1}.${i + 1}`,
              itemLearned: 'Puls, Blutdruck, Atmung und Temperatur messen, einordnen und dokumentieren',
              type: 'Knowledge' as const,
              _trainingPortfolioCategory: _id,
              trainingPortfolio: {
                _trainingPortfolioItem: _id,
                _student: uuid(),
                _teacher: person._id,
                teacherChecked: i % 2 === 0,
                studentChecked: false,
                teacherCheckedBy: i % 2 === 0 ? person : null,
                teacherCheckedAt: i % 2 === 0 ? '2026-10-29T14:26:00.000Z' : null,
                studentCheckedBy: null,
                studentCheckedAt: null,
              },
            })),
          };
        }),
      });
      const now = new Date('2026-11-28T12:00:00Z');
      // as large as the demo catalogue (four categories of two items): one page, not a page per category
      const small = await portfolioPdf(portfolio(4, 2), now);
      expect(pdfPageCount(small)).toBe(1);
      expect(pdfFlatText(small)).toContain('Ort, Datum Unterschrift Auszubildende/r Unterschrift Praxisanleitung');
      // a long catalogue flows: every page but the last is filled to its lower part, tables carry on under their category
      const large = await portfolioPdf(portfolio(10, 8), now);
      const fill = pdfPageFill(large);
      expect(fill.length).toBeGreaterThan(2);
      expect(fill.length).toBeLessThanOrEqual(6);
      for (const share of fill.slice(0, -1)) expect(share).toBeGreaterThan(0.8);
      const pages = pdfPages(large);
      expect(pages.at(-1)!.map((l) => l.text)).toEqual(expect.arrayContaining(['Unterschrift Auszubildende/r', 'Unterschrift Praxisanleitung', 'Unterschrift Praxisbegleitung']));
      expect(pages[1]!.some((l) => l.text.endsWith('(Fortsetzung)'))).toBe(true);
      expect(pages.map((lines) => lines.at(-1)!.text)).toEqual(pages.map((_, i) => `Ausbildungsportfolio · Lena Schmidt · Seite ${i + 1} von ${pages.length}`));
    });

    it('SEC-04 another student and a teacher not in the class get 403', async () => {
      const s = await buildScene(t.db);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/teacher/trainingportfolio/pdf/${s.student.id}`, as: who }), 403, NOT_ALLOWED);
    });
  },
);
