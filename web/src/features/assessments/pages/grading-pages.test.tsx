import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { gradingAlerts, gradingMessages, type AssessmentRow, type CategoryOptionsResponse } from '@praxisport/contract/assessments';
import { calls, ids, renderPage, renderWithAlerts, reply, signInAs, stubFetch } from '../../../test/render';
import { AssessmentOptionsPage } from './assessment-options-page';
import { CompetenceProfilePage } from './competence-profile-page';
import { TestCategoriesPage } from './test-categories-page';

const sid = ids.student;
const test = '80000000-0000-4000-8000-000000000001';
const subTest = '80000000-0000-4000-8000-000000000002';
const cat = '80000000-0000-4000-8000-000000000003';
const ct = '80000000-0000-4000-8000-000000000004';
const opt = (g: number) => `80000000-0000-4000-8000-00000000001${g}`;
const options: CategoryOptionsResponse = {
  competencyTestOptions: [1, 2, 3, 4, 5].map((g) => ({ _id: opt(g), title: `Note ${g}`, desc: `desc ${g}`, grade: g })),
  comptencyAssessmentTest: { _id: ct, desc: 'Puls tasten und dokumentieren', category: { _id: cat, title: 'Wissen' }, test: { _id: test, title: 'Vitalzeichen erheben' }, subTest: { _id: subTest, title: 'Puls messen' } },
};
const stored: AssessmentRow = {
  _id: '80000000-0000-4000-8000-000000000099',
  _competencyAssessmentCategoryTest: ct,
  _competencyAssessmentCategoryOption: opt(2),
  _student: sid,
  grade: 2,
  _teacher: ids.teacher,
  createdAt: '2026-03-02T09:30:00.000Z',
};
const optionsUrl = `GET /api/teacher/assessment/competencyAssessmentCategoryOptions/${ct}`;
const storedUrl = `GET /api/teacher/assessment/assessment/${ct}/${sid}`;
const openOptions = () => renderWithAlerts(<AssessmentOptionsPage />, { route: `/assessment/competency/catTests/${sid}/${ct}`, path: '/assessment/competency/catTests/:studentId/:assessmentTest' });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AssessmentOptionsPage (ASMT-14..ASMT-21)', () => {
  it('ASMT-14 shows the intro and the options sorted by grade', async () => {
    signInAs('teacher');
    stubFetch({ [optionsUrl]: options, [storedUrl]: { assessment: null } });
    openOptions();
    expect(await screen.findByText('Puls tasten und dokumentieren')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label, div')?.textContent ?? '')).toHaveLength(5);
    const labels = screen.getAllByText(/^\d – Note \d$/).map((e) => e.textContent);
    expect(labels).toEqual(['1 – Note 1', '2 – Note 2', '3 – Note 3', '4 – Note 4', '5 – Note 5']);
  });

  it('ASMT-16 ERR-22 confirming without a grade alerts and sends nothing; ASMT-15 ASMT-18 ASMT-20 with a grade it submits once and locks', async () => {
    signInAs('teacher');
    const submitted = { ...stored, _competencyAssessmentCategoryOption: opt(3), grade: 3 };
    let saved: AssessmentRow | null = null;
    const fetch = stubFetch({
      [optionsUrl]: options,
      [storedUrl]: () => ({ assessment: saved }),
      'POST /api/teacher/assessment/assessment': () => {
        saved = submitted;
        return reply(201, { assessment: submitted });
      },
    });
    const user = openOptions();
    await screen.findByText('Puls tasten und dokumentieren');
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByText(gradingAlerts.selectOption)).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /3 – Note 3/ }));
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByText(gradingAlerts.submitted)).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ _competencyAssessmentCategoryTest: ct, _competencyAssessmentCategoryOption: opt(3), _student: sid });
    await waitFor(() => expect(screen.getByRole('radio', { name: /3 – Note 3/ })).toBeDisabled());
    expect(screen.getByRole('radio', { name: /3 – Note 3/ })).toBeChecked();
   }, 20_000);

  it('ASMT-19 ASMT-20 a stored assessment is preselected and locked', async () => {
    signInAs('teacher');
    stubFetch({ [optionsUrl]: options, [storedUrl]: { assessment: stored } });
    openOptions();
    const radio = await screen.findByRole('radio', { name: /2 – Note 2/ });
    expect(radio).toBeChecked();
    for (const r of screen.getAllByRole('radio')) expect(r).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('AMB-99 a student sees the options read-only', async () => {
    signInAs('student', sid);
    stubFetch({ [optionsUrl]: options, [storedUrl]: { assessment: null } });
    openOptions();
    await screen.findByText('Puls tasten und dokumentieren');
    for (const r of screen.getAllByRole('radio')) expect(r).toBeDisabled();
    expect(screen.getByRole('checkbox')).toBeDisabled();
  });

  it('SEC-12 a refusal of the server is shown', async () => {
    signInAs('teacher');
    stubFetch({
      [optionsUrl]: options,
      [storedUrl]: { assessment: null },
      'POST /api/teacher/assessment/assessment': reply(409, { code: 'CONFLICT', messages: [{ message: gradingMessages.alreadyAssessed }] }),
    });
    const user = openOptions();
    await user.click(await screen.findByRole('radio', { name: /1 – Note 1/ }));
    await user.click(screen.getByRole('checkbox'));
    expect(await screen.findByText(gradingMessages.alreadyAssessed)).toBeInTheDocument();
  });
});

