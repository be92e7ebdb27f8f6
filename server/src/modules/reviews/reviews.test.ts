import { asc, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reviewMessages } from '@praxisport/contract/reviews';
import { instantiateRecordTemplates } from '../../db/record-templates';
import { forms, items, pointChanges, points, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { buildScene, buildUpload, call, describeRoute, expectError, joinClass, useTestApp, uuid, type As, type Scene } from '../../../test/kit';

const t = useTestApp();

/** The records of the scene's student (and of the classmate, for "someone else's"), from the templates. */
async function records(s: Scene) {
  await instantiateRecordTemplates(t.db, [s.student.id, s.classmate.id]);
  const of = async (studentId: string) => {
    const f = await t.db.select().from(forms).where(eq(forms.studentId, studentId)).orderBy(asc(forms.position));
    const r = await t.db.select().from(reviews).where(eq(reviews.studentId, studentId)).orderBy(asc(reviews.position));
    const formItems = await t.db.select().from(items).where(eq(items.formId, f[0]!.id)).orderBy(asc(items.position));
    const review = r.find((x) => x.rType === 'review')!;
    const reviewItems = await t.db.select().from(items).where(eq(items.reviewId, review.id)).orderBy(asc(items.position));
    const item = formItems[0]!;
    const itemPoints = await t.db.select().from(points).where(eq(points.itemId, item.id)).orderBy(asc(points.position));
    return { form: f[0]!, forms: f, reviews: r, review, comments: r.find((x) => x.rType === 'comments')!, item, formItems, reviewItems, points: itemPoints };
  };
  return { mine: await of(s.student.id), theirs: await of(s.classmate.id) };
}
type Records = Awaited<ReturnType<typeof records>>;

const pointsOf = (itemId: string) => t.db.select().from(points).where(eq(points.itemId, itemId)).orderBy(asc(points.position));
const put = (url: string, as: As, body: unknown) => call(t, { method: 'PUT', url, as, body });
const idCases = (path: string, route: (id: string) => string, notFound: string) => [
  { name: 'malformed id', request: () => ({ url: route('nicht-eine-id') }), message: 'Ungültige ID.', path },
  { name: 'unknown id', request: () => ({ url: route(uuid()) }), status: 404, message: notFound },
];

describeRoute<Records>(
  t,
  {
    method: 'GET',
    route: '/api/home/forms/{studentId}',
    allowed: ['teacher', 'student'],
    arrange: records,
    valid: (s) => ({ url: `/api/home/forms/${s.student.id}` }),
    invalid: idCases('studentId', (id) => `/api/home/forms/${id}`, reviewMessages.studentNotFound),
    success: {
      check: (res, _s, _who, x) => expect(res.json()).toEqual({ forms: x.mine.forms.map((f) => ({ _id: f.id, fName: f.fName })) }),
    },
    names: {
      forbidden: 'PERM-14 SEC-02 refuses supervisors and kilian users (admins are anonymous here)',
      success: 'FORM-02 FORM-03 ENT-06 API-14 the student and a teacher of the class get the forms by name',
    },
  },
  () => {
    it('SEC-04 PERM-27 another student and a teacher who has not joined the class get 403', async () => {
      const s = await buildScene(t.db);
      await records(s);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/home/forms/${s.student.id}`, as: who }), 403, reviewMessages.noAccess);
    });

    it('ISSUE-7 a student has Bogen A and Bogen B; a teacher id is not a student (404)', async () => {
      const s = await buildScene(t.db);
      await records(s);
      const res = await call(t, { url: `/api/home/forms/${s.student.id}`, as: s.student });
      expect(res.json().forms.map((f: { fName: string }) => f.fName)).toEqual(['Bogen A', 'Bogen B']);
      expectError(await call(t, { url: `/api/home/forms/${s.teacher.id}`, as: s.teacher }), 404, reviewMessages.studentNotFound);
    });
  },
);

describeRoute<Records>(
  t,
  {
    method: 'GET',
    route: '/api/home/reviews/{studentId}',
    allowed: ['teacher', 'student'],
    arrange: records,
    valid: (s) => ({ url: `/api/home/reviews/${s.student.id}` }),
    invalid: idCases('studentId', (id) => `/api/home/reviews/${id}`, reviewMessages.studentNotFound),
    names: { success: 'REV-02 ENT-07 API-15 the student and a teacher of the class get the review entries' },
  },
  () => {
    it('REV-01 REV-04 PERM-11 a teacher gets the comments and review entries; the student only the review entries', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      const teacher = (await call(t, { url: `/api/home/reviews/${s.student.id}`, as: s.teacher })).json().reviews;
      expect(teacher).toEqual(x.mine.reviews.map((r) => ({ _id: r.id, rName: r.rName, rType: r.rType })));
      expect(teacher.map((r: { rType: string }) => r.rType)).toEqual(['comments', 'review', 'review', 'review']);
      const student = (await call(t, { url: `/api/home/reviews/${s.student.id}`, as: s.student })).json().reviews;
      expect(student.map((r: { rName: string }) => r.rName)).toEqual(['Erstgespräch', 'Zwischengespräch', 'Abschlussgespräch']);
    });

    it('SEC-04 another student and a teacher who has not joined the class get 403', async () => {
      const s = await buildScene(t.db);
      await records(s);
      for (const who of [s.classmate, s.outsider]) expectError(await call(t, { url: `/api/home/reviews/${s.student.id}`, as: who }), 403, reviewMessages.noAccess);
    });
  },
);

describeRoute<Records>(
  t,
  {
    method: 'GET',
    route: '/api/home/getReview/{id}',
    allowed: ['teacher', 'student'],
    arrange: records,
    valid: (_s, _w, x) => ({ url: `/api/home/getReview/${x.mine.review.id}` }),
    invalid: [
      ...idCases('id', (id) => `/api/home/getReview/${id}`, reviewMessages.reviewNotFound),
      { name: 'comments entry', request: (_s, _w, x) => ({ url: `/api/home/getReview/${x.mine.comments.id}` }), status: 404, message: reviewMessages.reviewNotFound },
    ],
    success: {
      check: (res, s, _w, x) => {
        const { review } = res.json();
        expect(review).toMatchObject({ _id: x.mine.review.id, rName: 'Erstgespräch', rDate: null, attendingPeople: '', _student: s.student.id });
        expect(review.items.map((i: { _id: string }) => i._id)).toEqual(x.mine.reviewItems.map((i) => i.id));
        for (const item of review.items) expect(item.points).toHaveLength(6);
      },
    },
    names: { success: 'REV-06 REV-07 REV-08 REV-13 REV-16 ENT-08 API-16 the review with date, attending people and items of six points' },
  },
  () => {
    it('REV-15 SEC-04 someone else\'s review answers 403', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      expectError(await call(t, { url: `/api/home/getReview/${x.theirs.review.id}`, as: s.student }), 403, reviewMessages.noAccess);
      expectError(await call(t, { url: `/api/home/getReview/${x.mine.review.id}`, as: s.outsider }), 403, reviewMessages.noAccess);
    });
  },
);

for (const route of ['items', 'getItems']) {
  describeRoute<Records>(
    t,
    {
      method: 'GET',
      route: `/api/home/${route}/{id}`,
      allowed: ['teacher', 'student'],
      arrange: records,
      valid: (_s, _w, x) => ({ url: `/api/home/${route}/${x.mine.form.id}` }),
      invalid: idCases('id', (id) => `/api/home/${route}/${id}`, reviewMessages.formOrReviewNotFound),
      success: {
        check: (res, s, _w, x) => {
          const body = res.json();
          expect(body.owner).toEqual({ _id: x.mine.form.id, fName: 'Bogen A', _student: s.student.id });
          expect(body.items.map((i: { itemName: string }) => i.itemName)).toEqual(x.mine.formItems.map((i) => i.itemName));
          for (const item of body.items) {
            expect(Object.keys(item).sort()).toEqual(['_id', 'itemDesc', 'itemName', 'points']);
            expect(item.points).toHaveLength(6);
            for (const p of item.points) expect(p).toMatchObject({ done: false, changedBy: null, changedAt: null });
          }
        },
      },
      names: { success: `FORM-06 FORM-09 ITEM-07 ITEM-14 AMB-50 /home/${route} answers a form's items, each with six points` },
    },
    () => {
      it(`AMB-49 /home/${route} also answers a review's items; someone else's form is 403`, async () => {
        const s = await buildScene(t.db);
        const x = await records(s);
        const res = await call(t, { url: `/api/home/${route}/${x.mine.review.id}`, as: s.teacher });
        expect(res.json().owner).toEqual({ _id: x.mine.review.id, rName: 'Erstgespräch', _student: s.student.id });
        expect(res.json().items.map((i: { _id: string }) => i._id)).toEqual(x.mine.reviewItems.map((i) => i.id));
        expectError(await call(t, { url: `/api/home/${route}/${x.theirs.form.id}`, as: s.student }), 403, reviewMessages.noAccess);
      });
    },
  );
}

for (const route of ['item', 'getItem']) {
  describeRoute<Records>(
    t,
    {
      method: 'GET',
      route: `/api/home/${route}/{id}`,
      allowed: ['teacher', 'student'],
      arrange: records,
      valid: (_s, _w, x) => ({ url: `/api/home/${route}/${x.mine.item.id}` }),
      invalid: idCases('id', (id) => `/api/home/${route}/${id}`, reviewMessages.itemNotFound),
      success: {
        check: (res, _s, _w, x) => {
          const { item } = res.json();
          expect(item).toMatchObject({ _id: x.mine.item.id, itemName: 'Körperpflege unterstützen' });
          expect(item.points.map((p: { _id: string; name: string; desc: string; done: boolean }) => [p._id, p.name, p.desc, p.done])).toEqual(
            x.mine.points.map((p) => [p.id, p.name, p.desc, false]),
          );
        },
      },
      names: { success: `ITEM-01 ITEM-02 ITEM-15 ENT-09 ENT-10 /home/${route} answers the item with its points` },
    },
    () => {
      it(`SEC-04 /home/${route} of someone else's item answers 403`, async () => {
        const s = await buildScene(t.db);
        const x = await records(s);
        expectError(await call(t, { url: `/api/home/${route}/${x.theirs.item.id}`, as: s.student }), 403, reviewMessages.noAccess);
        expectError(await call(t, { url: `/api/home/${route}/${x.mine.item.id}`, as: s.outsider }), 403, reviewMessages.noAccess);
      });
    },
  );
}

describeRoute<Records>(
  t,
  {
    method: 'PUT',
    route: '/api/home/updatePoint',
    allowed: ['teacher'],
    forbiddenMessage: reviewMessages.onlyTeacher,
    arrange: records,
    valid: (_s, _w, x) => ({ url: '/api/home/updatePoint', body: { _item: x.mine.item.id, _point: x.mine.points[0]!.id, done: true } }),
    invalid: [
      { name: 'unknown point', request: (_s, _w, x) => ({ url: '/api/home/updatePoint', body: { _item: x.mine.item.id, _point: uuid() } }), message: reviewMessages.pointNotInItem, path: '_point' },
      { name: 'point of a sibling item', request: (_s, _w, x) => ({ url: '/api/home/updatePoint', body: { _item: x.mine.formItems[1]!.id, _point: x.mine.points[0]!.id } }), message: reviewMessages.pointNotInItem, path: '_point' },
      { name: 'malformed item', request: (_s, _w, x) => ({ url: '/api/home/updatePoint', body: { _item: 'x', _point: x.mine.points[0]!.id } }), message: 'Ungültige ID.', path: '_item' },
      { name: 'done not boolean', request: (_s, _w, x) => ({ url: '/api/home/updatePoint', body: { _item: x.mine.item.id, _point: x.mine.points[0]!.id, done: 'ja' } }), message: reviewMessages.doneNotBoolean, path: 'done' },
      { name: 'unknown item', request: (_s, _w, x) => ({ url: '/api/home/updatePoint', body: { _item: uuid(), _point: x.mine.points[0]!.id } }), status: 404, message: reviewMessages.itemNotFound },
    ],
    unchanged: async (_s, x) => {
      for (const p of await pointsOf(x.mine.item.id)) expect(p).toMatchObject({ done: false, changedById: null });
      expect(await t.db.select().from(pointChanges).where(inArray(pointChanges.pointId, x.mine.points.map((p) => p.id)))).toEqual([]);
    },
    success: { check: (res, _s, _w, x) => expect(res.json().item.points[0]).toMatchObject({ _id: x.mine.points[0]!.id, done: true }) },
    names: {
      forbidden: 'ITEM-05 AMB-52 SEC-02 refuses students (with the reason), supervisors and kilian users; nothing changes',
      invalid: 'SEC-08 a point that is not the item\'s, malformed ids and a non-boolean done answer 400, an unknown item 404; nothing changes',
      success: 'ITEM-03 ITEM-06 AMB-51 a teacher of the class sets a point and gets the updated item',
    },
  },
  () => {
    it('ITEM-04 without done the point toggles: twice returns it to its value; the count follows', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      const body = { _item: x.mine.item.id, _point: x.mine.points[2]!.id };
      const once = await put('/api/home/updatePoint', s.teacher, body);
      expect(once.json().item.points.filter((p: { done: boolean }) => p.done)).toHaveLength(1);
      const twice = await put('/api/home/updatePoint', s.teacher, body);
      expect(twice.json().item.points.every((p: { done: boolean }) => !p.done)).toBe(true);
    });

    it('AMB-51 ISSUE-7 concurrent requests with an explicit done end in the requested state', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      const body = { _item: x.mine.item.id, _point: x.mine.points[1]!.id, done: true };
      const res = await Promise.all(Array.from({ length: 6 }, () => put('/api/home/updatePoint', s.teacher, body)));
      for (const r of res) expect(r.statusCode).toBe(200);
      expect((await pointsOf(x.mine.item.id))[1]!.done).toBe(true);
      const off = await Promise.all(Array.from({ length: 5 }, () => put('/api/home/updatePoint', s.teacher, { ...body, done: false })));
      for (const r of off) expect(r.statusCode).toBe(200);
      expect((await pointsOf(x.mine.item.id))[1]!.done).toBe(false);
    });

    it('ITEM-03 ISSUE-40 a request that changes nothing records nothing: 30 identical requests at once write one change at most', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      const point = x.mine.points[3]!;
      const history = () => t.db.select().from(pointChanges).where(eq(pointChanges.pointId, point.id));
      const send30 = (done: boolean) => Promise.all(Array.from({ length: 30 }, () => put('/api/home/updatePoint', s.teacher, { _item: x.mine.item.id, _point: point.id, done })));
      // the point's current state (not done): nothing is written, nobody "changed" it
      for (const r of await send30(false)) expect(r.statusCode, r.body).toBe(200);
      expect(await history()).toEqual([]);
      expect((await pointsOf(x.mine.item.id))[3]).toMatchObject({ done: false, changedById: null, changedAt: null });
      // a real change, sent 30 times at once: one history row, the point done once
      const res = await send30(true);
      for (const r of res) expect(r.json().item.points[3]).toMatchObject({ _id: point.id, done: true, changedBy: { _id: s.teacher.id } });
      expect((await history()).map((h) => [h.done, h.changedById])).toEqual([[true, s.teacher.id]]);
      // and the same again later: still that one row, the first change's time kept
      const before = (await pointsOf(x.mine.item.id))[3]!;
      await send30(true);
      expect(await history()).toHaveLength(1);
      expect((await pointsOf(x.mine.item.id))[3]!.changedAt).toEqual(before.changedAt);
    });

    it('ISSUE-7 each change keeps who made it and when; the item shows the last change per point', async () => {
      const s = await buildScene(t.db, { teacher: { firstName: 'Markus', name: 'Weber' } });
      const x = await records(s);
      const before = Date.now();
      const res = await put('/api/home/updatePoint', s.teacher, { _item: x.mine.item.id, _point: x.mine.points[0]!.id, done: true });
      const point = res.json().item.points[0];
      expect(point.changedBy).toEqual({ _id: s.teacher.id, firstName: 'Markus', name: 'Weber' });
      expect(Date.parse(point.changedAt)).toBeGreaterThanOrEqual(before - 1000);
      await put('/api/home/updatePoint', s.teacher, { _item: x.mine.item.id, _point: x.mine.points[0]!.id, done: false });
      const history = await t.db.select().from(pointChanges).where(eq(pointChanges.pointId, x.mine.points[0]!.id)).orderBy(asc(pointChanges.changedAt));
      expect(history.map((h) => [h.done, h.changedById])).toEqual([
        [true, s.teacher.id],
        [false, s.teacher.id],
      ]);
      // the student reads the change
      const read = await call(t, { url: `/api/home/item/${x.mine.item.id}`, as: s.student });
      expect(read.json().item.points[0]).toMatchObject({ done: false, changedBy: { _id: s.teacher.id } });
    });

    it('ISSUE-17 the answer of a switch is the item as read afterwards: every point, who changed each', async () => {
      const s = await buildScene(t.db, { teacher: { firstName: 'Markus', name: 'Weber' } });
      const x = await records(s);
      const colleague = await buildScene(t.db, { teacher: { firstName: 'Ute', name: 'Brandt' } });
      await joinClass(t.db, s.cls.id, colleague.teacher.id);
      await put('/api/home/updatePoint', colleague.teacher, { _item: x.mine.item.id, _point: x.mine.points[2]!.id, done: true });
      const toggled = await put('/api/home/updatePoint', s.teacher, { _item: x.mine.item.id, _point: x.mine.points[0]!.id });
      expect(toggled.statusCode, toggled.body).toBe(200);
      const answer = toggled.json();
      expect(answer.item.points.map((p: { done: boolean; changedBy: { name: string } | null }) => [p.done, p.changedBy?.name ?? null])).toEqual([
        [true, 'Weber'],
        [false, null],
        [true, 'Brandt'],
        [false, null],
        [false, null],
        [false, null],
      ]);
      const read = await call(t, { url: `/api/home/item/${x.mine.item.id}`, as: s.teacher });
      expect(answer).toEqual(read.json());
    });

    it('ISSUE-17 the reads equal the answers of the writes: review, items of a review and of a form, item', async () => {
      const s = await buildScene(t.db, { teacher: { firstName: 'Jörg "J."', name: 'Müller\\Weber' } });
      const x = await records(s);
      const reviewItem = x.mine.reviewItems[0]!;
      const [reviewPoint] = await pointsOf(reviewItem.id);
      await put('/api/home/updatePoint', s.teacher, { _item: reviewItem.id, _point: reviewPoint!.id, done: true });
      await put('/api/home/updatePoint', s.teacher, { _item: x.mine.item.id, _point: x.mine.points[1]!.id, done: true });
      const saved = await put('/api/home/review', s.teacher, { review: { _id: x.mine.review.id, rDate: '2026-03-02', attendingPeople: 'Praxisanleitung, "Azubi"\nund Mentorin' } });
      expect(saved.statusCode, saved.body).toBe(200);
      const savedItem = await put('/api/home/item/update', s.teacher, { item: { _id: x.mine.item.id, itemDesc: 'Beschreibung mit <b>Zeichen</b> & ümläuten' } });
      expect(savedItem.statusCode, savedItem.body).toBe(200);
      for (const as of [s.teacher, s.student]) {
        expect((await call(t, { url: `/api/home/getReview/${x.mine.review.id}`, as })).json()).toEqual({ review: saved.json().review });
        const reviewItems = (await call(t, { url: `/api/home/getItems/${x.mine.review.id}`, as })).json();
        expect(reviewItems).toEqual({ items: saved.json().items, owner: { _id: x.mine.review.id, rName: x.mine.review.rName, _student: s.student.id } });
        expect((await call(t, { url: `/api/home/item/${x.mine.item.id}`, as })).json()).toEqual(savedItem.json());
        const formItems = (await call(t, { url: `/api/home/items/${x.mine.form.id}`, as })).json();
        expect(formItems.owner).toEqual(savedItem.json().owner);
        expect(formItems.items[0]).toEqual(savedItem.json().item);
        expect(formItems.items.map((i: { _id: string }) => i._id)).toEqual(x.mine.formItems.map((i) => i.id));
      }
    });

    it('ISSUE-17 switches sent at once each answer their own item; the refused and the wrong one change nothing; two toggles of one point both count', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      const all = [...x.mine.formItems, ...x.mine.reviewItems];
      const several = all.slice(0, 4);
      const firstPoints = await Promise.all(several.map(async (i) => (await pointsOf(i.id))[0]!));
      const [a, b] = [all[4]!, all[5]!];
      const [aPoint] = await pointsOf(a.id);
      const [bPoint] = await pointsOf(b.id);
      const res = await Promise.all(
        [
          ...several.map((i, n) => () => put('/api/home/updatePoint', s.teacher, { _item: i.id, _point: firstPoints[n]!.id, done: true })),
          () => put('/api/home/updatePoint', s.outsider, { _item: b.id, _point: bPoint!.id, done: true }),
          () => put('/api/home/updatePoint', s.teacher, { _item: b.id, _point: aPoint!.id, done: true }),
          () => put('/api/home/updatePoint', s.teacher, { _item: a.id, _point: aPoint!.id }),
          () => put('/api/home/updatePoint', s.teacher, { _item: a.id, _point: aPoint!.id }),
        ].map((send) => send()),
      );
      several.forEach((i, n) => {
        expect(res[n]!.statusCode, res[n]!.body).toBe(200);
        expect(res[n]!.json().item._id).toBe(i.id);
        expect(res[n]!.json().item.points[0]).toMatchObject({ _id: firstPoints[n]!.id, done: true, changedBy: { _id: s.teacher.id } });
      });
      expectError(res[4]!, 403, reviewMessages.noAccess);
      expectError(res[5]!, 400, reviewMessages.pointNotInItem);
      // the two toggles of one point: one after the other (whichever came first), so one answers it on, the other off
      expect([res[6]!.json().item.points[0].done, res[7]!.json().item.points[0].done].sort()).toEqual([false, true]);
      expect((await pointsOf(b.id))[0]!.done).toBe(false);
      expect((await pointsOf(a.id))[0]!.done).toBe(false);
      expect(await t.db.select().from(pointChanges).where(eq(pointChanges.pointId, aPoint!.id))).toHaveLength(2);
      for (const [n, i] of several.entries()) expect((await pointsOf(i.id))[0]!.done, `item ${n}`).toBe(true);
    });

    it('SEC-04 a teacher who has not joined the class gets 403; nothing changes', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      expectError(await put('/api/home/updatePoint', s.outsider, { _item: x.mine.item.id, _point: x.mine.points[0]!.id, done: true }), 403, reviewMessages.noAccess);
      expect((await pointsOf(x.mine.item.id))[0]!.done).toBe(false);
    });
  },
);

