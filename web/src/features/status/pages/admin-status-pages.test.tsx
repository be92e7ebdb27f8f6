import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ClassStatusResponse, StatusLights, StatusPlacement, StudentStatusResponse } from '@praxisport/contract/status';
import { calls, ids, renderWithAlerts, stubFetch } from '../../../test/render';
import { StudentStatusPage } from './student-status-page';
import { ClassStatusPage } from './class-status-page';

/** The back office's read-only status (/admin/status/…): no admin signs in as a user, so no user session here. */
const classId = '73000000-0000-4000-8000-000000000001';
const placementId = '71000000-0000-4000-8000-000000000001';
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
  student: { _id: ids.student, firstName: 'Lena', name: 'Schmidt', _grade: classId, className: 'PFA 24-1' },
  training: { start: '2024-09-01', plannedEnd: '2027-08-31', partTime: false },
  years: [
    { year: 1, from: '2024-09-01', until: '2025-08-31', started: true },
    { year: 2, from: '2025-09-01', until: '2026-08-31', started: true },
    { year: 3, from: '2026-09-01', until: '2027-08-31', started: false },
  ],
  today: '2026-03-16',
  theory: { heldHours: 1234.5, attendedHours: 1144.5, missedHours: 90, rate: 90 / 1234.5, mayStillMissHours: 120, forecastMissedHours: 153.1, light: 'green' },
  practice: {
    types: [{ type: 'inpatientAcute', requiredHours: 400, doneHours: 384, plannedHours: 384, light: 'red' }],
    doneHours: 384,
    plannedHours: 384,
    providerHours: 1300,
    absentHours: 16,
    compulsoryAbsences: [],
    forecastAbsentHours: 40,
    absenceLight: 'green',
    providerChecks: { hours: 'green', orientation: 'green', compulsory: 'green' },
    light: 'red',
  },
  guidance: { placements: [{ placement, requiredMinutes: 2400, confirmedMinutes: 2430, pendingMinutes: 0, expectedMinutes: 2400, light: 'green' }], light: 'green' },
  visits: { placements: [{ placement, visits: [{ date: '2025-04-10', form: 'onSite' }], state: 'done', dueBy: '2025-05-25', light: 'green' }], light: 'green' },
  assessments: { placements: [{ placement, state: 'submitted', meanGrade: 1.8, dueBy: '2025-05-25', light: 'amber' }], light: 'amber' },
  readiness: { missing: [{ part: 'practice', text: 'Stationäre Akutpflege: 16 h fehlen.', dueBy: '2027-08-31', light: 'red' }], light: 'red' },
  lights: { ...green, practice: 'red', assessments: 'amber', readiness: 'red' },
  // the server answers false for admins: they set no training period
  maySupervise: false,
  ...o,
});
const statusUrl = `/api/status/${ids.student}`;
const openAdminStatus = () => renderWithAlerts(<StudentStatusPage admin />, { route: `/admin/status/${ids.student}`, path: '/admin/status/:studentId' });
/** Every in-app link stays in the back office; files come from the API. */
const linksOutsideBackOffice = () =>
  screen
    .getAllByRole('link')
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => !href.startsWith('/admin/') && !href.startsWith('/api/'));

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('StudentStatusPage admin (/admin/status/{studentId})', () => {
  it('shows the six parts and the training period read-only, no form; the certificates download; links stay in the back office', async () => {
    const fetch = stubFetch({ [`GET ${statusUrl}`]: status() });
    openAdminStatus();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ausbildungsstand' })).toBeInTheDocument();
    expect(screen.getByText('Nur lesen')).toBeInTheDocument();
    expect(screen.getByTestId('student-name')).toHaveTextContent('Lena Schmidt · PFA 24-1');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Ausbildungszeitraum', 'Theorie', 'Praxis', 'Praxisanleitung', 'Praxisbegleitung', 'Leistungseinschätzungen', 'Zulassung zur Prüfung']);
    expect(screen.getByTestId('meaning-practice')).toHaveTextContent('Ohne Verlängerung der Ausbildung nicht mehr erreichbar.');
    expect(screen.getByTestId('theory-held')).toHaveTextContent('1.234,5 h von 2.100 h');
    expect(screen.getByTestId('missing')).toHaveTextContent('Stationäre Akutpflege: 16 h fehlen.');

    // the training period, read-only: no form, no field, no button
    expect(screen.getByTestId('training-period')).toHaveTextContent('01.09.2024 – 31.08.2027 (Vollzeit)');
    expect(screen.queryByTestId('training-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Ausbildungsbeginn/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // the yearly certificates of the started years, as PDFs
    const certificates = within(screen.getByTestId('certificates'));
    expect(certificates.getByRole('link', { name: 'Jahreszeugnis 1. Ausbildungsjahr (PDF)' })).toHaveAttribute('href', `/api/status/${ids.student}/certificate/1`);
    expect(certificates.getByRole('link', { name: 'Jahreszeugnis 2. Ausbildungsjahr (PDF)' })).toHaveAttribute('href', `/api/status/${ids.student}/certificate/2`);
    expect(certificates.queryByRole('link', { name: /3\. Ausbildungsjahr/ })).not.toBeInTheDocument();

    // the class overview and the placements, both in the back office; no user-side screen is linked
    expect(screen.getByRole('link', { name: 'Ausbildungsstand der Klasse' })).toHaveAttribute('href', `/admin/status/class/${classId}`);
    expect(screen.getByRole('link', { name: 'Praxiseinsätze und Praxisanleitung' })).toHaveAttribute('href', `/admin/placements/${ids.student}`);
    expect(within(screen.getByTestId('part-guidance')).getByRole('link', { name: 'Anleitungsnachweis öffnen' })).toHaveAttribute('href', `/admin/placements/${ids.student}`);
    expect(screen.queryByRole('link', { name: 'Praxisbegleitung öffnen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Öffnen: Leistungseinschätzung/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Formular' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Startseite|Was ist fällig/ })).not.toBeInTheDocument();
    expect(linksOutsideBackOffice()).toEqual([]);
    // reading only
    expect(calls(fetch)).toEqual([`GET ${statusUrl}`]);
  });

  it('without a training period says so and offers no form, even where the reply would allow setting one', async () => {
    stubFetch({ [`GET ${statusUrl}`]: status({ training: null, years: [], maySupervise: true }) });
    openAdminStatus();
    expect(await screen.findByText(/Für diese:n Auszubildende:n ist noch kein Ausbildungszeitraum festgelegt\. Die Praxisbegleitung der Klasse legt ihn fest/)).toBeInTheDocument();
    expect(screen.queryByTestId('training-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ausbildungszeitraum speichern' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('certificates')).not.toBeInTheDocument();
    expect(screen.getByTestId('part-readiness')).toBeInTheDocument();
  });
});

describe('ClassStatusPage admin (/admin/status/class/{classId})', () => {
  const row = (name: string, firstName: string, lights: Partial<StatusLights>, id: string) => ({
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
    students: [row('Schmidt', 'Lena', {}, ids.student), row('Meyer', 'Aylin', { practice: 'red', readiness: 'red' }, '33333333-3333-4333-8333-333333333335')],
  };

  it('shows every apprentice × the six lights; rows open the read-only status; back to the class placement plan; CSV and print stay', async () => {
    stubFetch({ [`GET /api/status/class/${classId}`]: classStatus });
    renderWithAlerts(<ClassStatusPage admin />, { route: `/admin/status/class/${classId}`, path: '/admin/status/class/:classId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ausbildungsstand der Klasse – PFA 24-1' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Begleitung/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schmidt, Lena' })).toHaveAttribute('href', `/admin/status/${ids.student}`);
    expect(screen.getByRole('link', { name: 'Meyer, Aylin' })).toHaveAttribute('href', '/admin/status/33333333-3333-4333-8333-333333333335');
    expect(screen.getByRole('link', { name: 'Einsatzplan der Klasse' })).toHaveAttribute('href', `/admin/placements/class/${classId}`);
    expect(screen.queryByRole('link', { name: 'Zurück zur Klasse' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tabelle als CSV' })).toHaveAttribute('href', `/api/status/class/${classId}/csv`);
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
    expect(linksOutsideBackOffice()).toEqual([]);
  });
});
