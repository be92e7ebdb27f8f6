import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as notify from '../../../lib/notify';
import { calls, ids, renderPage, reply, signInAs, stubFetch } from '../../../test/render';
import { StudentsPage } from './students-page';

const classA = { _id: ids.classA, className: 'PFA 24-1', _teacher: ids.supervisor, noOfStudents: 2 };
const students = [
  { _id: ids.student, firstName: 'Lena', name: 'Schmidt', email: 'lena@example.de', contact: '0151 1234' },
  { _id: '44444444-4444-4444-8444-444444444444', firstName: '', name: 'Yilmaz', email: 'y@example.de', contact: null },
];
const open = (route: string) => renderPage(<StudentsPage />, { route, path: '/students/:classId?' });

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

describe('StudentsPage', () => {
  it('STU-02 STU-03 STU-04 STU-05 AMB-36 shows the real class name, index 1..n and dashes for empty first name and phone', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({ [`GET /api/user/students/${ids.classA}`]: { students, class: classA }, [`GET /api/grade/${ids.supervisor}`]: { classes: [classA] } });
    open(`/students/${ids.classA}`);
    expect(await screen.findByRole('heading', { name: 'Klasse PFA 24-1' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Vorname', 'Nachname', 'E-Mail', 'Telefon']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', 'Lena', 'Schmidt', 'lena@example.de', '0151 1234']);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '-', 'Yilmaz', 'y@example.de', '-']);
    expect(calls(fetch)).toContain(`GET /api/user/students/${ids.classA}`);
  });

  it('STU-08 links "Klassenbuch Analyse" to /classRegisterAnalysis/{classId}', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/students/${ids.classA}`]: { students, class: classA } });
    open(`/students/${ids.classA}`);
    expect(await screen.findByRole('link', { name: 'Klassenbuch Analyse' })).toHaveAttribute('href', `/classRegisterAnalysis/${ids.classA}`);
  });

  it('STU-06 a teacher\'s row opens /{studentId}', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/students/${ids.classA}`]: { students, class: classA } });
    const { user } = open(`/students/${ids.classA}`);
    const r = await screen.findByRole('row', { name: /Lena/ });
    expect(within(r).getByRole('link', { name: 'Schmidt' })).toHaveAttribute('href', `/${ids.student}`);
    await user.click(within(r).getByText('lena@example.de'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/${ids.student}`);
  });

  it('STU-07 PERM-02 a supervisor\'s rows are not clickable', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET /api/user/students/${ids.classA}`]: { students, class: classA } });
    const { user } = open(`/students/${ids.classA}`);
    const r = await screen.findByRole('row', { name: /Lena/ });
    expect(within(r).queryByRole('link')).not.toBeInTheDocument();
    expect(r).not.toHaveStyle({ cursor: 'pointer' });
    await user.click(within(r).getByText('lena@example.de'));
    expect(screen.getByTestId('location')).toHaveTextContent(`/students/${ids.classA}`);
  });

  it.each([
    ['without a class id', '/students'],
    ['with a malformed id', '/students/not-a-class'],
  ])('STU-09 ERR-12 AMB-37 %s: "Bitte eine Klasse auswählen!" and back to /classes', async (_label, route) => {
    signInAs('teacher');
    const fetch = stubFetch({});
    open(route);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/classes'));
    expect(alertError).toHaveBeenCalledWith('Bitte eine Klasse auswählen!');
    expect(calls(fetch).filter((c) => c.includes('/api/user/students'))).toEqual([]);
  });

  it('AMB-37 an unknown class (404): the alert and back to /classes', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/students/${ids.classB}`]: reply(404, { code: 'NOT_FOUND', messages: [{ message: 'Klasse nicht gefunden.' }] }) });
    open(`/students/${ids.classB}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/classes'));
    expect(alertError).toHaveBeenCalledTimes(1);
    expect(alertError).toHaveBeenCalledWith('Bitte eine Klasse auswählen!');
  });

  it('AMB-40 another user\'s class (403) shows the not-allowed state', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/students/${ids.classB}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'Sie haben keinen Zugriff auf diese Klasse.' }] }) });
    open(`/students/${ids.classB}`);
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
  });

  it('ISSUE-15 the supervisor sends an invitation again to an imported student who has not set a password: success alert', async () => {
    signInAs('supervisor');
    const pending = [{ ...students[0]!, invitationPending: false }, { ...students[1]!, firstName: 'Aylin', invitationPending: true }];
    const fetch = stubFetch({
      [`GET /api/user/students/${ids.classA}`]: { students: pending, class: classA },
      [`POST /api/grade/${ids.classA}/students/${pending[1]!._id}/invitation`]: null,
    });
    const { user } = open(`/students/${ids.classA}`);
    expect(await screen.findByRole('columnheader', { name: 'Einladung' })).toBeInTheDocument();
    // only the pending row has the button; its name starts with the visible text and names the person
    expect(within(screen.getByRole('row', { name: /Lena/ })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Einladung erneut senden: Aylin Yilmaz' }));
    await waitFor(() => expect(alertSuccess).toHaveBeenCalledWith('Die Einladung an Aylin Yilmaz wurde erneut gesendet.'));
    expect(calls(fetch)).toContain(`POST /api/grade/${ids.classA}/students/${pending[1]!._id}/invitation`);
  });

  it('ISSUE-15 an invitation accepted meanwhile: the server message as an error alert', async () => {
    signInAs('supervisor');
    const pending = [{ ...students[1]!, invitationPending: true }];
    stubFetch({
      [`GET /api/user/students/${ids.classA}`]: { students: pending, class: classA },
      [`POST /api/grade/${ids.classA}/students/${pending[0]!._id}/invitation`]: reply(400, { code: 'VALIDATION_ERROR', messages: [{ message: 'Diese Person hat keine offene Einladung.' }] }),
    });
    const { user } = open(`/students/${ids.classA}`);
    await user.click(await screen.findByRole('button', { name: /^Einladung erneut senden/ }));
    await waitFor(() => expect(alertError).toHaveBeenCalledWith('Diese Person hat keine offene Einladung.'));
    expect(alertError).toHaveBeenCalledTimes(1);
    expect(alertSuccess).not.toHaveBeenCalled();
  });

  it('ISSUE-15 without pending invitations (or for a teacher) there is no invitation column', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/students/${ids.classA}`]: { students, class: classA } });
    open(`/students/${ids.classA}`);
    await screen.findByRole('heading', { name: 'Klasse PFA 24-1' });
    expect(screen.queryByRole('columnheader', { name: 'Einladung' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Einladung/ })).not.toBeInTheDocument();
  });
});