describeRoute<Records>(
  t,
  {
    method: 'PUT',
    route: '/api/home/item/update',
    allowed: ['teacher'],
    forbiddenMessage: reviewMessages.onlyTeacher,
    arrange: records,
    valid: (_s, _w, x) => ({ url: '/api/home/item/update', body: { item: { _id: x.mine.item.id, itemDesc: 'Neue Beschreibung' } } }),
    invalid: [
      { name: 'too long', request: (_s, _w, x) => ({ url: '/api/home/item/update', body: { item: { _id: x.mine.item.id, itemDesc: 'x'.repeat(10_001) } } }), message: reviewMessages.itemDescTooLong, path: 'item.itemDesc' },
      { name: 'not text', request: (_s, _w, x) => ({ url: '/api/home/item/update', body: { item: { _id: x.mine.item.id, itemDesc: 42 } } }), message: 'Beschreibung muss ein Text sein.', path: 'item.itemDesc' },
      { name: 'no item', request: () => ({ url: '/api/home/item/update', body: {} }), message: 'item fehlt.', path: 'item' },
      { name: 'unknown item', request: () => ({ url: '/api/home/item/update', body: { item: { _id: uuid(), itemDesc: 'x' } } }), status: 404, message: reviewMessages.itemNotFound },
    ],
    unchanged: async (_s, x) => {
      const [row] = await t.db.select().from(items).where(eq(items.id, x.mine.item.id));
      expect(row!.itemDesc).toBe(x.mine.item.itemDesc);
    },
    success: {
      check: async (res, s, _w, x) => {
        expect(res.json().item).toMatchObject({ _id: x.mine.item.id, itemDesc: 'Neue Beschreibung' });
        const read = await call(t, { url: `/api/home/getItem/${x.mine.item.id}`, as: s.student });
        expect(read.json().item.itemDesc).toBe('Neue Beschreibung');
      },
    },
    names: {
      forbidden: 'ITEM-13 SEC-02 refuses students, supervisors and kilian users; nothing changes',
      invalid: 'SEC-08 ISSUE-7 a description over 10,000 characters, a wrong type or a missing item answers 400; nothing changes',
      success: 'ITEM-12 ITEM-13 a teacher of the class saves the description; it persists',
    },
  },
  () => {
    it('ISSUE-7 a description of exactly 10,000 characters is stored whole', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      const desc = 'ä'.repeat(10_000);
      expect((await put('/api/home/item/update', s.teacher, { item: { _id: x.mine.item.id, itemDesc: desc } })).statusCode).toBe(200);
      const [row] = await t.db.select().from(items).where(eq(items.id, x.mine.item.id));
      expect(row!.itemDesc).toBe(desc);
    });

    it('SEC-04 a teacher who has not joined the class gets 403', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      expectError(await put('/api/home/item/update', s.outsider, { item: { _id: x.mine.item.id, itemDesc: 'x' } }), 403, reviewMessages.noAccess);
    });
  },
);

