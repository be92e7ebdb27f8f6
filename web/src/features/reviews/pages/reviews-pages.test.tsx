import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ItemRow, PointRow } from '@praxisport/contract/reviews';
import { calls, ids, renderPage, reply, signInAs, stubFetch, renderWithAlerts } from '../../../test/render';
import { FormsPage } from './forms-page';
import { FormPage } from './form-page';
import { ReviewListPage } from './review-list-page';
import { ReviewPage } from './review-page';
import { ItemPage } from './item-page';
import { ItemEditorPage } from './item-editor-page';
import { useReview } from '../api/get-review';

const formId = 'f0000000-0000-4000-8000-000000000001';
const reviewId = 'e0000000-0000-4000-8000-000000000001';
const commentsId = 'e0000000-0000-4000-8000-000000000002';
const itemId = 'd0000000-0000-4000-8000-000000000001';
const item2Id = 'd0000000-0000-4000-8000-000000000002';
const pid = (n: number) => `c0000000-0000-4000-8000-00000000000${n}`;

const point = (n: number, done: boolean): PointRow => ({ _id: pid(n), name: `Punkt ${n}`, desc: `Beschreibung ${n}`, done, changedBy: null, changedAt: null });
const item = (id: string, itemName: string, doneCount: number): ItemRow => ({
  _id: id,
  itemName,
  itemDesc: `${itemName}: Beschreibung`,
  points: [1, 2, 3, 4, 5, 6].map((n) => point(n, n <= doneCount)),
});
const formOwner = { _id: formId, fName: 'Bogen A', _student: ids.student };
const lena = { _id: ids.student, name: 'Schmidt', firstName: 'Lena', username: 'l', email: 'l@x.de', contact: null, dob: null, userType: 'student', profile: null, signature: null, grade: null, lfce: null, impatient1: null, impatient2: null, impatient3: null, impatient4: null, impatient5: null, status: 'active' };

const open = (ui: ReactElement, route: string, path: string) => renderWithAlerts(ui, { route, path });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('FormsPage and FormPage', () => {
  it('FORM-01 FORM-02 FORM-03 AMB-48 lists the forms by name, each opening /forma/{studentId}/{formId}', async () => {
    signInAs('teacher');
    const fetch = stubFetch({
      [`GET /api/home/forms/${ids.student}`]: { forms: [{ _id: formId, fName: 'Bogen A' }, { _id: 'f0000000-0000-4000-8000-000000000002', fName: 'Bogen B' }] },
      [`GET /api/user/byId/${ids.student}`]: { user: lena },
    });
    open(<FormsPage />, `/forma/${ids.student}`, '/forma/:studentId');
    const link = await screen.findByRole('link', { name: 'Bogen A' });
    expect(link).toHaveAttribute('href', `/forma/${ids.student}/${formId}`);
    expect(screen.getByRole('link', { name: 'Bogen B' })).toBeInTheDocument();
    expect(calls(fetch)).toContain(`GET /api/home/forms/${ids.student}`);
  });

  it('FORM-05 FORM-06 FORM-07 FORM-08 FORM-09 Form A: the heading, each item with its count of 6, links to the item and the editor', async () => {
    signInAs('teacher');
    const fetch = stubFetch({
      [`GET /api/home/items/${formId}`]: { items: [item(itemId, 'Körperpflege unterstützen', 2), item(item2Id, 'Vitalzeichen', 6)], owner: formOwner },
      [`GET /api/user/byId/${ids.student}`]: { user: lena },
    });
    open(<FormPage />, `/forma/${ids.student}/${formId}`, '/forma/:studentId/:formId');
    expect(await screen.findByRole('heading', { name: 'Bogen A' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /Körperpflege unterstützen/ });
    expect(first).toHaveAttribute('href', `/itema/${itemId}`);
    expect(within(first).getByText('2/6')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Vitalzeichen/ })).getByText('6/6')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item-Beschreibungen bearbeiten' })).toHaveAttribute('href', `/addforma/${formId}`);
    expect(calls(fetch)).toContain(`GET /api/home/items/${formId}`);
  });

  it('AMB-48 an old link /forma/{formId} is looked up and opens Form A at /forma/{studentId}/{formId}; a review id is not found', async () => {
    signInAs('teacher');
    const noStudent = (id: string) => ({
      [`GET /api/home/forms/${id}`]: reply(404, { code: 'NOT_FOUND', messages: [{ message: 'Auszubildende:r nicht gefunden.' }] }),
      [`GET /api/user/byId/${id}`]: reply(404, { code: 'NOT_FOUND', messages: [{ message: 'Benutzer nicht gefunden.' }] }),
    });
    stubFetch({ ...noStudent(formId), [`GET /api/home/items/${formId}`]: { items: [], owner: formOwner } });
    const page = renderPage(<FormsPage />, { route: `/forma/${formId}`, path: '/forma/:studentId' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/forma/${ids.student}/${formId}`));
    page.unmount();

    stubFetch({ ...noStudent(reviewId), [`GET /api/home/items/${reviewId}`]: { items: [], owner: { _id: reviewId, rName: 'Erstgespräch', _student: ids.student } } });
    renderPage(<FormsPage />, { route: `/forma/${reviewId}`, path: '/forma/:studentId' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/forma/${reviewId}`);
  });

  it('SEC-04 someone else\'s forms show "not allowed"', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET /api/home/forms/${ids.teacher}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'Sie haben keinen Zugriff auf die Unterlagen dieser:s Auszubildenden.' }] }) });
    open(<FormsPage />, `/forma/${ids.teacher}`, '/forma/:studentId');
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
  });
});

