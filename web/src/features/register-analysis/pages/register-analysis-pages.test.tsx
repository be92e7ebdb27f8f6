import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { schoolDay, type AttendanceRecord } from '@praxisport/contract/attendance';
import type { AnalysisRecord } from '@praxisport/contract/register-analysis';
import { calls, ids, signInAs, stubFetch } from '../../../test/render';
// the router gives the page the attendance feature's list (app/router.tsx)
import { AttendanceList } from '../../attendance/components/attendance-list';
import { ClassRegisterPage } from './class-register-page';

const today = schoolDay();
const s1 = '44444444-4444-4444-8444-444444444441';
const s2 = '44444444-4444-4444-8444-444444444442';
const lfce1 = '55555555-5555-4555-8555-555555555551';
const lfce2 = '55555555-5555-4555-8555-555555555552';
const students = [
  { _id: s1, firstName: 'Lena', name: 'Schmidt' },
  { _id: s2, firstName: 'Ben', name: 'Wagner' },
];
const lfces = {
  lfces: [
    { _id: lfce1, title: 'CE 01 Ausbildungsstart – Pflegefachfrau/Pflegefachmann werden', competencyIV: '', _learningObjectives: [] },
    { _id: lfce2, title: 'CE 02 Zu pflegende Menschen in der Bewegung und Selbstversorgung unterstützen', competencyIV: '', _learningObjectives: [] },
  ],
};
const supervisors = { supervisors: [{ _id: ids.supervisor, firstName: 'Sabine', name: 'Krüger' }, { _id: '66666666-6666-4666-8666-666666666666', firstName: 'Thomas', name: 'Becker' }] };
const urls = (date: string) => ({
  attendance: `GET /api/grade/attendance/byDate/${date}/${ids.classA}`,
  analysis: `GET /api/admin/registerAnalysis/byDate/${date}/${ids.classA}`,
});

function open(ui: React.ReactElement, route: string, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return user;
}
const openRegister = (date?: string) =>
  open(<ClassRegisterPage AttendanceList={AttendanceList} />, `/classRegisterAnalysis/${ids.classA}${date ? `?date=${date}` : ''}`, '/classRegisterAnalysis/:classId');

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ClassRegisterPage as supervisor', () => {
  const base = (date: string, attendance: AttendanceRecord | null = null, analysis: AnalysisRecord | null = null) => ({
    [urls(date).attendance]: { students, attendance },
    [urls(date).analysis]: { classRegisterAnalysis: analysis },
    'GET /api/admin/registerAnalysis/lfce': lfces,
    'GET /api/user/getSupervisors': supervisors,
  });

  it('RA-10 RA-13 RA-14 RA-17 ATT-04 ATT-05 ATT-06 ATT-07 today by default; the analysis and, under it, the attendance list; four blocks; a new day is "Nicht Bearbeitet" with everyone present', async () => {
    signInAs('supervisor');
    const fetch = stubFetch(base(today));
    const user = openRegister();
    expect(await screen.findByText('Nicht Bearbeitet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Datum/ })).toHaveTextContent(today);
    expect(calls(fetch)).toEqual(expect.arrayContaining([urls(today).attendance, urls(today).analysis]));
    for (const time of ['08:00-09:30', '10:00-11:30', '12:00-13:30', '13:45-15:15']) {
      expect(screen.getByRole('checkbox', { name: `Lena Schmidt ${time}` })).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByRole('textbox', { name: `Inhalt ${time}` })).toHaveValue('');
    }
    expect(screen.getByRole('combobox', { name: 'Grund für Lena Schmidt' })).toHaveValue('');
    await user.click(screen.getByRole('combobox', { name: 'Status 08:00-09:30' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Gestartet', 'Weitergeführt', 'Beendet', 'Prüfung', 'Block Start', 'Block Ende']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Grund für Ben Wagner' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '15 Minuten zu spät', '30 Minuten zu spät', '45 Minuten zu spät', '60 Minuten zu spät', 'Entschuldigt',
      '15 Minuten früher gegangen', '30 Minuten früher gegangen', '45 Minuten früher gegangen', '60 Minuten früher gegangen',
    ]);
  });

  it('RA-16 AMB-70 AMB-143 saves the filled blocks with the caller as default supervisor: "Updated successfully!"', async () => {
    signInAs('supervisor');
    let sent: Record<string, unknown> | undefined;
    stubFetch({
      ...base(today),
      'PUT /api/admin/registerAnalysis/classRegisterAnalysis': ({ body }: { body?: BodyInit | null }) => {
        sent = JSON.parse(String(body));
        return {
          classRegisterAnalysis: {
            _id: '88888888-8888-4888-8888-888888888888', _grade: ids.classA, date: today, version: 1, updatedAt: '2026-01-01T10:00:00.000Z',
            analysis: [{ time: '10', _lfce: null, _supervisor: supervisors.supervisors[0], content: 'Vitalzeichen', status: null, forInstructors: true }],
          },
        };
      },
    });
    const user = openRegister();
    await user.click(await screen.findByRole('textbox', { name: 'Inhalt 10:00-11:30' }));
    await user.paste('Vitalzeichen');
    await user.click(screen.getByRole('checkbox', { name: '10:00-11:30: für Praxisanleitungen' }));
    await user.click(screen.getByRole('button', { name: 'Analyse speichern' }));
    expect(await screen.findByText('Updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      _id: null, _grade: ids.classA, date: today, version: null,
      analysis: [{ time: '10', _lfce: null, _supervisor: ids.supervisor, content: 'Vitalzeichen', status: null, forInstructors: true }],
    });
  });
});

