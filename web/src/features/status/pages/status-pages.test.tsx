import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ClassStatusResponse, ClassStatusRow, DueItem, StatusLights, StatusPlacement, StudentStatusResponse } from '@praxisport/contract/status';
import { statusMessages } from '@praxisport/contract/status';
import i18n from '../../../lib/i18n';
import { calls, ids, reply, renderWithAlerts, signInAs, stubFetch } from '../../../test/render';
import { ClassStatusPage } from './class-status-page';
import { DuePage } from './due-page';
import { StudentStatusPage } from './student-status-page';

const classId = '73000000-0000-4000-8000-000000000001';
const placementId = '71000000-0000-4000-8000-000000000001';
const lena = { _id: ids.student, firstName: 'Lena', name: 'Schmidt' };
const placement: StatusPlacement = {
  _id: placementId,
  type: 'inpatientAcute',
  provider: { _id: '74000000-0000-4000-8000-000000000001', name: 'Klinikum Nord', ward: 'Station 3B' },
  from: '2025-03-03',
  until: '2025-05-25',
  plannedHours: 400,
};
const green: StatusLights = { theory: 'green', practice: 'green', guidance: 'green', visits: 'green', assessments: 'green', readiness: 'green' };

const status = (o: Partial<StudentStatusResponse> = {}): StudentStatusResponse => ({
  student: { ...lena, _grade: classId, className: 'PFA 24-1' },
  training: { start: '2024-09-01', plannedEnd: '2027-08-31', partTime: false },
  years: [
    { year: 1, from: '2024-09-01', until: '2025-08-31', started: true },
    { year: 2, from: '2025-09-01', until: '2026-08-31', started: true },
    { year: 3, from: '2026-09-01', until: '2027-08-31', started: false },
  ],
  today: '2026-03-16',
  theory: { heldHours: 1234.5, attendedHours: 1144.5, missedHours: 90, rate: 90 / 1234.5, mayStillMissHours: 120, forecastMissedHours: 153.1, light: 'green' },
  practice: {
    types: [
      { type: 'orientation', requiredHours: 400, doneHours: 400, plannedHours: 400, light: 'green' },
      { type: 'inpatientAcute', requiredHours: 400, doneHours: 384, plannedHours: 384, light: 'red' },
      { type: 'psychiatry', requiredHours: 120, doneHours: 0, plannedHours: 120, light: 'amber' },
    ],
    doneHours: 784,
    plannedHours: 904,
    providerHours: 1300,
    absentHours: 16,
    compulsoryAbsences: [{ type: 'inpatientAcute', from: '2025-03-03', absentHours: 16, allowedHours: 100, light: 'green' }],
    forecastAbsentHours: 40,
    absenceLight: 'green',
    providerChecks: { hours: 'green', orientation: 'green', compulsory: 'red' },
    light: 'red',
  },
  guidance: { placements: [{ placement, requiredMinutes: 2400, confirmedMinutes: 2430, pendingMinutes: 90, expectedMinutes: 2400, light: 'green' }], light: 'green' },
  visits: { placements: [{ placement, visits: [{ date: '2025-04-10', form: 'onSite' }], state: 'done', dueBy: '2025-05-25', light: 'green' }], light: 'green' },
  assessments: { placements: [{ placement, state: 'submitted', meanGrade: 1.8, dueBy: '2025-05-25', light: 'amber' }], light: 'amber' },
  readiness: {
    missing: [
      { part: 'practice', text: 'Stationäre Akutpflege: 16 h fehlen.', dueBy: '2027-08-31', light: 'red' },
      { part: 'assessments', text: 'Gespräch zur Leistungseinschätzung bestätigen.', dueBy: null, light: 'amber' },
    ],
    light: 'red',
  },
  lights: { theory: 'green', practice: 'red', guidance: 'green', visits: 'green', assessments: 'amber', readiness: 'red' },
  maySupervise: false,
  ...o,
});
const statusUrl = `/api/status/${ids.student}`;
const openStatus = () => renderWithAlerts(<StudentStatusPage />, { route: `/status/${ids.student}`, path: '/status/:studentId' });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('StudentStatusPage', () => {
  it('ST-29 in English the parts, lights and meanings come from the English texts', async () => {
    await i18n.changeLanguage('en');
    try {
      signInAs('student', ids.student);
      stubFetch({ [`GET ${statusUrl}`]: status() });
      openStatus();
      expect(await screen.findByRole('heading', { level: 1, name: 'Training status' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Admission to the examination' })).toBeInTheDocument();
      expect(screen.getByTestId('meaning-practice')).toHaveTextContent('Can no longer be met without extending the training.');
      expect(within(screen.getByTestId('part-practice')).getAllByText('Red')[0]).toBeInTheDocument();
      expect(screen.getByTestId('practice-types')).toHaveTextContent('Inpatient acute care');
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('ST-30 shows the six parts in order, each light as a badge with its word and its meaning in words', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET ${statusUrl}`]: status() });
    openStatus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ausbildungsstand' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Ausbildungszeitraum', 'Theorie', 'Praxis', 'Praxisanleitung', 'Praxisbegleitung', 'Leistungseinschätzungen', 'Zulassung zur Prüfung']);
    const practice = screen.getByTestId('part-practice');
    expect(within(practice).getAllByText('Rot')[0]).toBeInTheDocument();
    expect(screen.getByTestId('meaning-practice')).toHaveTextContent('Ohne Verlängerung der Ausbildung nicht mehr erreichbar.');
    expect(screen.getByTestId('meaning-theory')).toHaveTextContent('Erfüllt oder auf gutem Weg.');
    expect(screen.getByTestId('meaning-assessments')).toHaveTextContent('Gefährdet nach der Prognose.');
    expect(within(screen.getByTestId('part-assessments')).getAllByText('Gelb')[0]).toBeInTheDocument();
    // the student reads, sets nothing
    expect(screen.queryByTestId('training-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('training-period')).toHaveTextContent('01.09.2024 – 31.08.2027 (Vollzeit)');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', `/${ids.student}`);
  });

  it('ST-31 shows the figures in German formats: theory, practice per type, guidance as hours, visits, assessments, what is missing by when', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${statusUrl}`]: status() });
    openStatus();
    await screen.findByTestId('part-theory');
    expect(screen.getByTestId('theory-held')).toHaveTextContent('1.234,5 h von 2.100 h');
    expect(screen.getByTestId('theory-rate')).toHaveTextContent('7,3 % (zulässig 10 %)');
    expect(screen.getByTestId('theory-mayStillMiss')).toHaveTextContent('120 h von 210 h');
    expect(screen.getByTestId('theory-forecast')).toHaveTextContent('153,1 h versäumt bei der bisherigen Quote (zulässig 210 h)');
    const types = within(screen.getByTestId('practice-types'));
    expect(types.getByRole('columnheader', { name: 'Gefordert' })).toBeInTheDocument();
    const acute = types.getAllByRole('row').find((r) => r.textContent?.includes('Stationäre Akutpflege'))!;
    expect(acute).toHaveTextContent('384 h');
    expect(acute).toHaveTextContent('Rot');
    expect(screen.getByTestId('practice-provider')).toHaveTextContent('1.300 h geplant (mindestens 1.300 h)');
    expect(screen.getByTestId('practice-absence')).toHaveTextContent('16 h (zulässig 250 h, 10 %)');
    expect(screen.getByTestId('practice-absence')).toHaveTextContent('Prognose bis zum geplanten Ende: 40 h');
    expect(screen.getByTestId('practice-providerCompulsory')).toHaveTextContent('Rot');
    expect(screen.getByTestId('practice-providerCompulsory')).toHaveTextContent('nicht geplant');
    expect(screen.getByTestId('compulsory-absences')).toHaveTextContent('Stationäre Akutpflege ab 03.03.2025: 16 h von höchstens 100 h');
    const guidance = screen.getByTestId('part-guidance');
    expect(guidance).toHaveTextContent('40,5 h');
    expect(within(guidance).getByRole('link', { name: 'Anleitungsnachweis öffnen' })).toHaveAttribute('href', `/placements/${ids.student}`);
    const visits = screen.getByTestId('part-visits');
    expect(visits).toHaveTextContent('10.04.2025 (Besuch vor Ort)');
    expect(visits).toHaveTextContent('besucht');
    expect(within(visits).getByRole('link', { name: 'Praxisbegleitung öffnen' })).toHaveAttribute('href', `/visits/${ids.student}`);
    const assessments = screen.getByTestId('part-assessments');
    expect(assessments).toHaveTextContent('1,8');
    expect(assessments).toHaveTextContent('eingereicht, Gespräch offen');
    expect(within(assessments).getByRole('link', { name: /^Öffnen: Leistungseinschätzung zum Einsatz Stationäre Akutpflege/ })).toHaveAttribute('href', `/qualified-assessment/${placementId}`);
    const missing = screen.getByTestId('missing');
    expect(missing).toHaveTextContent('Stationäre Akutpflege: 16 h fehlen.Praxis · Frist 31.08.2027');
    expect(missing).toHaveTextContent('Leistungseinschätzungen · ohne Frist');
    // a teacher goes back to the class's overview or the apprentice's home
    expect(screen.getByRole('link', { name: 'Ausbildungsstand der Klasse' })).toHaveAttribute('href', `/status/class/${classId}`);
  });

  it('ST-32 the supervisor sets the training period: an end outside three to five years is refused at the field, without a request', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({ [`GET ${statusUrl}`]: status({ training: null, years: [], maySupervise: true }) });
    const user = openStatus();
    expect(await screen.findByText('Für diese:n Auszubildende:n ist noch kein Ausbildungszeitraum festgelegt.')).toBeInTheDocument();
    const start = screen.getByLabelText(/Ausbildungsbeginn/);
    await user.type(start, '2025-09-01');
    // the full-time end as a first suggestion
    const end = screen.getByLabelText(/Geplantes Ende/);
    expect(end).toHaveValue('2028-08-31');
    await user.clear(end);
    await user.type(end, '2027-09-01');
    await user.click(screen.getByRole('button', { name: 'Ausbildungszeitraum speichern' }));
    expect(await screen.findByText(statusMessages.endRange)).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetch).filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('ST-33 the supervisor saves a period once and opens one certificate per started year; a server refusal of the end shows at the field', async () => {
    signInAs('supervisor');
    let puts = 0;
    stubFetch({
      [`GET ${statusUrl}`]: status({ maySupervise: true }),
      [`PUT ${statusUrl}/training`]: async () => {
        puts += 1;
        // in flight for a moment, so that the second click of a double click finds it busy
        await new Promise((r) => setTimeout(r, 50));
        return puts === 1 ? reply(400, { code: 'VALIDATION_ERROR', messages: [{ message: statusMessages.endRange, path: 'plannedEnd' }] }) : { training: { start: '2024-09-01', plannedEnd: '2028-08-31', partTime: true } };
      },
    });
    const user = openStatus();
    await screen.findByTestId('training-form');
    expect(screen.getByRole('link', { name: 'Jahreszeugnis 1. Ausbildungsjahr (PDF)' })).toHaveAttribute('href', `/api/status/${ids.student}/certificate/1`);
    expect(screen.getByRole('link', { name: 'Jahreszeugnis 2. Ausbildungsjahr (PDF)' })).toHaveAttribute('href', `/api/status/${ids.student}/certificate/2`);
    expect(screen.queryByRole('link', { name: /3\. Ausbildungsjahr/ })).not.toBeInTheDocument();
    const end = screen.getByLabelText(/Geplantes Ende/);
    await user.clear(end);
    await user.type(end, '2028-08-31');
    await user.dblClick(screen.getByRole('button', { name: 'Ausbildungszeitraum speichern' }));
    expect(await screen.findByText(statusMessages.endRange)).toBeInTheDocument();
    expect(puts).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Ausbildungszeitraum speichern' }));
    expect(await screen.findByText('Der Ausbildungszeitraum wurde gespeichert.')).toBeInTheDocument();
    expect(puts).toBe(2);
  });

  it('ST-34 a refusal (403) replaces the page', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${statusUrl}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: statusMessages.noAccess }] }) });
    openStatus();
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ausbildungsstand' })).not.toBeInTheDocument();
  });
});

