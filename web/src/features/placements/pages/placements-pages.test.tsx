import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClassPlanResponse, PlacementRow, StudentPlanResponse } from '@praxisport/contract/placements';
import { calls, ids, reply, renderWithAlerts, signInAs, stubFetch } from '../../../test/render';
import { ClassPlacementsPage } from './class-placements-page';
import { StudentPlacementsPage } from './student-placements-page';
import { AdminPlacementsPage } from './admin-placements-page';

const placementId = '71000000-0000-4000-8000-000000000001';
const recordId = '72000000-0000-4000-8000-000000000001';
const classId = '73000000-0000-4000-8000-000000000001';
const weber = { _id: ids.teacher, firstName: 'Markus', name: 'Weber' };
const placement = (o: Partial<PlacementRow> = {}): PlacementRow => ({
  _id: placementId,
  _student: ids.student,
  type: 'inpatientAcute',
  provider: { _id: '74000000-0000-4000-8000-000000000001', name: 'Klinikum Nord', ward: 'Station 3B' },
  from: '2026-03-02',
  until: '2026-05-24',
  plannedHours: 400,
  atProvider: false,
  instructors: [weber],
  proof: { requiredMinutes: 2400, confirmedMinutes: 120, pendingMinutes: 90, disputedMinutes: 0, expectedMinutes: 480, light: 'red' },
  absentDays: 0,
  mayRecord: false,
  ...o,
});
const plan = (o: Partial<StudentPlanResponse> = {}): StudentPlanResponse => ({
  student: { _id: ids.student, firstName: 'Lena', name: 'Schmidt', _grade: classId, className: 'PFA 24-1' },
  placements: [placement()],
  guidance: [
    {
      _id: recordId,
      _placement: placementId,
      date: '2026-03-10',
      minutes: 90,
      kind: 'guidance',
      topic: 'Mobilisation nach Kinästhetik',
      competenceArea: 'I',
      fromTalk: false,
      teacher: weber,
      status: 'pending',
      comment: null,
      decidedBy: null,
      decidedAt: null,
      createdAt: '2026-03-10T12:00:00.000Z',
    },
  ],
  absences: [],
  typeTotals: [
    { type: 'inpatientAcute', plannedHours: 400, requiredHours: 400, short: false },
    { type: 'psychiatry', plannedHours: 0, requiredHours: 120, short: true },
  ],
  wishes: [
    { index: 1, wish: 'Psychiatrie', metBy: [] },
    { index: 2, wish: 'stationäre Akutpflege', metBy: [placementId] },
    { index: 3, wish: null, metBy: [] },
    { index: 4, wish: null, metBy: [] },
    { index: 5, wish: null, metBy: [] },
  ],
  absence: { absentDays: 2, missedHours: 16, limitHours: 250, rate: 0.6, overLimit: false, school: { recordedHours: 180, missedHours: 12.5, rate: 0.069, level: 'ok' } },
  instructorOptions: [],
  mayPlan: false,
  today: '2026-03-16',
  ...o,
});
const url = `/api/placements/student/${ids.student}`;
/** What the visits answer carries besides its visits (the placements page reads only the visits). */
const visitsOf = { student: { _id: ids.student, firstName: 'Lena', name: 'Schmidt', className: 'PFA 24-1' }, placements: [], today: '2026-03-16' };

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('StudentPlacementsPage', () => {
  it('ISSUE-14 shows the wishes beside the plan, short types, the proof with its traffic light and both absences', async () => {
    signInAs('student');
    stubFetch({ [`GET ${url}`]: plan() });
    renderWithAlerts(<StudentPlacementsPage />, { route: `/placements/${ids.student}`, path: '/placements/:studentId' });
    expect(await screen.findByRole('heading', { name: 'Praxiseinsätze und Praxisanleitung' })).toBeInTheDocument();
    expect(screen.getByTestId('wish-2')).toHaveTextContent('erfüllt');
    expect(screen.getByTestId('wish-1')).toHaveTextContent('offen');
    expect(screen.getByTestId('total-psychiatry')).toHaveTextContent('zu wenig');
    expect(screen.getByTestId('traffic-light')).toHaveTextContent('Rot – im Rückstand');
    expect(screen.getByTestId('confirmed-minutes')).toHaveTextContent('120 min');
    expect(screen.getByTestId('required-minutes')).toHaveTextContent('2.400 min');
    expect(screen.getByTestId('practical-absence')).toHaveTextContent('2 Fehltage = 16 h von höchstens 250 h');
    expect(screen.getByText(/Schulischer Teil .*12,5 h von 180 h versäumt \(6,9 %\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nachweis der Praxisanleitung (PDF)' })).toHaveAttribute('href', `/api/placements/student/${ids.student}/pdf`);
    expect(screen.getByRole('link', { name: 'Ausbildungsstand' })).toHaveAttribute('href', `/status/${ids.student}`);
    // students neither plan nor record
    expect(screen.queryByRole('button', { name: 'Einsatz planen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Anleitung erfassen/ })).not.toBeInTheDocument();
  });

  it('ISSUE-14 the student confirms a pending record', async () => {
    signInAs('student');
    const fetch = stubFetch({
      [`GET ${url}`]: plan(),
      [`PUT /api/placements/guidance/${recordId}`]: { guidance: { ...plan().guidance[0]!, status: 'confirmed', decidedBy: { _id: ids.student, firstName: 'Lena', name: 'Schmidt' }, decidedAt: '2026-03-16T10:00:00.000Z' } },
    });
    const user = renderWithAlerts(<StudentPlacementsPage />, { route: `/placements/${ids.student}`, path: '/placements/:studentId' });
    const record = await screen.findByTestId(`guidance-${recordId}`);
    await user.click(within(record).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Anleitung bestätigt.')).toBeInTheDocument();
    expect(calls(fetch)).toContain(`PUT /api/placements/guidance/${recordId}`);
  });

  it('ISSUE-14 a dispute needs a reason; a refusal shows the server text', async () => {
    signInAs('student');
    const fetch = stubFetch({
      [`GET ${url}`]: plan(),
      [`PUT /api/placements/guidance/${recordId}`]: reply(409, { code: 'CONFLICT', messages: [{ message: 'Dieser Anleitungsnachweis wurde bereits bestätigt oder beanstandet.' }] }),
    });
    const user = renderWithAlerts(<StudentPlacementsPage />, { route: `/placements/${ids.student}`, path: '/placements/:studentId' });
    await user.click(within(await screen.findByTestId(`guidance-${recordId}`)).getByRole('button', { name: 'Beanstanden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beanstanden' });
    await user.click(within(dialog).getByRole('button', { name: 'Beanstanden' }));
    expect(await within(dialog).findByText('Bitte begründen Sie die Beanstandung.')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('PUT'))).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Begründung der Beanstandung/), 'Ich war krank.');
    await user.click(within(dialog).getByRole('button', { name: 'Beanstanden' }));
    expect(await screen.findByText('Dieser Anleitungsnachweis wurde bereits bestätigt oder beanstandet.')).toBeInTheDocument();
  });

  it('ISSUE-14 the assigned teacher may record, not confirm', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${url}`]: plan({ placements: [placement({ mayRecord: true })] }) });
    renderWithAlerts(<StudentPlacementsPage />, { route: `/placements/${ids.student}`, path: '/placements/:studentId' });
    expect(await screen.findByRole('button', { name: /^Anleitung erfassen: / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Fehlzeit erfassen: / })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bestätigen' })).not.toBeInTheDocument();
  });

  it('ST-25 each placement shows its visits read-only and links to the visits and its qualified assessment; "Träger" marks a placement at the provider', async () => {
    signInAs('student');
    stubFetch({
      [`GET ${url}`]: plan({ placements: [placement({ atProvider: true })] }),
      [`GET /api/visits/student/${ids.student}`]: {
        visits: [
          { _id: '76000000-0000-4000-8000-000000000002', _placement: placementId, date: '2026-04-20', form: 'talk', notes: null, supervisor: null, createdAt: '2026-04-20T10:00:00.000Z' },
          { _id: '76000000-0000-4000-8000-000000000001', _placement: placementId, date: '2026-03-12', form: 'onSite', notes: 'intern', supervisor: null, createdAt: '2026-03-12T10:00:00.000Z' },
        ],
        mayRecord: false,
        ...visitsOf,
      },
    });
    renderWithAlerts(<StudentPlacementsPage />, { route: `/placements/${ids.student}`, path: '/placements/:studentId' });
    const card = await screen.findByTestId(`placement-${placementId}`);
    expect(await within(card).findByTestId('placement-visits')).toHaveTextContent('Praxisbegleitung: 12.03.2026 (Besuch vor Ort), 20.04.2026 (Gespräch)');
    // read-only: the notes stay on the visits page, nothing to record or remove here
    expect(within(card).queryByText('intern')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Besuch/ })).not.toBeInTheDocument();
    expect(within(card).getByTestId('at-provider')).toHaveTextContent('Träger');
    expect(within(card).getByRole('link', { name: /^Praxisbegleitung: Stationäre Akutpflege/ })).toHaveAttribute('href', `/visits/${ids.student}`);
    expect(within(card).getByRole('link', { name: /^Leistungseinschätzung: Stationäre Akutpflege/ })).toHaveAttribute('href', `/qualified-assessment/${placementId}`);
  });

  it('ST-26 the supervisor marks a placement as at the provider ("Beim Träger der praktischen Ausbildung")', async () => {
    signInAs('supervisor');
    let sent: unknown;
    stubFetch({
      [`GET ${url}`]: plan({ mayPlan: true }),
      [`GET /api/visits/student/${ids.student}`]: { visits: [], mayRecord: true, ...visitsOf },
      'GET /api/placements/providers': { providers: [placement().provider] },
      [`PUT /api/placements/${placementId}`]: (init: { body?: unknown }) => {
        sent = JSON.parse(String(init.body));
        const { proof: _p, absentDays: _a, mayRecord: _m, ...row } = placement({ atProvider: true });
        return { placement: row };
      },
    });
    const user = renderWithAlerts(<StudentPlacementsPage />, { route: `/placements/${ids.student}`, path: '/placements/:studentId' });
    const card = await screen.findByTestId(`placement-${placementId}`);
    expect(await within(card).findByTestId('placement-visits')).toHaveTextContent('Praxisbegleitung: noch kein Besuch');
    expect(within(card).queryByTestId('at-provider')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Bearbeiten: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Bearbeiten' });
    const box = within(dialog).getByRole('checkbox', { name: 'Beim Träger der praktischen Ausbildung' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Praxiseinsatz gespeichert.')).toBeInTheDocument();
    expect(sent).toMatchObject({ type: 'inpatientAcute', atProvider: true });
  });

  it('ST-25 in the back office the visits show, without the links to the user screens', async () => {
    stubFetch({ [`GET ${url}`]: plan(), [`GET /api/visits/student/${ids.student}`]: { visits: [], mayRecord: false, ...visitsOf } });
    renderWithAlerts(<StudentPlacementsPage admin />, { route: `/admin/placements/${ids.student}`, path: '/admin/placements/:studentId' });
    const card = await screen.findByTestId(`placement-${placementId}`);
    expect(await within(card).findByTestId('placement-visits')).toHaveTextContent('noch kein Besuch');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('ISSUE-14 not allowed for a teacher who is not assigned', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${url}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'Sie haben keinen Zugriff auf die Praxiseinsätze dieser:s Auszubildenden.' }] }) });
    renderWithAlerts(<StudentPlacementsPage />, { route: `/placements/${ids.student}`, path: '/placements/:studentId' });
    expect(await screen.findByRole('heading', { name: /Kein Zugriff/ })).toBeInTheDocument();
  });
});

describe('ClassPlacementsPage', () => {
  const classPlan: ClassPlanResponse = {
    _grade: classId,
    className: 'PFA 24-1',
    today: '2026-03-16',
    students: [
      { _id: ids.student, firstName: 'Lena', name: 'Schmidt', placements: [{ ...placement(), proof: { ...placement().proof, confirmedMinutes: 2400, light: 'green' as const } }] },
      { _id: '75000000-0000-4000-8000-000000000001', firstName: 'Ben', name: 'Adler', placements: [{ ...placement({ _id: '71000000-0000-4000-8000-000000000002', _student: '75000000-0000-4000-8000-000000000001' }) }] },
    ].map((s) => ({ ...s, placements: s.placements.map(({ instructors: _i, mayRecord: _m, ...p }) => p) })),
  };

  it('ISSUE-14 draws the calendar and a sortable proof table with the CSV export', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET /api/placements/class/${classId}`]: classPlan });
    const user = renderWithAlerts(<ClassPlacementsPage />, { route: `/placements/class/${classId}`, path: '/placements/class/:classId' });
    expect(await screen.findByRole('heading', { name: 'Einsatzplan und Anleitungsnachweis – PFA 24-1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Einsatzkalender der Klasse/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tabelle als CSV' })).toHaveAttribute('href', `/api/placements/class/${classId}/csv`);
    const names = () => screen.getAllByRole('link', { name: /, (Lena|Ben)$/ }).map((a) => a.textContent);
    expect(names()).toEqual(['Adler, Ben', 'Schmidt, Lena']);
    expect(screen.getByRole('link', { name: 'Ausbildungsstand der Klasse' })).toHaveAttribute('href', `/status/class/${classId}`);
    await user.click(screen.getByRole('button', { name: 'Sortieren nach Bestätigt (min)' }));
    await user.click(screen.getByRole('button', { name: 'Sortieren nach Bestätigt (min)' }));
    await waitFor(() => expect(names()).toEqual(['Schmidt, Lena', 'Adler, Ben']));
  });

  it('ISSUE-14 in the back office the class calendar and table stay there: students open read-only, back to the search', async () => {
    stubFetch({ [`GET /api/placements/class/${classId}`]: classPlan });
    renderWithAlerts(<ClassPlacementsPage admin />, { route: `/admin/placements/class/${classId}`, path: '/admin/placements/class/:classId' });
    expect(await screen.findByRole('heading', { name: 'Einsatzplan und Anleitungsnachweis – PFA 24-1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Einsatzkalender der Klasse/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schmidt, Lena' })).toHaveAttribute('href', `/admin/placements/${ids.student}`);
    expect(screen.getByRole('link', { name: 'Zurück zur Suche' })).toHaveAttribute('href', `/admin/placements?class=${classId}`);
    // the class's status, read-only in the back office as well
    expect(screen.getByRole('link', { name: 'Ausbildungsstand der Klasse' })).toHaveAttribute('href', `/admin/status/class/${classId}`);
  });
});

describe('ISSUE-14 back office: AdminPlacementsPage and the read-only plan', () => {
  const otherClass = '73000000-0000-4000-8000-000000000002';
  const classes = { classes: [{ _id: classId, className: 'PFA 24-1', _teacher: ids.supervisor, noOfStudents: 2 }, { _id: otherClass, className: 'Kurs 2025 A', _teacher: ids.supervisor, noOfStudents: 0 }] };
  const students = {
    class: classes.classes[0]!,
    students: [
      { _id: ids.student, firstName: 'Lena', name: 'Schmidt', email: 'l@x.de', contact: null },
      { _id: '44444444-4444-4444-8444-444444444444', firstName: 'Jürgen', name: 'Özdemir', email: 'j@x.de', contact: null },
    ],
  };

  it('an admin chooses a class, filters by name (accents ignored) and opens a student\'s plan', async () => {
    const fetch = stubFetch({ 'GET /api/grade/allClasses': classes, [`GET /api/user/students/${classId}`]: students });
    const user = renderWithAlerts(<AdminPlacementsPage />, { route: '/admin/placements', path: '/admin/placements' });
    expect(await screen.findByRole('heading', { name: 'Praxiseinsätze und Praxisanleitung' })).toBeInTheDocument();
    expect(screen.getByText('Bitte eine Klasse wählen.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Klasse' }));
    await user.click(await screen.findByRole('option', { name: 'PFA 24-1', hidden: true }));
    expect(await screen.findByRole('link', { name: 'Schmidt' })).toHaveAttribute('href', `/admin/placements/${ids.student}`);
    await user.type(screen.getByRole('textbox', { name: 'Name enthält' }), 'jurgen oz');
    expect(screen.queryByRole('link', { name: 'Schmidt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Özdemir' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name enthält' }));
    await user.type(screen.getByRole('textbox', { name: 'Name enthält' }), 'niemand');
    expect(screen.getByText('Niemand in dieser Klasse passt zum Namen.')).toBeInTheDocument();
    expect(calls(fetch)).toContain(`GET /api/user/students/${classId}`);
    expect(screen.getByRole('link', { name: 'Einsatzplan der Klasse' })).toHaveAttribute('href', `/admin/placements/class/${classId}`);
  });

  it('an empty class and a failing class list have their own states', async () => {
    stubFetch({
      'GET /api/grade/allClasses': classes,
      [`GET /api/user/students/${otherClass}`]: { class: classes.classes[1]!, students: [] },
    });
    renderWithAlerts(<AdminPlacementsPage />, { route: `/admin/placements?class=${otherClass}`, path: '/admin/placements' });
    expect(await screen.findByText('In dieser Klasse sind keine Auszubildenden.')).toBeInTheDocument();
  });

  it('the plan in the back office: read-only (no plan, record or confirm buttons), the PDF link, the traffic light, back to the class', async () => {
    stubFetch({ [`GET ${url}`]: plan({ placements: [placement({ mayRecord: false })] }) });
    renderWithAlerts(<StudentPlacementsPage admin />, { route: `/admin/placements/${ids.student}`, path: '/admin/placements/:studentId' });
    expect(await screen.findByText('Nur lesen')).toBeInTheDocument();
    expect(screen.getByTestId('traffic-light')).toHaveTextContent('Rot – im Rückstand');
    expect(screen.getByRole('link', { name: 'Nachweis der Praxisanleitung (PDF)' })).toHaveAttribute('href', `/api/placements/student/${ids.student}/pdf`);
    expect(screen.getByRole('link', { name: 'Zurück zur Suche' })).toHaveAttribute('href', `/admin/placements?class=${classId}`);
    expect(screen.getByRole('link', { name: 'Ausbildungsstand' })).toHaveAttribute('href', `/admin/status/${ids.student}`);
    for (const name of ['Einsatz planen', 'Bearbeiten', 'Anleitung erfassen', 'Bestätigen', 'Beanstanden']) expect(screen.queryByRole('button', { name: new RegExp(`^${name}`) })).not.toBeInTheDocument();
  });
});
