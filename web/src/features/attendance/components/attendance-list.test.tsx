import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, schoolDay, type AttendanceRecord } from '@praxisport/contract/attendance';
import { calls, ids, reply, signInAs, stubFetch } from '../../../test/render';
import { AttendanceList } from './attendance-list';

const today = schoolDay();
const s1 = '44444444-4444-4444-8444-444444444441';
const s2 = '44444444-4444-4444-8444-444444444442';
const students = [
  { _id: s1, firstName: 'Lena', name: 'Schmidt' },
  { _id: s2, firstName: 'Ben', name: 'Wagner' },
];
const present = { '8': true, '10': true, '12': true, '13:45': true, reason: '' } as const;
const record = (date: string, version = 1, attendance: AttendanceRecord['attendance'] = { [s1]: present, [s2]: present }): AttendanceRecord => ({
  _id: '77777777-7777-4777-8777-777777777777',
  _grade: ids.classA,
  date,
  _teacher: ids.supervisor,
  attendance,
  version,
  updatedAt: '2026-01-01T10:00:00.000Z',
});
const dayUrl = (date: string) => `GET /api/grade/attendance/byDate/${date}/${ids.classA}`;
const day = (date: string, attendance: AttendanceRecord | null = null) => ({ [dayUrl(date)]: { students, attendance } });

/** The attendance list of class A's `date`, as the class register shows it to a supervisor. */
function openList(date = today) {
  // the notifications store outlives a test: start without the alerts of the one before
  notifications.clean();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <AttendanceList classId={ids.classA} date={date} isSupervisor />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return user;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AttendanceList (supervisor)', () => {
  it('ATT-08 ATT-09 ATT-13 marks block 12 absent and a reason, PUTs the map with the loaded version, then "Anwesenheitsliste aktualisiert!" and "Bearbeitet"', async () => {
    signInAs('supervisor');
    let sent: Record<string, unknown> | undefined;
    const fetch = stubFetch({
      ...day(today, record(today, 3)),
      'PUT /api/grade/attendance': ({ body }: { body?: BodyInit | null }) => {
        sent = JSON.parse(String(body));
        return { attendance: record(today, 4, sent!.attendance as AttendanceRecord['attendance']) };
      },
    });
    const user = openList();
    expect(await screen.findByText('Bearbeitet')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Ben Wagner 12:00-13:30' }));
    await user.click(screen.getByRole('combobox', { name: 'Grund für Ben Wagner' }));
    await user.click(await screen.findByRole('option', { name: '15 Minuten zu spät' }));
    await user.click(screen.getByRole('button', { name: 'Anwesenheitsliste speichern' }));
    expect(await screen.findByText('Anwesenheitsliste aktualisiert!')).toBeInTheDocument();
    expect(sent).toEqual({
      _grade: ids.classA,
      date: today,
      version: 3,
      attendance: { [s1]: present, [s2]: { '8': true, '10': true, '12': false, '13:45': true, reason: 'late15' } },
    });
    expect(calls(fetch).filter((c) => c === 'PUT /api/grade/attendance')).toHaveLength(1);
    expect(screen.getByText('Bearbeitet')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ben Wagner 12:00-13:30' })).toHaveAttribute('aria-checked', 'false');
  });

  it('ATT-11 ERR-13 a day 8 days back is read-only: "Attendance cannot be updated!", toggles and save disabled, no PUT', async () => {
    signInAs('supervisor');
    const old = addDays(today, -8);
    const fetch = stubFetch({ ...day(old), 'PUT /api/grade/attendance': { attendance: record(old) } });
    const user = openList(old);
    await screen.findByText('Nicht Bearbeitet');
    expect(screen.getByText('Attendance cannot be updated!')).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Ben Wagner 12:00-13:30' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('combobox', { name: 'Grund für Ben Wagner' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Alle anwesend' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Anwesenheitsliste speichern' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/Attendance cannot be updated!/);
    expect(calls(fetch)).not.toContain('PUT /api/grade/attendance');
  });

  it('ATT-12 a day 7 days back is still sent', async () => {
    signInAs('supervisor');
    const oldest = addDays(today, -7);
    const fetch = stubFetch({ ...day(oldest), 'PUT /api/grade/attendance': { attendance: record(oldest) } });
    const user = openList(oldest);
    await screen.findByText('Nicht Bearbeitet');
    await user.click(screen.getByRole('button', { name: 'Anwesenheitsliste speichern' }));
    expect(await screen.findByText('Anwesenheitsliste aktualisiert!')).toBeInTheDocument();
    expect(calls(fetch)).toContain('PUT /api/grade/attendance');
  });

  it('ISSUE-8 a stale save (409) shows the server message and loads the day again', async () => {
    signInAs('supervisor');
    const stale = 'Die Anwesenheitsliste wurde inzwischen von jemand anderem gespeichert. Der aktuelle Stand wurde geladen – bitte prüfen und erneut speichern.';
    const fetch = stubFetch({ ...day(today, record(today, 1)), 'PUT /api/grade/attendance': reply(409, { code: 'CONFLICT', messages: [{ message: stale }] }) });
    const user = openList();
    await screen.findByText('Bearbeitet');
    await user.click(screen.getByRole('button', { name: 'Anwesenheitsliste speichern' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    await waitFor(() => expect(calls(fetch).filter((c) => c === dayUrl(today))).toHaveLength(2));
  });
});