const row = (name: string, firstName: string, lights: Partial<StatusLights>, id: string): ClassStatusRow => ({
  student: { _id: id, firstName, name },
  training: { start: '2024-09-01', plannedEnd: '2027-08-31', partTime: false },
  lights: { ...green, ...lights },
  theoryMissedHours: 10,
  theoryRate: 0.02,
  practiceDoneHours: 800,
  atRiskCount: Object.values(lights).filter((l) => l !== 'green').length,
});
const classStatus: ClassStatusResponse = {
  _grade: classId,
  className: 'PFA 24-1',
  today: '2026-03-16',
  students: [
    row('Schmidt', 'Lena', {}, ids.student),
    row('Albers', 'Jonas', { theory: 'amber', readiness: 'amber' }, '33333333-3333-4333-8333-333333333334'),
    row('Meyer', 'Aylin', { practice: 'red', readiness: 'red' }, '33333333-3333-4333-8333-333333333335'),
  ],
};
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('link')[0]!.textContent);

describe('ClassStatusPage', () => {
  it('ST-35 every apprentice × the six lights with words; sortable by name and by part (worst first); "Nur Gelb oder Rot" leaves the green out', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET /api/status/class/${classId}`]: classStatus });
    const user = renderWithAlerts(<ClassStatusPage />, { route: `/status/class/${classId}`, path: '/status/class/:classId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ausbildungsstand der Klasse – PFA 24-1' })).toBeInTheDocument();
    expect(names()).toEqual(['Albers, Jonas', 'Meyer, Aylin', 'Schmidt, Lena']);
    expect(screen.getByRole('link', { name: 'Schmidt, Lena' })).toHaveAttribute('href', `/status/${ids.student}`);
    const meyer = screen.getAllByRole('row').find((r) => r.textContent?.includes('Meyer'))!;
    expect(within(meyer).getAllByText('Rot').length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: /Anleitung/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sortieren nach Theorie' }));
    expect(names()).toEqual(['Albers, Jonas', 'Meyer, Aylin', 'Schmidt, Lena']);
    await user.click(screen.getByRole('button', { name: 'Sortieren nach Zulassung zur Prüfung' }));
    expect(names()).toEqual(['Meyer, Aylin', 'Albers, Jonas', 'Schmidt, Lena']);
    await user.click(screen.getByRole('button', { name: 'Sortieren nach Zulassung zur Prüfung' }));
    expect(names()).toEqual(['Schmidt, Lena', 'Albers, Jonas', 'Meyer, Aylin']);

    await user.click(screen.getByRole('switch', { name: 'Nur Gelb oder Rot' }));
    expect(screen.queryByRole('link', { name: 'Schmidt, Lena' })).not.toBeInTheDocument();
    expect(screen.getByTestId('class-count')).toHaveTextContent('2 von 3 Auszubildenden');
    expect(screen.getByRole('link', { name: 'Tabelle als CSV' })).toHaveAttribute('href', `/api/status/class/${classId}/csv`);
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });

  it('ST-36 with every apprentice green the filter says so', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/status/class/${classId}`]: { ...classStatus, students: [classStatus.students[0]!] } });
    const user = renderWithAlerts(<ClassStatusPage />, { route: `/status/class/${classId}`, path: '/status/class/:classId' });
    await user.click(await screen.findByRole('switch', { name: 'Nur Gelb oder Rot' }));
    expect(screen.getByText('Alle Auszubildenden sind grün.')).toBeInTheDocument();
  });
});