describe('TestCategoriesPage (ASMT-06..ASMT-13, AMB-94..AMB-96)', () => {
  const open = (total: number, done: number, grade: number | null) => {
    signInAs('teacher');
    stubFetch({
      [`GET /api/teacher/assessment/competencyAssessmentCategories/${sid}/${test}/${subTest}`]: {
        competencyAssessmentCats: [{ _id: cat, title: 'Wissen' }],
        grade,
        test: { _id: test, title: 'Vitalzeichen erheben' },
        subTest: { _id: subTest, title: 'Puls messen' },
      },
      [`GET /api/teacher/assessment/requiredAssessments/${sid}/${test}/${subTest}`]: { totalTests: total, allAssessedTests: done },
    });
    return renderPage(<TestCategoriesPage />, { route: `/assessment/competency/categories/${sid}/${test}/${subTest}`, path: '/assessment/competency/categories/:studentId/:test/:subTest' });
  };

  it("ASMT-07 ASMT-13 the test's own title, '-' without a grade, a link per category, Download disabled while tests remain", async () => {
    open(5, 4, null);
    expect(await screen.findByRole('heading', { name: 'Vitalzeichen erheben competency test' })).toBeInTheDocument();
    expect(screen.getByTestId('achieved-grade')).toHaveTextContent('Achieved grade: -');
    expect(screen.getByRole('link', { name: 'Wissen' })).toHaveAttribute('href', `/assessment/competency/catTests/${sid}/${cat}/${test}/${subTest}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled());
  });

  it('ASMT-13 Download is a link to the server-made CSV once every test is assessed', async () => {
    open(5, 5, 2.5);
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', `/api/teacher/assessment/csv/${sid}/${test}/${subTest}`);
    expect(screen.getByTestId('achieved-grade')).toHaveTextContent('Achieved grade: 2,5');
  });
});

describe('CompetenceProfilePage (CPROF-01..CPROF-06)', () => {
  const open = (scores: { title: string; grades: number[] }[]) => {
    signInAs('student', sid);
    const fetch = stubFetch({
      [`GET /api/grade/assessmentGradesByCategories/${sid}`]: { scoresByComptencyCategoryOptionSubTest: scores, student: { _id: sid, firstName: 'Lena', name: 'Schmidt' } },
    });
    renderPage(<CompetenceProfilePage />, { route: `/competenceprofile/${sid}`, path: '/competenceprofile/:studentId' });
    return fetch;
  };
  const boxes = () => screen.getAllByTestId('disposition-box').map((b) => [b.getAttribute('data-title'), b.getAttribute('data-grade')]);

  it('CPROF-03 every disposition box shows 0 without assessments; CPROF-04 CPROF-05 performance boxes and the pyramid are drawn', async () => {
    const fetch = open([]);
    await screen.findByTestId('competence-model');
    expect(boxes()).toEqual([
      ['Wissen', '0'],
      ['Situationswahrnehmung und Analyse', '0'],
      ['Motivation', '0'],
      ['Handlungsoptionen', '0'],
    ]);
    expect(screen.getAllByTestId('performance-box')).toHaveLength(3);
    expect(screen.getByTestId('decision-pyramid')).toBeInTheDocument();
    expect(calls(fetch)).toEqual([`GET /api/grade/assessmentGradesByCategories/${sid}`]);
  });

  it('CPROF-02 CPROF-06 AMB-97 the boxes show the mean of their category, one decimal, matched by title', async () => {
    open([
      { title: 'Wissen', grades: [2, 3] },
      { title: 'Motivation', grades: [1] },
      { title: 'Sonstiges', grades: [5] },
    ]);
    await screen.findByTestId('competence-model');
    expect(boxes()).toEqual([
      ['Wissen', '2,5'],
      ['Situationswahrnehmung und Analyse', '0'],
      ['Motivation', '1'],
      ['Handlungsoptionen', '0'],
    ]);
  });
});