describe('ClassRegisterPage as teacher', () => {
  const entry = (time: '8' | '10', lfce: string, content: string) => ({ time, _lfce: lfce, _supervisor: supervisors.supervisors[0], content, status: 'Gestartet' as const, forInstructors: true });
  const all = {
    classRegisterAnalysises: [
      { _id: '99999999-9999-4999-8999-999999999991', _grade: ids.classA, date: '2025-02-04', version: 1, updatedAt: '', analysis: [entry('8', lfce1, 'Vitalzeichen erheben'), entry('10', lfce2, 'Mobilisation')] },
      { _id: '99999999-9999-4999-8999-999999999992', _grade: ids.classA, date: '2025-02-03', version: 1, updatedAt: '', analysis: [entry('8', lfce1, 'Hygiene')] },
    ],
  };

  it('RA-02 RA-03 RA-04 RA-05 RA-06 RA-07 RA-08 RA-09 read-only table; "Filter" with empty filters does nothing; content filter; "Filter zurücksetzen"', async () => {
    signInAs('teacher');
    const url = `/api/admin/registerAnalysis/all/${ids.classA}?limit=30`;
    const fetch = stubFetch({
      [`GET ${url}`]: { ...all, nextCursor: null },
      // the server filters: the day that has a matching entry
      [`GET ${url}&content=mobil`]: { classRegisterAnalysises: [all.classRegisterAnalysises[0]], nextCursor: null },
      'GET /api/admin/registerAnalysis/lfce': lfces,
      'GET /api/user/getSupervisors': supervisors,
    });
    const user = openRegister();
    expect(await screen.findByText('3 Einträge')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyse speichern' })).not.toBeInTheDocument();
    expect(screen.queryByText('Anwesenheitsliste')).not.toBeInTheDocument();
    const before = calls(fetch).length;
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByText('3 Einträge')).toBeInTheDocument();
    expect(calls(fetch)).toHaveLength(before);
    await user.click(screen.getByRole('textbox', { name: 'Inhalt' }));
    await user.paste('mobil');
    expect(screen.getByText('3 Einträge')).toBeInTheDocument(); // nothing until 'Filter'
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('1 Einträge')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Mobilisation')).toBeInTheDocument();
    expect(within(table).getByText('CE 02 Zu pflegende Menschen in der Bewegung und Selbstversorgung unterstützen')).toBeInTheDocument();
    expect(within(table).getByText('Sabine Krüger')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(await screen.findByText('3 Einträge')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Inhalt' })).toHaveValue('');
    expect(calls(fetch)).toEqual(expect.arrayContaining([`GET ${url}`, `GET ${url}&content=mobil`]));
    expect(screen.queryByRole('button', { name: 'Ältere Einträge laden' })).not.toBeInTheDocument();
  });

  it('ISSUE-17 the table loads 30 days at a time: "Ältere Einträge laden" asks for the days before the last one', async () => {
    signInAs('teacher');
    const url = `/api/admin/registerAnalysis/all/${ids.classA}?limit=30`;
    const [newer, older] = all.classRegisterAnalysises;
    const fetch = stubFetch({
      [`GET ${url}`]: { classRegisterAnalysises: [newer], nextCursor: newer!.date },
      [`GET ${url}&before=${newer!.date}`]: { classRegisterAnalysises: [older], nextCursor: null },
      'GET /api/admin/registerAnalysis/lfce': lfces,
      'GET /api/user/getSupervisors': supervisors,
    });
    const user = openRegister();
    expect(await screen.findByText('2 Einträge')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ältere Einträge laden' }));
    expect(await screen.findByText('3 Einträge')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Hygiene')).toBeInTheDocument();
    expect(calls(fetch)).toContain(`GET ${url}&before=${newer!.date}`);
    expect(screen.queryByRole('button', { name: 'Ältere Einträge laden' })).not.toBeInTheDocument();
  });
});