describe('ReviewListPage and ReviewPage', () => {
  const entries = { reviews: [{ _id: commentsId, rName: 'Kommentare', rType: 'comments' }, { _id: reviewId, rName: 'Erstgespräch', rType: 'review' }] };

  it('REV-01 REV-03 REV-05 AMB-57 a teacher sees both kinds: comments lead to /comments/{studentId}, reviews to /reviewa/{id}', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/home/reviews/${ids.student}`]: entries, [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    open(<ReviewListPage />, `/reviewform/${ids.student}`, '/reviewform/:studentId');
    expect(await screen.findByRole('link', { name: /Kommentare/ })).toHaveAttribute('href', `/comments/${ids.student}`);
    expect(screen.getByRole('link', { name: /Erstgespräch/ })).toHaveAttribute('href', `/reviewa/${reviewId}`);
  });

  it('REV-04 PERM-11 a student never sees a comments entry', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET /api/home/reviews/${ids.student}`]: entries, [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    open(<ReviewListPage />, `/reviewform/${ids.student}`, '/reviewform/:studentId');
    expect(await screen.findByRole('link', { name: /Erstgespräch/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Kommentare/ })).not.toBeInTheDocument();
  });

  const review = { _id: reviewId, rName: 'Erstgespräch', rDate: '2024-03-09', attendingPeople: 'Lena Schmidt, Markus Weber', _student: ids.student, items: [item(itemId, 'Lernziele', 3)] };

  it('REV-06 REV-07 REV-08 REV-10 REV-11 REV-12 shows the date as MM/DD/YYYY, the people, the items with counts, the plus icon and the footer', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/home/getReview/${reviewId}`]: { review }, [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    open(<ReviewPage />, `/reviewa/${reviewId}`, '/reviewa/:reviewId');
    expect(await screen.findByLabelText(/Datum/)).toHaveValue('03/09/2024');
    expect(screen.getByLabelText(/Teilnehmende/)).toHaveValue('Lena Schmidt, Markus Weber');
    expect(within(screen.getByRole('link', { name: /Lernziele/ })).getByText('3/6')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Item-Beschreibungen bearbeiten' })).toHaveAttribute('href', `/addforma/${reviewId}`);
    expect(screen.getByText('Auto Adds to Gesprach B')).toBeInTheDocument();
  });

  it('REV-14 AMB-53 AMB-143 a teacher saves date and people: PUT /home/review {review}, then "Updated successfully!"', async () => {
    signInAs('teacher');
    const fetch = stubFetch({
      [`GET /api/home/getReview/${reviewId}`]: { review },
      [`GET /api/user/byId/${ids.student}`]: { user: lena },
      'PUT /api/home/review': ({ body }: { body?: BodyInit | null }) => {
        const sent = JSON.parse(String(body)).review;
        return { review: { ...review, ...sent }, items: review.items };
      },
    });
    const user = open(<ReviewPage />, `/reviewa/${reviewId}`, '/reviewa/:reviewId');
    const date = await screen.findByLabelText(/Datum/);
    await user.clear(date);
    await user.type(date, '04/15/2024');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ review: { _id: reviewId, rDate: '2024-04-15', attendingPeople: 'Lena Schmidt, Markus Weber' } });
  });

  it('REV-12 SEC-08 a date that is not month/day/year is refused in the form and nothing is sent', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET /api/home/getReview/${reviewId}`]: { review }, [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    const user = open(<ReviewPage />, `/reviewa/${reviewId}`, '/reviewa/:reviewId');
    const date = await screen.findByLabelText(/Datum/);
    await user.clear(date);
    await user.type(date, '15.04.2024');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Datum im Format MM/DD/YYYY angeben.')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('PERM-10 a student reads the review without inputs or save', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET /api/home/getReview/${reviewId}`]: { review }, [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    open(<ReviewPage />, `/reviewa/${reviewId}`, '/reviewa/:reviewId');
    expect(await screen.findByText('03/09/2024')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });
});

