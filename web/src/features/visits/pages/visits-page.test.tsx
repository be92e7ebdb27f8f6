import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlacementRow, StudentPlanResponse } from '@praxisport/contract/placements';
import { visitMessages, type VisitRow, type VisitsResponse } from '@praxisport/contract/visits';
import { calls, ids, reply, renderWithAlerts, signInAs, stubFetch } from '../../../test/render';
import { VisitsPage } from './visits-page';

const classId = '73000000-0000-4000-8000-000000000001';
const orientationId = '71000000-0000-4000-8000-000000000001';
const acuteId = '71000000-0000-4000-8000-000000000002';
const furtherId = '71000000-0000-4000-8000-000000000003';
const visitId = '76000000-0000-4000-8000-000000000001';
const krueger = { _id: ids.supervisor, firstName: 'Sabine', name: 'Krüger' };
const placement = (o: Partial<PlacementRow>): PlacementRow => ({
  _id: orientationId,
  _student: ids.student,
  type: 'orientation',
  provider: { _id: '74000000-0000-4000-8000-000000000001', name: 'Klinikum Nord', ward: 'Station 3B' },
  from: '2025-10-06',
  until: '2025-12-19',
  plannedHours: 400,
  atProvider: true,
  instructors: [],
  proof: { requiredMinutes: 2400, confirmedMinutes: 2400, pendingMinutes: 0, disputedMinutes: 0, expectedMinutes: 2400, light: 'green' },
  absentDays: 0,
  mayRecord: false,
  ...o,
});
const plan: StudentPlanResponse = {
  student: { _id: ids.student, firstName: 'Lena', name: 'Schmidt', _grade: classId, className: 'PFA 24-1' },
  placements: [
    placement({}),
    placement({ _id: acuteId, type: 'inpatientAcute', from: '2026-03-02', until: '2026-05-22' }),
    placement({ _id: furtherId, type: 'further', from: '2026-06-01', until: '2026-07-03', atProvider: false }),
  ],
  guidance: [],
  absences: [],
  typeTotals: [],
  wishes: [],
  absence: { absentDays: 0, missedHours: 0, limitHours: 250, rate: 0, overLimit: false, school: null },
  instructorOptions: [],
  mayPlan: false,
  today: '2026-03-16',
};
const visit = (o: Partial<VisitRow> = {}): VisitRow => ({
  _id: visitId,
  _placement: orientationId,
  date: '2025-10-30',
  form: 'onSite',
  notes: 'Anleitungssituation beobachtet.',
  supervisor: krueger,
  createdAt: '2025-10-30T15:00:00.000Z',
  ...o,
});
const visits = (o: Partial<VisitsResponse> = {}): VisitsResponse => ({
  student: { _id: ids.student, firstName: 'Lena', name: 'Schmidt', className: 'PFA 24-1' },
  placements: plan.placements.map(({ _id, type, provider, from, until }) => ({ _id, type, provider, from, until })),
  visits: [visit()],
  mayRecord: false,
  today: plan.today,
  ...o,
});
const visitsUrl = `GET /api/visits/student/${ids.student}`;
const open = () => renderWithAlerts(<VisitsPage />, { route: `/visits/${ids.student}`, path: '/visits/:studentId' });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('VisitsPage', () => {
  it('ST-20 lists the placements with their visits; the visited types are marked as needing a visit; the student records nothing', async () => {
    signInAs('student', ids.student);
    stubFetch({ [visitsUrl]: visits() });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Praxisbegleitung' })).toBeInTheDocument();
    expect(await screen.findByTestId('visits-summary')).toHaveTextContent('1 von 2 Einsätzen mit Besuchspflicht besucht');
    const orientation = screen.getByTestId(`placement-${orientationId}`);
    expect(within(orientation).getByRole('heading', { name: 'Orientierungseinsatz' })).toBeInTheDocument();
    expect(within(orientation).getByTestId('visit-state')).toHaveTextContent('besucht');
    expect(within(orientation).getByText('30.10.2025 · Besuch vor Ort')).toBeInTheDocument();
    expect(within(orientation).getByText('Anleitungssituation beobachtet.')).toBeInTheDocument();
    expect(within(orientation).getByText(/erfasst von Sabine Krüger/)).toBeInTheDocument();
    expect(within(screen.getByTestId(`placement-${acuteId}`)).getByTestId('visit-state')).toHaveTextContent('Besuch vorgeschrieben');
    expect(within(screen.getByTestId(`placement-${furtherId}`)).getByTestId('visit-state')).toHaveTextContent('kein Besuch vorgeschrieben');
    expect(screen.queryByRole('button', { name: /^Besuch erfassen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Entfernen/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('student-name')).toHaveTextContent('Lena Schmidt · PFA 24-1');
    expect(screen.getByRole('link', { name: 'Praxiseinsätze und Praxisanleitung' })).toHaveAttribute('href', `/placements/${ids.student}`);
    expect(screen.getByRole('link', { name: 'Ausbildungsstand' })).toHaveAttribute('href', `/status/${ids.student}`);
  });

  it('ST-21 the class\'s supervisor records a visit: date within the placement, the form, notes with a counter', async () => {
    signInAs('supervisor');
    let sent: unknown;
    const fetch = stubFetch({
      [visitsUrl]: visits({ mayRecord: true }),
      [`POST /api/visits/placement/${acuteId}`]: (init: { body?: unknown }) => {
        sent = JSON.parse(String(init.body));
        return { visit: visit({ _id: '76000000-0000-4000-8000-000000000002', _placement: acuteId, date: '2026-03-12', form: 'talk', notes: 'Gespräch mit der Praxisanleitung.' }) };
      },
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: /^Besuch erfassen: Stationäre Akutpflege/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Besuch erfassen' });
    const date = within(dialog).getByLabelText(/Datum des Besuchs/);
    expect(date).toHaveAttribute('min', '2026-03-02');
    expect(date).toHaveAttribute('max', '2026-03-16');
    expect(within(dialog).getByText('0/1000')).toBeInTheDocument();
    await user.type(date, '2026-03-12');
    await user.click(within(dialog).getByRole('radio', { name: 'Gespräch' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Notizen' }));
    await user.paste('Gespräch mit der Praxisanleitung.');
    expect(within(dialog).getByText('33/1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Besuch erfasst.')).toBeInTheDocument();
    expect(sent).toEqual({ date: '2026-03-12', form: 'talk', notes: 'Gespräch mit der Praxisanleitung.' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Besuch erfassen' })).not.toBeInTheDocument());
    // the list is read again
    expect(calls(fetch).filter((c) => c === visitsUrl).length).toBeGreaterThan(1);
  });

  it('ST-22 the dialog refuses a future date and one outside the placement at the field, without a request', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({ [visitsUrl]: visits({ mayRecord: true }) });
    const user = open();
    await user.click(await screen.findByRole('button', { name: /^Besuch erfassen: Stationäre Akutpflege/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Besuch erfassen' });
    const date = within(dialog).getByLabelText(/Datum des Besuchs/);
    await user.type(date, '2026-03-20');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(visitMessages.inFuture)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await user.clear(date);
    await user.type(date, '2026-02-27');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(visitMessages.outsidePlacement)).toBeInTheDocument();
    await user.clear(date);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Pflichtfeld')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('ST-22 a refusal of the server shows in the dialog, a field\'s at the field; reopened, the dialog is clean', async () => {
    signInAs('supervisor');
    let n = 0;
    stubFetch({
      [visitsUrl]: visits({ mayRecord: true }),
      [`POST /api/visits/placement/${acuteId}`]: () =>
        ++n === 1
          ? reply(400, { code: 'VALIDATION_ERROR', messages: [{ message: visitMessages.inFuture, path: 'date' }] })
          : reply(403, { code: 'FORBIDDEN', messages: [{ message: visitMessages.onlySupervisor }] }),
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: /^Besuch erfassen: Stationäre Akutpflege/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Besuch erfassen' });
    await user.type(within(dialog).getByLabelText(/Datum des Besuchs/), '2026-03-16');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(visitMessages.inFuture)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Datum des Besuchs/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(visitMessages.onlySupervisor);
    await user.click(within(dialog).getByRole('button', { name: 'Dialog schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Besuch erfassen' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^Besuch erfassen: Stationäre Akutpflege/ }));
    dialog = await screen.findByRole('dialog', { name: 'Besuch erfassen' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(visitMessages.inFuture)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Datum des Besuchs/)).toHaveValue('');
  });

  it('ST-23 the supervisor removes a visit after "Besuch entfernen?"; a placement not begun offers no recording', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({ [visitsUrl]: visits({ mayRecord: true }), [`DELETE /api/visits/${visitId}`]: { ok: true } });
    const user = open();
    expect(await within(await screen.findByTestId(`placement-${furtherId}`)).findByText(/Besuche sind ab dem 01\.06\.2026 zu erfassen/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Entfernen: 30\.10\.2025, Orientierungseinsatz/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Besuch entfernen?' });
    expect(within(dialog).getByText('Der Besuch vom 30.10.2025 (Besuch vor Ort) wird entfernt.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Behalten' }));
    expect(calls(fetch).filter((c) => c.startsWith('DELETE'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: /^Entfernen: 30\.10\.2025/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Besuch entfernen?' })).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Besuch entfernt.')).toBeInTheDocument();
    expect(calls(fetch)).toContain(`DELETE /api/visits/${visitId}`);
  });

  it('ST-24 not allowed, not found and a failing server have their states', async () => {
    signInAs('teacher');
    stubFetch({ [visitsUrl]: reply(403, { code: 'FORBIDDEN', messages: [{ message: visitMessages.noAccess }] }) });
    open();
    expect(await screen.findByRole('heading', { name: /Kein Zugriff/ })).toBeInTheDocument();
  });

  it('ST-24 an id that is no UUID is not found without a request; a server error shows its message', async () => {
    signInAs('supervisor');
    const fetch = stubFetch({});
    renderWithAlerts(<VisitsPage />, { route: '/visits/abc', path: '/visits/:studentId' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(calls(fetch)).toEqual([]);
    stubFetch({ [visitsUrl]: reply(500, { code: 'INTERNAL_ERROR', messages: [{ message: 'Interner Fehler.' }] }) });
    open();
    expect(await screen.findByText('Interner Fehler.')).toBeInTheDocument();
  });
});
