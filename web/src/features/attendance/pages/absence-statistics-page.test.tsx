import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ClassAbsence } from '@praxisport/contract/attendance';
import { ids, renderWithAlerts, signInAs, stubFetch } from '../../../test/render';
import { AbsenceStatisticsPage } from './absence-statistics-page';

const s1 = '44444444-4444-4444-8444-444444444441';
const s2 = '44444444-4444-4444-8444-444444444442';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('AbsenceStatisticsPage', () => {
  const stats: ClassAbsence = {
    _grade: ids.classA, className: 'PFA 24-1', recordedDays: 30, recordedHours: 360, missedHours: 37, rate: 37 / 360,
    students: [
      { _id: s1, firstName: 'Lena', name: 'Schmidt', recordedDays: 30, recordedHours: 180, missedHours: 12.5, rate: 12.5 / 180, level: 'ok' },
      { _id: s2, firstName: 'Ben', name: 'Wagner', recordedDays: 30, recordedHours: 180, missedHours: 24.5, rate: 24.5 / 180, level: 'over' },
    ],
  };

  it('ISSUE-8 CONST-23 shows hours and rates per student, worst first, sortable by name', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET /api/grade/attendance/statistics/${ids.classA}`]: { statistics: stats } });
    const user = renderWithAlerts(<AbsenceStatisticsPage />, { route: `/classRegisterAnalysis/${ids.classA}/statistics`, path: '/classRegisterAnalysis/:classId/statistics' });
    expect(await screen.findByRole('heading', { name: 'Fehlzeiten-Statistik – PFA 24-1' })).toBeInTheDocument();
    const names = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Wagner, Ben', 'Schmidt, Lena']);
    expect(screen.getByText('6,9 %')).toBeInTheDocument();
    expect(screen.getByText('12,5 h')).toBeInTheDocument();
    expect(screen.getByText('über der Grenze (ab 10 %)')).toBeInTheDocument();
    expect(screen.getByTestId('class-total')).toHaveTextContent('Klasse gesamt: 37 h von 360 h versäumt (10,3 %)');
    await user.click(screen.getByRole('button', { name: 'Sortieren nach Auszubildende:r' }));
    expect(names()).toEqual(['Schmidt, Lena', 'Wagner, Ben']);
  });
});
