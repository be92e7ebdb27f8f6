import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { emptyPortfolioForm, portfolioSignAlerts, type StudentPortfolioResponse, type TrainingPortfolioRow } from '@praxisport/contract/portfolio';
import { calls, ids, reply, signInAs, stubFetch, renderWithAlerts } from '../../../test/render';
import { TrainingPortfolioPage } from './training-portfolio-page';

const catId = '50000000-0000-4000-8000-000000000001';
const itemId = '50000000-0000-4000-8000-000000000002';
const url = `/api/teacher/trainingportfolio/categories/${ids.student}`;
const route = `/listingOptions/trainingportfolio/${ids.student}`;
const weber = { _id: ids.teacher, firstName: 'Markus', name: 'Weber' };

const tp = (o: Partial<TrainingPortfolioRow> = {}): TrainingPortfolioRow => ({
  _trainingPortfolioItem: itemId,
  _student: ids.student,
  _teacher: null,
  teacherChecked: false,
  studentChecked: false,
  teacherCheckedBy: null,
  teacherCheckedAt: null,
  studentCheckedBy: null,
  studentCheckedAt: null,
  ...o,
});

const portfolio = (o: Partial<TrainingPortfolioRow> = {}): StudentPortfolioResponse => ({
  categories: [
    {
      _id: catId,
      title: 'Mobilität',
      items: [{ _id: itemId, title: 'Transfer Bett–Stuhl', itemLearned: 'Sicherer Transfer', type: 'Mobility', _trainingPortfolioCategory: catId, trainingPortfolio: tp(o) }],
    },
  ],
  student: { _id: ids.student, firstName: 'Lena', name: 'Schmidt' },
  form: emptyPortfolioForm(),
  formUpdatedBy: null,
  formUpdatedAt: null,
});

