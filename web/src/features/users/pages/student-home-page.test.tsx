import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { calls, ids, renderPage, reply, signInAs, stubFetch } from '../../../test/render';
import { StudentHomePage } from './student-home-page';

const lena = {
  _id: ids.student, name: 'Schmidt', firstName: 'Lena', username: 'lena', email: 'lena@example.de', contact: null, dob: '2001-03-09',
  userType: 'student', profile: null, signature: null, grade: ids.classA, lfce: null,
  impatient1: null, impatient2: null, impatient3: null, impatient4: null, impatient5: null, status: 'active',
};
const open = (id: string = ids.student) => renderPage(<StudentHomePage />, { route: `/${id}`, path: '/:studentId' });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('StudentHomePage', () => {
  it('STU-10 STU-11 CONST-11 shows name, email, birth date DD-MM-YYYY and a dash for an empty phone', async () => {
    signInAs('student', ids.student);
    const fetch = stubFetch({ [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    open();
    expect(await screen.findByRole('heading', { name: 'Lena Schmidt' })).toBeInTheDocument();
    expect(screen.getByText('lena@example.de')).toBeInTheDocument();
    expect(screen.getByText('09-03-2001')).toBeInTheDocument();
    expect(screen.getByText('Telefon').nextSibling).toHaveTextContent('-');
    // the student's own absence figures are asked for too (a 404 here shows no box)
    // and the assessment progress (a 404 here shows no box either)
    expect(calls(fetch)).toEqual([
      `GET /api/user/byId/${ids.student}`,
      `GET /api/grade/attendance/statistics/student/${ids.student}`,
      `GET /api/teacher/assessment/progress/${ids.student}`,
    ]);
    expect(screen.queryByTestId('absence-summary')).not.toBeInTheDocument();
  });

  it('ISSUE-8 CONST-23 the student sees their own absence figures against the 10 % maximum', async () => {
    signInAs('student', ids.student);
    stubFetch({
      [`GET /api/user/byId/${ids.student}`]: { user: lena },
      [`GET /api/grade/attendance/statistics/student/${ids.student}`]: {
        statistics: { _id: ids.student, firstName: 'Lena', name: 'Schmidt', recordedDays: 30, recordedHours: 180, missedHours: 12.5, rate: 12.5 / 180, level: 'ok' },
      },
    });
    open();
    const box = await screen.findByTestId('absence-summary');
    expect(box).toHaveTextContent('Meine Fehlzeiten');
    expect(box).toHaveTextContent('12,5 h von 180 h Unterrichtsstunden versäumt');
    expect(box).toHaveTextContent('Fehlquote 6,9 % (Grenze 10 %)');
  });

  it('STU-12 STU-13 STU-14 STU-18 UPL-13 AMB-41 AMB-42 every option box carries the student id; teachers also get Kommentare', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    open();
    await screen.findByRole('heading', { name: 'Lena Schmidt' });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    const id = ids.student;
    expect(hrefs).toEqual(
      expect.arrayContaining([
        `/assessmentforms/${id}`, `/listingOptions/talks/${id}`, `/listingOptions/trainingportfolio/${id}`, `/listingOptions/logs/${id}`,
        `/competenceprofile/${id}`, `/listingOptions/proofOfPractice/${id}`, `/listingOptions/kilianUploads/${id}`, `/listingOptions/reflection/${id}`,
        `/listingOptions/competency/${id}`, `/comments/${id}`,
      ]),
    );
  });

  it('AMB-58 LIST-08 a student reaches their own comments and the competency listing from their home', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    open();
    await screen.findByRole('heading', { name: 'Lena Schmidt' });
    expect(screen.getByRole('link', { name: /^Kommentare/ })).toHaveAttribute('href', `/comments/${ids.student}`);
    expect(screen.getByRole('link', { name: /^Kompetenzen/ })).toHaveAttribute('href', `/listingOptions/competency/${ids.student}`);
  });

  it('AMB-47 a supervisor is refused without a request', () => {
    signInAs('supervisor');
    const fetch = stubFetch({});
    open();
    expect(screen.getByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('AMB-47 a 403 from the API shows the not-allowed state', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/byId/${ids.student}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'nope' }] }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
  });

  it('AMB-43 a segment that is not a UUID shows the not-found page', () => {
    signInAs('teacher');
    open('whatever');
    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
  });
});
