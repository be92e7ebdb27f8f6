import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAlerts, reply, stubFetch } from '../../../test/render';
import { PrivacyPage } from './privacy-page';

const ID = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const summary = { _id: ID, firstName: 'Sara', name: 'Schulz', email: 'sara@example.de', userType: 'student', erasedAt: null, records: { comments: 2, forms: 5, competency_test_records: 1 }, files: 1 };
const path = '/admin/accounts/:userId/privacy';
const route = `/admin/accounts/${ID}/privacy`;

describe('PrivacyPage (ISSUE-16, DSGVO)', () => {
  it('ISSUE-16 shows what is stored, offers the export, and erases only after the e-mail address is typed', async () => {
    const fetch = stubFetch({
      [`GET /api/admin/privacy/${ID}`]: summary,
      [`DELETE /api/admin/privacy/${ID}`]: { _id: ID, erasedAt: '2026-11-23T01:00:00.000Z', removedFiles: 1, removedRows: 3, keptRecords: { comments: 2, forms: 5 } },
    });
    const user = renderWithAlerts(<PrivacyPage />, { route, path });
    expect(await screen.findByRole('heading', { name: 'Datenschutz: Sara Schulz' })).toBeInTheDocument();
    // ISSUE-40 what the records are, not the database's table names
    expect(within(screen.getByRole('list', { name: 'Datensätze zur Person' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Kommentare: 2',
      'Formulare: 5',
      'Gewählte Teilaufgaben (Pflegephänomene): 1',
    ]);
    expect(screen.getByRole('link', { name: 'Auskunft herunterladen (.tar.gz)' })).toHaveAttribute('href', `/api/admin/privacy/${ID}/export`);
    const erase = screen.getByRole('button', { name: 'Persönliche Daten löschen' });
    expect(erase).toBeDisabled();
    await user.type(screen.getByLabelText(/E-Mail-Adresse zur Bestätigung/), 'SARA@example.de');
    expect(erase).toBeEnabled();
    await user.click(erase);
    expect(await screen.findByRole('alert')).toHaveTextContent('Persönliche Daten gelöscht.');
    expect(screen.getByRole('region', { name: 'Persönliche Daten gelöscht.' })).toHaveTextContent('Aufbewahrt unter Pseudonym: Kommentare: 2, Formulare: 5');
    const sent = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({ confirmEmail: 'SARA@example.de' });
  });

  it('ISSUE-16 an unknown account shows not found', async () => {
    stubFetch({ [`GET /api/admin/privacy/${ID}`]: reply(404, { code: 'NOT_FOUND', messages: [{ message: 'Konto nicht gefunden.' }] }) });
    renderWithAlerts(<PrivacyPage />, { route, path });
    expect(await screen.findByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
  });
});