describeRoute<Records>(
  t,
  {
    method: 'PUT',
    route: '/api/home/review',
    allowed: ['teacher'],
    forbiddenMessage: reviewMessages.onlyTeacher,
    arrange: records,
    valid: (_s, _w, x) => ({ url: '/api/home/review', body: { review: { _id: x.mine.review.id, rDate: '2026-03-09', attendingPeople: 'Lena Schmidt, Markus Weber' } } }),
    invalid: [
      { name: 'not a date', request: (_s, _w, x) => ({ url: '/api/home/review', body: { review: { _id: x.mine.review.id, rDate: '03/09/2026', attendingPeople: '' } } }), message: 'rDate: Datum im Format JJJJ-MM-TT angeben.', path: 'review.rDate' },
      { name: 'impossible date', request: (_s, _w, x) => ({ url: '/api/home/review', body: { review: { _id: x.mine.review.id, rDate: '2026-02-30', attendingPeople: '' } } }), message: 'rDate: ungültiges Datum.', path: 'review.rDate' },
      { name: 'people too long', request: (_s, _w, x) => ({ url: '/api/home/review', body: { review: { _id: x.mine.review.id, rDate: null, attendingPeople: 'x'.repeat(1001) } } }), message: reviewMessages.attendingPeopleTooLong, path: 'review.attendingPeople' },
      { name: 'comments entry', request: (_s, _w, x) => ({ url: '/api/home/review', body: { review: { _id: x.mine.comments.id, rDate: null, attendingPeople: '' } } }), status: 404, message: reviewMessages.reviewNotFound },
    ],
    unchanged: async (_s, x) => {
      const [row] = await t.db.select().from(reviews).where(eq(reviews.id, x.mine.review.id));
      expect(row).toMatchObject({ rDate: null, attendingPeople: '' });
    },
    success: {
      check: (res, _s, _w, x) => {
        const body = res.json();
        expect(body.review).toMatchObject({ _id: x.mine.review.id, rDate: '2026-03-09', attendingPeople: 'Lena Schmidt, Markus Weber' });
        expect(body.items.map((i: { _id: string }) => i._id)).toEqual(x.mine.reviewItems.map((i) => i.id));
        expect(body.review.items).toEqual(body.items);
      },
    },
    names: {
      forbidden: 'PERM-05 SEC-02 refuses students, supervisors and kilian users; nothing changes',
      invalid: 'SEC-08 AMB-54 ISSUE-7 a date that is not a date answers 400; nothing changes',
      success: 'REV-14 AMB-53 a teacher of the class saves date and attending people and gets the review plus its items',
    },
  },
  () => {
    it('SEC-04 a teacher who has not joined the class gets 403, also for someone else\'s review', async () => {
      const s = await buildScene(t.db);
      const x = await records(s);
      expectError(await put('/api/home/review', s.outsider, { review: { _id: x.mine.review.id, rDate: null, attendingPeople: '' } }), 403, reviewMessages.noAccess);
    });
  },
);