describe('ReviewPage states', () => {
  it('REV-13 an unknown review shows the not-found state without the plus icon to its item editor', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/home/getReview/${reviewId}`]: reply(404, { code: 'NOT_FOUND', messages: [{ message: 'Gespräch nicht gefunden.' }] }) });
    open(<ReviewPage />, `/reviewa/${reviewId}`, '/reviewa/:reviewId');
    expect(await screen.findByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Item-Beschreibungen bearbeiten' })).not.toBeInTheDocument();
  });
});

describe('ItemPage', () => {
  const itemReply = { item: item(itemId, 'Körperpflege unterstützen', 1), owner: formOwner };

  it('ITEM-01 ITEM-03 ITEM-06 a teacher\'s switch shows its new state at once and sends {_item, _point, done}', async () => {
    signInAs('teacher');
    let release: () => void = () => undefined;
    const answered = new Promise<void>((r) => (release = r));
    const fetch = stubFetch({
      [`GET /api/home/item/${itemId}`]: itemReply,
      'PUT /api/home/updatePoint': async () => {
        await answered;
        const next = item(itemId, 'Körperpflege unterstützen', 1);
        next.points[2] = { ...next.points[2]!, done: true, changedBy: { _id: ids.teacher, firstName: 'Markus', name: 'Weber' }, changedAt: '2026-11-20T09:15:00.000Z' };
        return { item: next, owner: formOwner };
      },
    });
    const user = open(<ItemPage />, `/itema/${itemId}`, '/itema/:itemId');
    const third = await screen.findByRole('switch', { name: /Punkt 3/ });
    expect(third).not.toBeChecked();
    expect(screen.getByLabelText('1 von 6 Punkten erledigt')).toBeInTheDocument();
    await user.click(third);
    // before the server answers
    expect(third).toBeChecked();
    expect(screen.getByLabelText('2 von 6 Punkten erledigt')).toBeInTheDocument();
    release();
    expect(await screen.findByText(/zuletzt geändert von Markus Weber am 20-11-2026/)).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ _item: itemId, _point: pid(3), done: true });
  });

  it('ISSUE-7 a refused switch goes back and says why', async () => {
    signInAs('teacher');
    stubFetch({
      [`GET /api/home/item/${itemId}`]: itemReply,
      'PUT /api/home/updatePoint': reply(403, { code: 'FORBIDDEN', messages: [{ message: 'Sie haben keinen Zugriff auf die Unterlagen dieser:s Auszubildenden.' }] }),
    });
    const user = open(<ItemPage />, `/itema/${itemId}`, '/itema/:itemId');
    const fourth = await screen.findByRole('switch', { name: /Punkt 4/ });
    await user.click(fourth);
    expect(await screen.findByText('Sie haben keinen Zugriff auf die Unterlagen dieser:s Auszubildenden.')).toBeInTheDocument();
    await waitFor(() => expect(fourth).not.toBeChecked());
  });

  it('ITEM-05 AMB-52 a student sees the switches disabled and sends nothing', async () => {
    signInAs('student', ids.student);
    const fetch = stubFetch({ [`GET /api/home/item/${itemId}`]: itemReply });
    const user = open(<ItemPage />, `/itema/${itemId}`, '/itema/:itemId');
    const first = await screen.findByRole('switch', { name: /Punkt 1/ });
    expect(first).toBeChecked();
    expect(first).toBeDisabled();
    await user.click(first).catch(() => undefined);
    expect(calls(fetch).filter((c) => c.startsWith('PUT'))).toEqual([]);
  });
});

describe('ItemEditorPage', () => {
  const items = { items: [item(itemId, 'Körperpflege unterstützen', 0), item(item2Id, 'Vitalzeichen', 0)], owner: formOwner };

  it('ITEM-08 ITEM-09 ITEM-10 ITEM-11 ITEM-12 AMB-56 the first item is selected, another loads by id, the save icon stores it: "Updated!"', async () => {
    signInAs('teacher');
    const fetch = stubFetch({
      [`GET /api/home/items/${formId}`]: items,
      [`GET /api/home/item/${itemId}`]: { item: items.items[0], owner: formOwner },
      [`GET /api/home/item/${item2Id}`]: { item: items.items[1], owner: formOwner },
      'PUT /api/home/item/update': ({ body }: { body?: BodyInit | null }) => {
        const sent = JSON.parse(String(body)).item;
        return { item: { ...items.items[1]!, itemDesc: sent.itemDesc }, owner: formOwner };
      },
    });
    const user = open(<ItemEditorPage />, `/addforma/${formId}`, '/addforma/:id');
    const text = await screen.findByPlaceholderText('Item Description');
    expect(text).toHaveValue('Körperpflege unterstützen: Beschreibung');
    const select = screen.getByRole('combobox', { name: 'Item' });
    expect(select).toHaveValue(itemId);
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Körperpflege unterstützen', 'Vitalzeichen']);
    await user.selectOptions(select, item2Id);
    await waitFor(() => expect(screen.getByPlaceholderText('Item Description')).toHaveValue('Vitalzeichen: Beschreibung'));
    expect(calls(fetch)).toContain(`GET /api/home/item/${item2Id}`);
    const area = screen.getByPlaceholderText('Item Description');
    await user.clear(area);
    await user.type(area, 'Neu');
    expect(screen.getByText('3/10000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ item: { _id: item2Id, itemDesc: 'Neu' } });
  });

  it('ITEM-13 a student reads the description but cannot change or save it', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET /api/home/items/${formId}`]: items, [`GET /api/home/item/${itemId}`]: { item: items.items[0], owner: formOwner } });
    open(<ItemEditorPage />, `/addforma/${formId}`, '/addforma/:id');
    expect(await screen.findByPlaceholderText('Item Description')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });
});

describe('ISSUE-17 the review asks for its student at once', () => {
  it('the student of a review is requested as soon as the review arrives, before any component asks for it', async () => {
    signInAs('teacher');
    const fetch = stubFetch({
      [`GET /api/home/getReview/${reviewId}`]: { review: { _id: reviewId, rName: 'Review A', rDate: null, attendingPeople: '', _student: ids.student, items: [] } },
      [`GET /api/user/byId/${ids.student}`]: { user: lena },
    });
    function OnlyTheReview() {
      const query = useReview(reviewId);
      return <p>{query.data?.review.rName ?? '…'}</p>;
    }
    open(<OnlyTheReview />, `/reviewa/${reviewId}`, '/reviewa/:reviewId');
    expect(await screen.findByText('Review A')).toBeInTheDocument();
    await waitFor(() => expect(calls(fetch)).toEqual([`GET /api/home/getReview/${reviewId}`, `GET /api/user/byId/${ids.student}`]));
  });
});