const item = (o: Partial<DueItem>): DueItem => ({
  kind: 'visit',
  student: lena,
  _grade: classId,
  className: 'PFA 24-1',
  text: 'Stationäre Akutpflege, Klinikum Nord: noch kein Besuch.',
  dueBy: '2026-03-27',
  light: 'amber',
  link: `/visits/${ids.student}`,
  ...o,
});

describe('DuePage', () => {
  it('ST-37 groups the items by kind, the visits first as "Fällige Besuche", each with student, class, date, light and a link to act', async () => {
    signInAs('supervisor');
    stubFetch({
      'GET /api/status/due': {
        today: '2026-03-16',
        items: [
          item({ kind: 'absence', text: 'Theorie: Fehlzeiten gefährdet.', dueBy: null, light: 'amber', link: `/status/${ids.student}` }),
          item({}),
          item({ kind: 'assessment', text: 'Leistungseinschätzung fehlt.', light: 'red', link: `/qualified-assessment/${placementId}` }),
        ],
      },
    });
    renderWithAlerts(<DuePage />, { route: '/due', path: '/due' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Was ist fällig' })).toBeInTheDocument();
    await screen.findByTestId('due-visit');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fällige Besuche', 'Fällige Leistungseinschätzungen', 'Fehlzeiten-Warnungen']);
    const visits = screen.getByTestId('due-visit');
    expect(visits).toHaveTextContent('Schmidt, Lena');
    expect(visits).toHaveTextContent('PFA 24-1');
    expect(visits).toHaveTextContent('27.03.2026');
    expect(visits).toHaveTextContent('Gelb');
    expect(within(visits).getByRole('link', { name: 'Zur Praxisbegleitung: Lena Schmidt' })).toHaveAttribute('href', `/visits/${ids.student}`);
    expect(within(screen.getByTestId('due-assessment')).getByRole('link', { name: /^Zur Leistungseinschätzung/ })).toHaveAttribute('href', `/qualified-assessment/${placementId}`);
    expect(screen.getByTestId('due-absence')).toHaveTextContent('–');
  });

  it('ST-38 says "Nichts fällig." when nothing is due', async () => {
    signInAs('supervisor');
    stubFetch({ 'GET /api/status/due': { today: '2026-03-16', items: [] } });
    renderWithAlerts(<DuePage />, { route: '/due', path: '/due' });
    expect(await screen.findByText('Nichts fällig.')).toBeInTheDocument();
  });

  it('ST-39 an error of the server shows its message in place of the list', async () => {
    signInAs('supervisor');
    stubFetch({ 'GET /api/status/due': reply(500, { code: 'ERROR', messages: [{ message: 'Interner Fehler.' }] }) });
    renderWithAlerts(<DuePage />, { route: '/due', path: '/due' });
    await waitFor(() => expect(screen.getByText('Interner Fehler.')).toBeInTheDocument());
  });
});
