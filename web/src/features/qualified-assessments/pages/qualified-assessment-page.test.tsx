import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  qualifiedAssessmentMessages,
  type QualifiedAssessmentResponse,
  type QualifiedAssessmentRow,
} from '@praxisport/contract/qualified-assessments';
import { calls, ids, reply, renderWithAlerts, signInAs, stubFetch } from '../../../test/render';
import { QualifiedAssessmentPage } from './qualified-assessment-page';

const placementId = '71000000-0000-4000-8000-000000000001';
const assessmentId = '77000000-0000-4000-8000-000000000001';
const classId = '73000000-0000-4000-8000-000000000001';
const weber = { _id: ids.teacher, firstName: 'Markus', name: 'Weber' };
const lena = { _id: ids.student, firstName: 'Lena', name: 'Schmidt' };
const areas = (['I', 'II', 'III', 'IV', 'V'] as const).map((area, i) => ({ area, grade: i + 1 > 3 ? 2 : i + 1, text: `Begründung ${area}` }));
const row = (o: Partial<QualifiedAssessmentRow> = {}): QualifiedAssessmentRow => ({
  _id: assessmentId,
  _placement: placementId,
  areas,
  status: 'submitted',
  teacher: weber,
  submittedAt: '2026-05-20T12:00:00.000Z',
  confirmedAt: null,
  updatedAt: '2026-05-20T12:00:00.000Z',
  ...o,
});
const data = (o: Partial<QualifiedAssessmentResponse> = {}): QualifiedAssessmentResponse => ({
  student: { ...lena, _grade: classId, className: 'PFA 24-1' },
  placement: {
    _id: placementId,
    type: 'outpatient',
    provider: { _id: '74000000-0000-4000-8000-000000000001', name: 'Ambulanter Pflegedienst Mitte', ward: 'Tour Nord' },
    from: '2026-03-02',
    until: '2026-05-22',
    plannedHours: 400,
    instructors: [weber],
  },
  absence: { absentDays: 2, absentHours: 16 },
  assessment: null,
  writableFrom: '2026-05-08',
  mayWrite: false,
  mayConfirm: false,
  today: '2026-05-19',
  ...o,
});
const url = `/api/qualified-assessments/placement/${placementId}`;
const open = () => renderWithAlerts(<QualifiedAssessmentPage />, { route: `/qualified-assessment/${placementId}`, path: '/qualified-assessment/:placementId' });
const area = (a: string) => screen.getByRole('group', { name: new RegExp(`^${a}\\. `) });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Chooses a grade in the Select of competence area `a`. */
async function grade(user: ReturnType<typeof open>, a: string, label: string) {
  const select = within(area(a)).getByRole('combobox', { name: 'Note' });
  await user.click(select);
  // each area's Select has its own list of options
  await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
  const list = document.getElementById(select.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: label, hidden: true }));
}

