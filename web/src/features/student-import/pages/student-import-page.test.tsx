import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { calls, ids, renderWithAlerts, reply, signInAs, stubFetch } from '../../../test/render';
import { StudentImportPage } from './student-import-page';

const classA = { _id: ids.classA, className: 'PFA 24-1', _teacher: ids.supervisor, noOfStudents: 0 };
const classRead = { [`GET /api/user/students/${ids.classA}`]: { students: [], class: classA } };
const row = (line: number, email: string, error: string | null) => ({ line, name: 'N', firstName: 'V', email, contact: null, dob: null, trainingStart: null, plannedEnd: null, error, existing: false });

describe('ISSUE-15 CSV import of students', { timeout: 30_000 }, () => {
  it('pasted rows: the preview marks each row, then the valid ones are imported', async () => {
    signInAs('supervisor');
    const base = `/api/grade/${ids.classA}/import`;
    const fetch = stubFetch({
      ...classRead,
      [`POST ${base}/preview`]: { rows: [row(2, 'a@example.org', null), row(3, 'kaputt', 'Ungültige E-Mail-Adresse.')], valid: 1, invalid: 1 },
      [`POST ${base}`]: { created: 1, skipped: 0, invalid: 1 },
    });
    const user = renderWithAlerts(<StudentImportPage />, { route: `/students/${ids.classA}/import`, path: '/students/:classId/import' });
    await user.click(await screen.findByLabelText(/aus der Tabelle einfügen/));
    await user.paste('Nachname\tVorname\tE-Mail\nN\tV\ta@example.org\nN\tV\tkaputt');
    await user.click(screen.getByRole('button', { name: 'Vorschau prüfen' }));
    expect(await screen.findByText('1 gültig, 1 mit Fehler. Nur gültige Zeilen werden importiert.')).toBeInTheDocument();
    expect(screen.getAllByTestId('row-error').map((e) => e.textContent)).toEqual(['Ungültige E-Mail-Adresse.']);
    const sent = JSON.parse(String(fetch.mock.calls[1]![1]!.body)).data as string;
    expect(new TextDecoder().decode(Uint8Array.from(atob(sent), (c) => c.charCodeAt(0)))).toContain('kaputt');
    await user.click(screen.getByRole('button', { name: '1 Person importieren' }));
    expect(await screen.findByTestId('import-result')).toHaveTextContent('Neu angelegt: 1. Bereits in der Klasse: 0. Mit Fehler übersprungen: 1.');
    // the class's list is read again after the import
    expect(calls(fetch)).toEqual([`GET /api/user/students/${ids.classA}`, `POST ${base}/preview`, `POST ${base}`, `GET /api/user/students/${ids.classA}`]);
  });

  it('nothing chosen: the message at the file field, no request', async () => {
    signInAs('supervisor');
    const fetch = stubFetch(classRead);
    const user = renderWithAlerts(<StudentImportPage />, { route: `/students/${ids.classA}/import`, path: '/students/:classId/import' });
    await user.click(await screen.findByRole('button', { name: 'Vorschau prüfen' }));
    expect(await screen.findByText('Bitte eine Datei wählen oder Zeilen einfügen.')).toBeInTheDocument();
    expect(screen.getByLabelText('CSV-Datei', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetch)).toEqual([`GET /api/user/students/${ids.classA}`]);
  });

  it('another supervisor\'s class: only the refusal, no form', async () => {
    signInAs('supervisor');
    stubFetch({ [`GET /api/user/students/${ids.classA}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'Kein Zugriff.' }] }) });
    renderWithAlerts(<StudentImportPage />, { route: `/students/${ids.classA}/import`, path: '/students/:classId/import' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorschau prüfen' })).not.toBeInTheDocument();
  });
});