const open = () => renderWithAlerts(<TrainingPortfolioPage />, { route, path: '/listingOptions/trainingportfolio/:studentId' });
const alert = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('TrainingPortfolioPage', () => {
  it('PORT-02 PORT-03 PORT-04 PORT-05 PORT-06 PORT-07 PORT-08 the form: blanks, seven blocks, texts, buttons, categories that expand', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${url}`]: portfolio() });
    const user = open();
    expect(await screen.findByText('Lena Schmidt')).toBeInTheDocument();
    for (const label of ['Auszubildende:r', 'Pflegeschule', 'Träger der praktischen Ausbildung']) expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Von')).toHaveLength(7);
    expect(screen.getAllByLabelText('Bis')).toHaveLength(7);
    expect(screen.getAllByRole('textbox', { name: 'Einrichtung' })).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Einführung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hinweise zur Nutzung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kompetenzprofil' })).toHaveAttribute('href', `/competenceprofile/${ids.student}`);
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', `/api/teacher/trainingportfolio/pdf/${ids.student}`);
    const toggle = screen.getByRole('button', { name: 'Mobilität: Einträge anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('columnheader', { name: 'Lerninhalt' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Mobilität: Einträge ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    for (const h of ['Titel', 'Lerninhalt', 'Praxisanleitung', 'Auszubildende:r']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByText('Sicherer Transfer')).toBeVisible();
  });

  it('PORT-09 PORT-13 PORT-14 the teacher ticks teacherChecked: PATCH with item, student, teacher; "Action successful!"; who and when shown', async () => {
    signInAs('teacher');
    let sent: unknown;
    stubFetch({
      [`GET ${url}`]: portfolio(),
      'PATCH /api/teacher/trainingportfolio/update': (init: { body?: unknown }) => {
        sent = JSON.parse(String(init.body));
        return { trainingPortfolio: tp({ teacherChecked: true, _teacher: ids.teacher, teacherCheckedBy: weber, teacherCheckedAt: '2026-03-02T09:30:00.000Z' }), message: portfolioSignAlerts.success };
      },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Mobilität: Einträge anzeigen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Transfer Bett–Stuhl: bestätigt von der Praxisanleitung' }));
    expect(await alert(portfolioSignAlerts.success)).toBeInTheDocument();
    expect(sent).toEqual({ _trainingPortfolioItem: itemId, _student: ids.student, _teacher: ids.teacher, teacherChecked: true });
    expect(screen.getByRole('checkbox', { name: 'Transfer Bett–Stuhl: bestätigt von der Praxisanleitung' })).toBeChecked();
    expect(screen.getByText(/bestätigt von Markus Weber am 02\.03\.2026/)).toBeInTheDocument();
  });

  it('PORT-10 PORT-11 PORT-12 the student ticks only studentChecked; the teacher box says "Action not allowed" and sends nothing', async () => {
    signInAs('student', ids.student);
    let sent: unknown;
    const fetch = stubFetch({
      [`GET ${url}`]: portfolio({ teacherChecked: true, teacherCheckedBy: weber, teacherCheckedAt: '2026-03-02T09:30:00.000Z' }),
      'PATCH /api/teacher/trainingportfolio/update': (init: { body?: unknown }) => {
        sent = JSON.parse(String(init.body));
        return { trainingPortfolio: tp({ teacherChecked: true, studentChecked: true, studentCheckedBy: { _id: ids.student, firstName: 'Lena', name: 'Schmidt' }, studentCheckedAt: '2026-03-03T10:00:00.000Z' }), message: portfolioSignAlerts.success };
      },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Mobilität: Einträge anzeigen' }));
    const teacherBox = screen.getByRole('checkbox', { name: 'Transfer Bett–Stuhl: bestätigt von der Praxisanleitung' });
    expect(teacherBox).toHaveAttribute('aria-disabled', 'true');
    await user.click(teacherBox);
    expect(await alert(portfolioSignAlerts.notAllowed)).toBeInTheDocument();
    expect(teacherBox).toBeChecked();
    expect(calls(fetch).filter((c) => c.startsWith('PATCH'))).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Transfer Bett–Stuhl: bestätigt von der:dem Auszubildenden' }));
    await waitFor(() => expect(sent).toEqual({ _trainingPortfolioItem: itemId, _student: ids.student, studentChecked: true }));
    expect(await screen.findAllByText(portfolioSignAlerts.success, {}, { timeout: 3000 })).not.toHaveLength(0);
    expect(calls(fetch).filter((c) => c.startsWith('PATCH'))).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Transfer Bett–Stuhl: bestätigt von der:dem Auszubildenden' })).toBeChecked());
    expect(teacherBox).toBeChecked();
  });

  it('ISSUE-10 the blanks are saved with dates as null when empty; a bad range is refused before sending', async () => {
    signInAs('student', ids.student);
    let sent: { assignments: Record<string, unknown>; school: string } | undefined;
    const fetch = stubFetch({
      [`GET ${url}`]: portfolio(),
      [`PUT /api/teacher/trainingportfolio/form/${ids.student}`]: (init: { body?: unknown }) => {
        sent = JSON.parse(String(init.body));
        return { form: sent, message: portfolioSignAlerts.success };
      },
    });
    const user = open();
    await user.type(await screen.findByRole('textbox', { name: 'Pflegeschule' }), 'Pflegeschule Nord');
    const orientation = screen.getByRole('group', { name: 'Orientierungseinsatz' });
    const [from, until] = [within(orientation).getByLabelText('Von'), within(orientation).getByLabelText('Bis')];
    await user.type(from, '2025-10-01');
    await user.type(until, '2025-09-01');
    await user.click(screen.getByRole('button', { name: 'Angaben speichern' }));
    expect(await screen.findByText('Bis darf nicht vor Von liegen.')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('PUT'))).toEqual([]);
    await user.clear(until);
    await user.type(until, '2025-12-20');
    await user.click(screen.getByRole('button', { name: 'Angaben speichern' }));
    expect(await alert(portfolioSignAlerts.success)).toBeInTheDocument();
    expect(sent?.school).toBe('Pflegeschule Nord');
    expect(sent?.assignments.orientation).toEqual({ from: '2025-10-01', until: '2025-12-20', company: '' });
    expect(sent?.assignments.pediatric).toEqual({ from: null, until: null, company: '' });
  });

  it('SEC-04 a refusal shows the not-allowed state', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${url}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: portfolioSignAlerts.notAllowed }] }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Angaben speichern' })).not.toBeInTheDocument();
  });
});
