import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as notify from '../../../lib/notify';
import { calls, ids, renderPage, signInAs, stubFetch } from '../../../test/render';
import { ClassesPage } from './classes-page';

const row = (_id: string, className: string, noOfStudents = 3) => ({ _id, className, _teacher: ids.supervisor, noOfStudents });
const classA = row(ids.classA, 'PFA 24-1', 18);
const classB = row(ids.classB, 'PFA 24-2', 21);
const classC = row('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Intensiv 23', 0);

const open = () => renderPage(<ClassesPage />, { route: '/classes', path: '/classes' });

let alertError: MockInstance<typeof notify.alertError>;
let alertSuccess: MockInstance<typeof notify.alertSuccess>;
beforeEach(() => {
  // spies on the one notify module every screen uses (a vi.mock of it would reach only the modules this file
  // loads first: the suite runs without per-file isolation, the rest come loaded by earlier files)
  alertError = vi.spyOn(notify, 'alertError').mockImplementation(() => undefined);
  alertSuccess = vi.spyOn(notify, 'alertSuccess').mockImplementation(() => undefined);
  vi.spyOn(notify, 'showApiError').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ClassesPage', () => {
  it('CLS-02 CLS-09 lists the user\'s classes with name and number of students', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET /api/grade/${ids.teacher}`]: { classes: [classA, classB] } });
    open();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /PFA 24-1/ })).toHaveTextContent('18');
    expect(screen.getByRole('columnheader', { name: 'Klassenname' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Anzahl Auszubildende' })).toBeInTheDocument();
    expect(calls(fetch)).toContain(`GET /api/grade/${ids.teacher}`);
  });

  it('CLS-16 AMB-30 the visible search filters by name, case-insensitive substring', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET /api/grade/${ids.supervisor}`]: { classes: [classA, classB, classC] } });
    const { user } = open();
    await screen.findByText('PFA 24-1');
    const search = screen.getByRole('searchbox', { name: 'Klasse suchen' });
    await user.type(search, 'pfa 24-2');
    expect(screen.queryByText('PFA 24-1')).not.toBeInTheDocument();
    expect(screen.queryByText('Intensiv 23')).not.toBeInTheDocument();
    expect(screen.getByText('PFA 24-2')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'INTENS');
    expect(screen.getByText('Intensiv 23')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await user.clear(search);
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('CLS-12 ERR-11 an empty class name alerts "Please fill the form correctly!" and sends no request', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({ [`GET /api/grade/${ids.supervisor}`]: { classes: [classA] } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Klasse erstellen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Klasse hinzufügen' }));
    expect(alertError).toHaveBeenCalledWith('Please fill the form correctly!');
    await user.type(within(dialog).getByRole('textbox', { name: 'Klassenname' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Klasse hinzufügen' }));
    expect(alertError).toHaveBeenCalledTimes(2);
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('CLS-14 CLS-15 AMB-143 creating a class sends {className, _teacher}, alerts Success! and shows it at once with 0 students', async () => {
    signInAs('supervisor');
    const created = row('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'PFA 25-1', 0);
    const fetch = stubFetch({
      [`GET /api/grade/${ids.supervisor}`]: { classes: [classA] },
      'POST /api/grade/create': { class: created },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Klasse erstellen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Klassenname' }), ' PFA 25-1 ');
    await user.click(within(dialog).getByRole('button', { name: 'Klasse hinzufügen' }));
    expect(await screen.findByRole('row', { name: /PFA 25-1/ })).toHaveTextContent('0');
    expect(alertSuccess).toHaveBeenCalledWith('Success!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ className: 'PFA 25-1', _teacher: ids.supervisor });
  });

  it('CLS-03 CLS-11 AMB-32 a teacher gets the toggle but never the create button; a supervisor no toggle', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/grade/${ids.teacher}`]: { classes: [classA] } });
    const first = open();
    await screen.findByText('PFA 24-1');
    expect(screen.queryByRole('button', { name: 'Klasse erstellen' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'My Classes' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Join Class' })).not.toBeChecked();
    first.unmount();
    localStorage.clear();
    signInAs('supervisor');
    stubFetch({ [`GET /api/grade/${ids.supervisor}`]: { classes: [classA] } });
    open();
    await screen.findByText('PFA 24-1');
    expect(screen.queryByRole('radio', { name: 'Join Class' })).not.toBeInTheDocument();
  });

  it('CLS-04 CLS-05 CLS-06 CLS-07 CLS-08 ERR-18 joining moves the class from Join Class to My Classes and alerts', async () => {
    signInAs('teacher');
    let joined = false;
    const fetch = stubFetch({
      [`GET /api/grade/${ids.teacher}`]: () => ({ classes: joined ? [classA, classB] : [classA] }),
      [`GET /api/grade/notJoined/${ids.teacher}?limit=50`]: () => ({ classes: joined ? [] : [classB], nextCursor: null }),
      [`POST /api/grade/joinClass/${ids.teacher}/${ids.classB}`]: () => {
        joined = true;
        return { class: classB };
      },
    });
    const { user } = open();
    await screen.findByText('PFA 24-1');
    await user.click(screen.getByRole('radio', { name: 'Join Class' }));
    const joinRow = await screen.findByRole('row', { name: /PFA 24-2/ });
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    await user.click(within(joinRow).getByRole('button', { name: 'Beitreten' }));
    await waitFor(() => expect(alertSuccess).toHaveBeenCalledWith('Class Joined successfully!'));
    await waitFor(() => expect(screen.queryByText('PFA 24-2')).not.toBeInTheDocument());
    expect(calls(fetch)).toContain(`POST /api/grade/joinClass/${ids.teacher}/${ids.classB}`);
    await user.click(screen.getByRole('radio', { name: 'My Classes' }));
    expect(await screen.findByText('PFA 24-2')).toBeInTheDocument();
  });

  it('ISSUE-17 the join list is paged and searched on the server: "Weitere Klassen laden", a search asks the server', async () => {
    signInAs('teacher');
    const base = `/api/grade/notJoined/${ids.teacher}?limit=50`;
    const fetch = stubFetch({
      [`GET /api/grade/${ids.teacher}`]: { classes: [] },
      [`GET ${base}`]: { classes: [classA], nextCursor: 'c1' },
      [`GET ${base}&after=c1`]: { classes: [classB], nextCursor: null },
      [`GET ${base}&search=24-2`]: { classes: [classB], nextCursor: null },
    });
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Join Class' }));
    await screen.findByRole('row', { name: /PFA 24-1/ });
    await user.click(screen.getByRole('button', { name: 'Weitere Klassen laden' }));
    expect(await screen.findByRole('row', { name: /PFA 24-2/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weitere Klassen laden' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), '24-2');
    await waitFor(() => expect(calls(fetch)).toContain(`GET ${base}&search=24-2`));
    await waitFor(() => expect(screen.queryByRole('row', { name: /PFA 24-1/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /PFA 24-2/ })).toBeInTheDocument();
  });

  it('CLS-10 AMB-38 a row click and its link open /students/{classId}', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET /api/grade/${ids.supervisor}`]: { classes: [classA] } });
    const { user } = open();
    const r = await screen.findByRole('row', { name: /PFA 24-1/ });
    expect(within(r).getByRole('link', { name: 'PFA 24-1' })).toHaveAttribute('href', `/students/${ids.classA}`);
    await user.click(within(r).getByText('18'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/students/${ids.classA}`);
  });

  it('shows "No Classes to show!" for an empty list', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/grade/${ids.teacher}`]: { classes: [] } });
    open();
    expect(await screen.findByText('No Classes to show!')).toBeInTheDocument();
  });

  it('a double click on "Klasse hinzufügen" sends one request; the button is disabled while it is in flight', async () => {
    signInAs('supervisor');
    let release: () => void = () => undefined;
    const created = row('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'PFA 25-1', 0);
    const fetch = stubFetch({
      [`GET /api/grade/${ids.supervisor}`]: { classes: [classA] },
      'POST /api/grade/create': () => new Promise((resolve) => (release = () => resolve({ class: created }))),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Klasse erstellen' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Klassenname' }), 'PFA 25-1');
    const submit = within(dialog).getByRole('button', { name: 'Klasse hinzufügen' });
    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    release();
    await waitFor(() => expect(alertSuccess).toHaveBeenCalledWith('Success!'));
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual(['POST /api/grade/create']);
  });

  it('the class name shows its limit and a longer name is refused with a message, never cut', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({ [`GET /api/grade/${ids.supervisor}`]: { classes: [classA] } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Klasse erstellen' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Klassenname' });
    expect(within(dialog).getByText('0/200')).toBeInTheDocument();
    await user.click(input);
    await user.paste('x'.repeat(250));
    expect(input).toHaveValue('x'.repeat(250));
    expect(within(dialog).getByText('250/200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Klasse hinzufügen' }));
    expect(await within(dialog).findByText('Der Klassenname darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