describe('QualifiedAssessmentPage as the instructor', () => {
  it('ST-30 the header: the student, the placement and the absences from the records; before writableFrom it says from when', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${url}`]: data({ today: '2026-04-01' }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Ambulante Akut-/Langzeitpflege' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Qualifizierte Leistungseinschätzung' })).toBeInTheDocument();
    expect(screen.getByTestId('student-name')).toHaveTextContent('Lena Schmidt · PFA 24-1');
    expect(screen.getByText('Ambulanter Pflegedienst Mitte – Tour Nord')).toBeInTheDocument();
    expect(screen.getByText('02.03.2026 – 22.05.2026')).toBeInTheDocument();
    expect(screen.getByText('400 Stunden geplant')).toBeInTheDocument();
    expect(screen.getByTestId('absence')).toHaveTextContent('Fehltage laut Nachweis: 2 (16 h)');
    expect(screen.getByTestId('writable-from')).toHaveTextContent('ab dem 08.05.2026 (14 Tage vor dem letzten Einsatztag)');
    expect(screen.queryByRole('button', { name: 'Einreichen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Leistungseinschätzung (PDF)' })).not.toBeInTheDocument();
  });

  it('ST-31 saves a draft, then submits after "Leistungseinschätzung einreichen?"; then it is read-only with who and when and the PDF', async () => {
    signInAs('teacher');
    const sent: unknown[] = [];
    const fetch = stubFetch({
      [`GET ${url}`]: data({ mayWrite: true }),
      [`PUT ${url}`]: (init: { body?: unknown }) => {
        const body = JSON.parse(String(init.body)) as { submit: boolean; areas: typeof areas };
        sent.push(body);
        return { assessment: row(body.submit ? { areas: body.areas } : { areas: body.areas, status: 'draft', teacher: weber, submittedAt: null }) };
      },
    });
    const user = open();
    expect(await screen.findAllByText('0/2000')).toHaveLength(5);
    await grade(user, 'I', '1 – sehr gut');
    await user.click(within(area('I')).getByRole('textbox', { name: 'Begründung' }));
    await user.paste('Plant strukturiert.');
    expect(within(area('I')).getByText('19/2000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText('Entwurf gespeichert.')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      submit: false,
      areas: [
        { area: 'I', grade: 1, text: 'Plant strukturiert.' },
        { area: 'II', grade: null, text: '' },
        { area: 'III', grade: null, text: '' },
        { area: 'IV', grade: null, text: '' },
        { area: 'V', grade: null, text: '' },
      ],
    });
    // submitting needs every area: the missing ones are shown at their fields, nothing is sent
    await user.click(screen.getByRole('button', { name: 'Einreichen' }));
    expect(await within(area('II')).findByText(qualifiedAssessmentMessages.grade)).toBeInTheDocument();
    expect(within(area('V')).getByText(qualifiedAssessmentMessages.textNeeded)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    for (const a of ['II', 'III', 'IV', 'V']) {
      await grade(user, a, '2 – gut');
      await user.click(within(area(a)).getByRole('textbox', { name: 'Begründung' }));
      await user.paste(`Begründung ${a}`);
    }
    await user.click(screen.getByRole('button', { name: 'Einreichen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leistungseinschätzung einreichen?' });
    expect(within(dialog).getByText('Danach kann sie nicht mehr geändert werden.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Einreichen' }));
    expect(await screen.findByText('Leistungseinschätzung eingereicht.')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ submit: true, areas: [{ area: 'I', grade: 1 }, { area: 'II', grade: 2, text: 'Begründung II' }, {}, {}, { area: 'V', grade: 2 }] });
    expect(await screen.findByTestId('submitted-by')).toHaveTextContent(/Eingereicht von Markus Weber am 20\.05\.2026/);
    expect(screen.queryByRole('button', { name: 'Einreichen' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('area-II')).getByText('2 – gut')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leistungseinschätzung (PDF)' })).toHaveAttribute('href', `${url}/pdf`);
    expect(calls(fetch).filter((c) => c.startsWith('PUT'))).toHaveLength(2);
  });

  it('ST-32 a server field error (areas.2.text) shows at that field', async () => {
    signInAs('teacher');
    stubFetch({
      [`GET ${url}`]: data({ mayWrite: true, assessment: row({ status: 'draft', submittedAt: null }) }),
      [`PUT ${url}`]: reply(400, { code: 'VALIDATION_ERROR', messages: [{ message: qualifiedAssessmentMessages.textNeeded, path: 'areas.2.text' }] }),
    });
    const user = open();
    expect(await within(await screen.findByTestId('area-III')).findByDisplayValue('Begründung III')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    const text = within(area('III')).getByRole('textbox', { name: 'Begründung' });
    expect(await within(area('III')).findByText(qualifiedAssessmentMessages.textNeeded)).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(within(area('II')).queryByText(qualifiedAssessmentMessages.textNeeded)).not.toBeInTheDocument();
  });

  it('ST-33 another reader sees neither the form nor a draft\'s grades', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET ${url}`]: data({ assessment: row({ status: 'draft', submittedAt: null }) }) });
    open();
    expect(await screen.findByText('Die Praxisanleitung hat die Leistungseinschätzung noch nicht eingereicht.')).toBeInTheDocument();
    expect(screen.getByTestId('assessment-status')).toHaveTextContent('Entwurf');
    expect(screen.queryByText('Begründung I')).not.toBeInTheDocument();
  });
});

describe('QualifiedAssessmentPage as the student', () => {
  it('ST-34 the student reads the submitted assessment and confirms the discussion', async () => {
    signInAs('student', ids.student);
    const fetch = stubFetch({
      [`GET ${url}`]: data({ assessment: row(), mayConfirm: true }),
      [`POST /api/qualified-assessments/${assessmentId}/confirm`]: { assessment: row({ status: 'confirmed', confirmedAt: '2026-05-21T08:30:00.000Z' }) },
    });
    const user = open();
    expect(await screen.findByText('Die:der Auszubildende hat das Gespräch noch nicht bestätigt.')).toBeInTheDocument();
    expect(within(screen.getByTestId('area-I')).getByText('1 – sehr gut')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gespräch bestätigen' }));
    expect(await screen.findByText('Gespräch bestätigt.')).toBeInTheDocument();
    expect(calls(fetch)).toContain(`POST /api/qualified-assessments/${assessmentId}/confirm`);
    expect(await screen.findByTestId('confirmed-by')).toHaveTextContent(/Gespräch bestätigt von Lena Schmidt am 21\.05\.2026/);
    expect(screen.getByTestId('assessment-status')).toHaveTextContent('Gespräch bestätigt');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Gespräch bestätigen' })).not.toBeInTheDocument());
  });

  it('ST-35 not allowed, not found (an id that is no UUID, without a request) and a failing server', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET ${url}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: qualifiedAssessmentMessages.noAccess }] }) });
    open();
    expect(await screen.findByRole('heading', { name: /Kein Zugriff/ })).toBeInTheDocument();

    const fetch = stubFetch({});
    renderWithAlerts(<QualifiedAssessmentPage />, { route: '/qualified-assessment/x', path: '/qualified-assessment/:placementId' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(calls(fetch)).toEqual([]);
  });

  it('ST-35 an unknown placement is not found; a failing server shows its message', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET ${url}`]: reply(404, { code: 'NOT_FOUND', messages: [{ message: qualifiedAssessmentMessages.placementNotFound }] }) });
    open();
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('ST-35 a failing server shows its message', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET ${url}`]: reply(500, { code: 'INTERNAL_ERROR', messages: [{ message: 'Interner Fehler.' }] }) });
    open();
    expect(await screen.findByText('Interner Fehler.')).toBeInTheDocument();
  });
});
