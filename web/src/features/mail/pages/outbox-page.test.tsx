import '../../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithAlerts, stubFetch } from '../../../test/render';
import { OutboxPage } from './outbox-page';

const id = '55555555-5555-4555-8555-555555555555';
const mail = { _id: id, to: 'Lena <l@x.de>', subject: 'PraxisPort: Passwort zurücksetzen', status: 'sent', attempts: 1, file: `${id}.eml`, lastError: null, createdAt: '2026-03-02T10:00:00.000Z', sentAt: '2026-03-02T10:00:01.000Z' };

describe('ISSUE-15 the outbox in the back office', () => {
  it('lists the mails written as .eml and shows one with its text', async () => {
    stubFetch({ 'GET /api/admin/outbox': { smtp: false, mails: [mail] }, [`GET /api/admin/outbox/${id}`]: { ...mail, body: 'Hallo Lena, …' } });
    const user = renderWithAlerts(<OutboxPage />, { route: '/admin/outbox', path: '/admin/outbox' });
    expect(await screen.findByText(/als .eml-Dateien unter DATA_DIR\/outbox/)).toBeInTheDocument();
    expect(screen.getAllByText('PraxisPort: Passwort zurücksetzen').length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Anzeigen' })[0]!);
    expect(await screen.findByText('Hallo Lena, …')).toBeInTheDocument();
  });
});
