import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { queryKeys } from '../lib/query-keys';
import { calls, ids, signInAs, stubFetch } from '../test/render';
import { queryClient } from './providers';
import { routes } from './router';

const reviewId = 'e0000000-0000-4000-8000-000000000001';
const itemId = 'd0000000-0000-4000-8000-000000000001';
const lena = { _id: ids.student, name: 'Schmidt', firstName: 'Lena', username: 'l', email: 'l@x.de', contact: null, dob: null, userType: 'student', profile: null, signature: null, grade: null, lfce: null, impatient1: null, impatient2: null, impatient3: null, impatient4: null, impatient5: null, status: 'active' };

/** The route of `path` in the app's route tree. */
function routeOf(path: string, list: RouteObject[] = routes): RouteObject | undefined {
  for (const r of list) {
    if (r.path === path) return r;
    const inner = r.children && routeOf(path, r.children);
    if (inner) return inner;
  }
  return undefined;
}

/** What the router does when `url` matches `path`: runs the route's loader (the page's code loads beside it). */
async function match(path: string, url: string, params: Record<string, string>) {
  const loader = routeOf(path)?.loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  const request = new Request(`http://localhost${url}`);
  return loader({ params, request, url: new URL(request.url), pattern: path, context: undefined } as Parameters<typeof loader>[0]);
}

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

describe('ISSUE-17 a data page asks for its data when its route matches, not after its code has loaded and rendered', () => {
  it('/reviewa/{id}: the review, then its student, into the cache the page reads', async () => {
    signInAs('teacher');
    const fetch = stubFetch({
      [`GET /api/home/getReview/${reviewId}`]: { review: { _id: reviewId, rName: 'Review A', rDate: null, attendingPeople: '', _student: ids.student, items: [] } },
      [`GET /api/user/byId/${ids.student}`]: { user: lena },
    });
    expect(await match('/reviewa/:reviewId', `/reviewa/${reviewId}`, { reviewId })).toBeNull();
    await waitFor(() => expect(calls(fetch)).toEqual([`GET /api/home/getReview/${reviewId}`, `GET /api/user/byId/${ids.student}`]));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.users.byId(ids.student))).toMatchObject({ user: { firstName: 'Lena' } }));
    expect(queryClient.getQueryData(queryKeys.reviews.review(reviewId))).toMatchObject({ review: { rName: 'Review A' } });
  });

  it('/itema/{id} and a teacher\'s /classes: the item, the classes', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET /api/home/item/${itemId}`]: { item: { _id: itemId, itemName: 'A', itemDesc: '', points: [] }, owner: { _id: reviewId, rName: 'Review A', _student: ids.student } }, [`GET /api/grade/${ids.teacher}`]: { classes: [] } });
    await match('/itema/:itemId', `/itema/${itemId}`, { itemId });
    await match('/classes', '/classes', {});
    await waitFor(() => expect(calls(fetch).sort()).toEqual([`GET /api/grade/${ids.teacher}`, `GET /api/home/item/${itemId}`]));
    expect(queryClient.getQueryState(queryKeys.classes.mine(ids.teacher))?.status).toBe('success');
  });

  it('the class register: only the choices (its day would make the first render the whole list)', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({ 'GET /api/admin/registerAnalysis/lfce': { lfces: [] }, 'GET /api/user/getSupervisors': { supervisors: [] } });
    await match('/classRegisterAnalysis/:classId', `/classRegisterAnalysis/${ids.classA}?date=2026-03-02`, { classId: ids.classA });
    await waitFor(() => expect(calls(fetch).sort()).toEqual(['GET /api/admin/registerAnalysis/lfce', 'GET /api/user/getSupervisors']));
  });

  it('nothing without a session or with a malformed id', async () => {
    const fetch = stubFetch({});
    await match('/reviewa/:reviewId', `/reviewa/${reviewId}`, { reviewId });
    signInAs('teacher');
    await match('/reviewa/:reviewId', '/reviewa/abc', { reviewId: 'abc' });
    await match('/itema/:itemId', '/itema/abc', { itemId: 'abc' });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls(fetch)).toEqual([]);
  });
});