async function signUpStudent(classId: string) {
  const u = uuid().slice(0, 8);
  return call(t, {
    method: 'POST',
    url: '/api/user/auth/register',
    body: {
      name: 'Schneider', firstName: 'Lena', username: `lena_${u}`, email: `lena_${u}@schule.example`, password: 'sicheres-passwort',
      contact: '+49 171 1234567', dob: '2003-05-17', userType: 'student', profile: await buildUpload(t), signature: await buildUpload(t),
      grade: classId, impatient1: 'Pädiatrie', impatient2: 'Psychiatrie', impatient3: 'Tagespflege', impatient4: 'Intensivstation', impatient5: 'ambulante Pflege',
    },
  });
}

it('ISSUE-7 a student who signs up gets the forms and reviews of the templates, every item with six points, none done', async () => {
  const s = await buildScene(t.db);
  const res = await signUpStudent(s.cls.id);
  expect(res.statusCode).toBe(201);
  const studentId = res.json().user._id as string;
  const f = await t.db.select().from(forms).where(eq(forms.studentId, studentId));
  const r = await t.db.select().from(reviews).where(eq(reviews.studentId, studentId));
  expect(f.map((x) => x.fName).sort()).toEqual(['Bogen A', 'Bogen B']);
  expect(r.map((x) => x.rName).sort()).toEqual(['Abschlussgespräch', 'Erstgespräch', 'Kommentare', 'Zwischengespräch']);
  const its = await t.db.select().from(items).where(inArray(items.formId, f.map((x) => x.id)));
  expect(its).toHaveLength(7);
  const all = await t.db.select().from(points).where(inArray(points.itemId, its.map((i) => i.id)));
  expect(all).toHaveLength(7 * 6);
  expect(all.filter((p) => p.done)).toEqual([]);
  // a teacher who joins the class later reads them
  const late = await buildScene(t.db);
  await joinClass(t.db, s.cls.id, late.teacher.id);
  expect((await call(t, { url: `/api/home/forms/${studentId}`, as: late.teacher })).json().forms).toHaveLength(2);
});

it('ISSUE-7 the account and its records are created in one transaction: when the records fail, no account remains', async () => {
  const s = await buildScene(t.db);
  // a trigger refuses forms for students of this class only (other test files may share the database)
  const fn = `refuse_forms_${s.cls.id.replaceAll('-', '')}`;
  await t.db.execute(sql.raw(`create function ${fn}() returns trigger language plpgsql as $$ begin
    if (select grade_id from users where id = new.student_id) = '${s.cls.id}' then raise exception 'refused'; end if; return new; end $$`));
  await t.db.execute(sql.raw(`create trigger ${fn} before insert on forms for each row execute function ${fn}()`));
  try {
    const res = await signUpStudent(s.cls.id);
    expect(res.statusCode).toBe(500);
    const stored = await t.db.select().from(users).where(eq(users.gradeId, s.cls.id));
    expect(stored.map((x) => x.id).sort()).toEqual([s.student.id, s.classmate.id].sort());
  } finally {
    await t.db.execute(sql.raw(`drop trigger ${fn} on forms`));
    await t.db.execute(sql.raw(`drop function ${fn}()`));
  }
});
