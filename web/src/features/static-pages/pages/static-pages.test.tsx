import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calls, ids, renderPage, reply, signInAs, stubFetch } from '../../../test/render';
import { LearningGoalsPage } from './learning-goals-page';
import { ProofOfPracticePage } from './proof-of-practice-page';
import { EvaluationFormPage } from './evaluation-form-page';
import { TrainingPortfolioEntryPage } from './training-portfolio-entry-page';
import { RegisterAnalysisPage } from './register-analysis-page';
import { AccompanyingMaterialPage } from './accompanying-material-page';
import { SkillsIvPage } from './skills-iv-page';
import { CareFormPage } from './care-form-page';
import { LogsReviewsPage } from './logs-reviews-page';

const lena = {
  _id: ids.student, name: 'Schmidt', firstName: 'Lena', username: 'lena', email: 'lena@example.de', contact: null, dob: '2001-03-09',
  userType: 'student', profile: null, signature: null, grade: ids.classA, lfce: null,
  impatient1: null, impatient2: null, impatient3: null, impatient4: null, impatient5: null, status: 'active',
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('learning goals (STAT-01, STAT-02, AMB-138)', () => {
  it('STAT-02 four topic buttons lead to /learninggoals/{topic}', () => {
    signInAs('student', ids.student);
    renderPage(<LearningGoalsPage />, { route: '/learninggoals', path: '/learninggoals' });
    expect(h1()).toHaveTextContent('Lernziele');
    const links = within(screen.getByRole('navigation', { name: 'Themen der Lernziele' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/learninggoals/pain', '/learninggoals/personal-hygiene', '/learninggoals/nourishment', '/learninggoals/mobility']);
    expect(links.map((l) => l.textContent)).toEqual([expect.stringContaining('Schmerz'), expect.stringContaining('Körperpflege'), expect.stringContaining('Ernährung'), expect.stringContaining('Mobilität')]);
  });

  it('STAT-01 a deep link shows the topic from the last path segment, without navigation state', () => {
    signInAs('teacher');
    const fetch = stubFetch({});
    renderPage(<LearningGoalsPage />, { route: '/learninggoals/mobility', path: '/learninggoals/:topic' });
    expect(h1()).toHaveTextContent('Mobilität');
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(screen.getByTestId('not-saved')).toHaveTextContent('Wird nicht gespeichert – bitte drucken.');
    expect(calls(fetch)).toEqual([]);
  });

  it('an unknown topic is not found', () => {
    signInAs('student', ids.student);
    renderPage(<LearningGoalsPage />, { route: '/learninggoals/xyz', path: '/learninggoals/:topic' });
    expect(h1()).toHaveTextContent('404');
  });
});

describe('evidence of training /proofofpractice/proofOfEducation (STAT-03, CONST-23, AMB-141)', () => {
  it('STAT-03 header, 10 % absenteeism, legend and the four signature tables; the share is worked out', async () => {
    signInAs('teacher');
    const fetch = stubFetch({});
    const { user } = renderPage(<ProofOfPracticePage />, { route: '/proofofpractice/proofOfEducation', path: '/proofofpractice/:option/:studentId?' });
    expect(h1()).toHaveTextContent('Ausbildungsnachweis');
    expect(screen.getByRole('heading', { name: 'Praktischer Einsatz' })).toBeInTheDocument();
    expect(screen.getByTestId('absence-rule')).toHaveTextContent('höchstens 10 %');
    expect(screen.getByRole('heading', { name: 'Legende' })).toBeInTheDocument();
    for (const name of ['Anleitungszeit', 'Fixpunkte', 'Tutorium', 'Kompetenztests']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
      expect(screen.getByRole('table', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('table', { name: 'Fixpunkte' })).getByRole('rowheader', { name: 'Zwischengespräch' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Fehlzeiten in Stunden'), '44');
    expect(screen.getByLabelText('Anteil an der Einsatzzeit in %')).toHaveValue('11 %');
    expect(screen.getByText('> 10 %')).toBeInTheDocument();
    expect(calls(fetch)).toEqual([]);
  });

  it('with a student id the name is filled in; a refusal shows not allowed', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    renderPage(<ProofOfPracticePage />, { route: `/proofofpractice/proofOfEducation/${ids.student}`, path: '/proofofpractice/:option/:studentId?' });
    expect(await screen.findByDisplayValue('Lena Schmidt')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('another student is refused', async () => {
    signInAs('student', ids.teacher);
    stubFetch({ [`GET /api/user/byId/${ids.student}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'nope' }] }) });
    renderPage(<ProofOfPracticePage />, { route: `/proofofpractice/proofOfEducation/${ids.student}`, path: '/proofofpractice/:option/:studentId?' });
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
  });

  it('another option or a malformed id is not found', () => {
    signInAs('teacher');
    renderPage(<ProofOfPracticePage />, { route: '/proofofpractice/other', path: '/proofofpractice/:option/:studentId?' });
    expect(h1()).toHaveTextContent('404');
  });
});

describe('evaluation form /evaluationform/{studentId} (ROUTE-09, AMB-46)', () => {
  it('a printable form for the named student, graded I–V 1–5, that says it is not saved', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET /api/user/byId/${ids.student}`]: { user: lena } });
    renderPage(<EvaluationFormPage />, { route: `/evaluationform/${ids.student}`, path: '/evaluationform/:studentId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beurteilungsbogen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lena Schmidt' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(25);
    expect(screen.getByRole('checkbox', { name: 'III: Note 2' })).toBeInTheDocument();
    expect(screen.getByTestId('not-saved')).toBeInTheDocument();
    expect(calls(fetch)).toEqual([`GET /api/user/byId/${ids.student}`]);
  });

  it('a refused student id shows not allowed; a malformed one not found', async () => {
    signInAs('student', ids.teacher);
    stubFetch({ [`GET /api/user/byId/${ids.student}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'nope' }] }) });
    renderPage(<EvaluationFormPage />, { route: `/evaluationform/${ids.student}`, path: '/evaluationform/:studentId' });
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
  });
});

describe('/trainingportfolio (ROUTE-27, AMB-46)', () => {
  it('a student goes to their own portfolio', () => {
    signInAs('student', ids.student);
    renderPage(<TrainingPortfolioEntryPage />, { route: '/trainingportfolio', path: '/trainingportfolio' });
    expect(screen.getByTestId('location')).toHaveTextContent(`/listingOptions/trainingportfolio/${ids.student}`);
  });

  it('a teacher is told where to open a portfolio', () => {
    signInAs('teacher');
    renderPage(<TrainingPortfolioEntryPage />, { route: '/trainingportfolio', path: '/trainingportfolio' });
    expect(h1()).toHaveTextContent('Ausbildungsportfolio');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/classes');
  });
});

describe('register analysis /registeranalysis/{option} (STAT-04, STAT-05)', () => {
  it('STAT-04 /registeranalysis/analysis is a static table without API calls', () => {
    signInAs('student', ids.student);
    const fetch = stubFetch({});
    renderPage(<RegisterAnalysisPage />, { route: '/registeranalysis/analysis', path: '/registeranalysis/:option' });
    expect(within(screen.getByTestId('static-register')).getAllByRole('row')).toHaveLength(6);
    expect(calls(fetch)).toEqual([]);
  });

  it('STAT-05 another segment shows a date picker and the class table, rows open the class analysis of that day', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/grade/${ids.teacher}`]: { classes: [{ _id: ids.classA, className: 'PFA 24-1', _teacher: ids.supervisor, noOfStudents: 3 }] } });
    renderPage(<RegisterAnalysisPage />, { route: '/registeranalysis/classes', path: '/registeranalysis/:option' });
    expect(screen.getByTestId('register-day')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /^Registeranalyse öffnen: PFA 24-1/ });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/classRegisterAnalysis/${ids.classA}\\?date=\\d{4}-\\d{2}-\\d{2}$`));
  });

  it('students may not see the class table', () => {
    signInAs('student', ids.student);
    renderPage(<RegisterAnalysisPage />, { route: '/registeranalysis/classes', path: '/registeranalysis/:option' });
    expect(screen.getByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
  });
});

describe('accompanying material, Kompetenzen IV, care form, logs (STAT-06..12)', () => {
  it('STAT-06 three PDF links that open in a new tab', () => {
    signInAs('student', ids.student);
    renderPage(<AccompanyingMaterialPage />, { route: '/accompanyingmaterial', path: '/accompanyingmaterial' });
    const links = within(screen.getByRole('navigation', { name: 'Begleitmaterial' })).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const l of links) {
      expect(l.getAttribute('href')).toMatch(/^\/documents\/[a-z-]+\.pdf$/);
      expect(l).toHaveAttribute('target', '_blank');
    }
  });

  it('STAT-07 the static screens link to /skillsiv and /logsreviews', () => {
    signInAs('student', ids.student);
    renderPage(<AccompanyingMaterialPage />, { route: '/accompanyingmaterial', path: '/accompanyingmaterial' });
    const more = screen.getByRole('navigation', { name: 'Weitere Unterlagen' });
    expect(within(more).getByRole('link', { name: 'Kompetenzen IV' })).toHaveAttribute('href', '/skillsiv');
    expect(within(more).getByRole('link', { name: 'Protokolle und Beurteilungen' })).toHaveAttribute('href', '/logsreviews');
  });

  it('STAT-09 AMB-137 three tiles to /careform', () => {
    signInAs('student', ids.student);
    renderPage(<SkillsIvPage />, { route: '/skillsiv', path: '/skillsiv' });
    expect(h1()).toHaveTextContent('Kompetenzen IV');
    const tiles = within(screen.getByRole('navigation', { name: 'Kompetenzen IV' })).getAllByRole('link');
    expect(tiles.map((l) => l.textContent)).toEqual(['Stationäre Akutpflege', 'Stationäre Langzeitpflege', 'Ambulante Kurz- und Langzeitpflege']);
    for (const l of tiles) expect(l.getAttribute('href')).toMatch(/^\/careform\?setting=/);
  });

  it('STAT-10 STAT-11 STAT-12 selects I–V and 1–6, ten rows of five checkboxes, nothing sent', async () => {
    signInAs('student', ids.student);
    const fetch = stubFetch({});
    const { user } = renderPage(<CareFormPage />, { route: '/careform?setting=longterm', path: '/careform' });
    expect(h1()).toHaveTextContent('Pflegeformular');
    expect(screen.getByLabelText('Versorgungsbereich')).toHaveValue('longterm');
    expect(within(screen.getByLabelText('Kompetenzbereich')).getAllByRole('option').map((o) => o.textContent)).toEqual(['I', 'II', 'III', 'IV', 'V']);
    expect(within(screen.getByLabelText('Teilbereich')).getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    const rows = screen.getAllByTestId('care-row');
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(within(row).getAllByRole('checkbox')).toHaveLength(5);
    expect(within(rows[0]!).getAllByRole('checkbox').map((c) => c.closest('.mantine-Checkbox-root')?.textContent)).toEqual(['Geplant', 'Erreicht', 'Zu fördern', 'Nicht erreicht', 'Später erreicht']);
    await user.click(screen.getByRole('checkbox', { name: 'Zeile 3: Erreicht' }));
    expect(screen.getByRole('checkbox', { name: 'Zeile 3: Erreicht' })).toBeChecked();
    expect(screen.getByTestId('not-saved')).toHaveTextContent('Wird nicht gespeichert');
    expect(calls(fetch)).toEqual([]);
  });

  it('AMB-137 /careForm redirects to /careform with the setting', () => {
    signInAs('student', ids.student);
    renderPage(<CareFormPage />, { route: '/careForm?setting=acute', path: '/careForm' });
    expect(screen.getByTestId('location')).toHaveTextContent('/careform');
  });

  it('STAT-08 two empty boxes Protokolle and Beurteilungen', () => {
    signInAs('student', ids.student);
    renderPage(<LogsReviewsPage />, { route: '/logsreviews', path: '/logsreviews' });
    expect(h1()).toHaveTextContent('Protokolle und Beurteilungen');
    expect(screen.getByRole('region', { name: 'Protokolle' })).toHaveTextContent('Noch keine Einträge.');
    expect(screen.getByRole('region', { name: 'Beurteilungen' })).toHaveTextContent('Noch keine Einträge.');
  });
});
