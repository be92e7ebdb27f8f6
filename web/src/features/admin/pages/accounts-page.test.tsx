import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { calls, renderScreen, stubFetch } from '../../../test/render';
import { AccountsPage } from './accounts-page';

const ID = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const S = '3c2b1a09-8f7e-4d6c-9b5a-493827160505';
const pending = { _id: ID, firstName: 'Tina', name: 'Teach', email: 'tina@example.de', userType: 'teacher' };
const approved = {
  ...pending, username: 'tina', contact: '0431 123456', dob: '1990-01-01', profile: null, signature: null, grade: null, lfce: null,
  impatient1: null, impatient2: null, impatient3: null, impatient4: null, impatient5: null, status: 'active',
};
const account = (o: Record<string, unknown>) => ({ username: 'x', mustChangePassword: false, createdAt: '2026-01-01T00:00:00.000Z', ...o });
const student = account({ _id: S, firstName: 'Sara', name: 'Schulz', email: 'sara@example.de', userType: 'student', status: 'active' });
const page = (users: unknown[], total = users.length) => ({ users, total, page: 1, pageSize: 20 });

describe('AccountsPage', () => {
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('SEC-10 API-P21 API-P22 lists a pending account; approving it alerts and removes the row', async () => {
    stubFetch({
      'GET /api/admin/users/pending': { users: [pending] },
      'GET /api/admin/users?page=1': page([]),
      [`PATCH /api/admin/users/${ID}/approve`]: { user: approved },
    });
    renderScreen(<AccountsPage />, '/admin/accounts');
    const approvals = screen.getByRole('region', { name: 'Freigaben' });
    expect(await within(approvals).findByText('tina@example.de')).toBeInTheDocument();
    expect(within(approvals).getByText('Praxisanleitung')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tina Teach freigeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tina Teach wurde freigegeben.');
    await waitFor(() => expect(within(approvals).queryByText('tina@example.de')).not.toBeInTheDocument());
    expect(within(approvals).getByText('Keine offenen Freigaben.')).toBeInTheDocument();
  });

  it('ISSUE-9 accounts: search and role filter query the server; deactivate an account', { timeout: 20_000 }, async () => {
    const fetch = stubFetch({
      'GET /api/admin/users/pending': { users: [] },
      'GET /api/admin/users?page=1': page([student], 41),
      'GET /api/admin/users?page=1&search=sara': page([student]),
      'GET /api/admin/users?page=1&search=sara&userType=student': page([student]),
      [`PATCH /api/admin/users/${S}/deactivate`]: { user: { ...student, status: 'deactivated' } },
    });
    renderScreen(<AccountsPage />, '/admin/accounts');
    const user = userEvent.setup();
    expect(await screen.findByText('41 Konten')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite 3' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Suche'), 'sara');
    await waitFor(() => expect(calls(fetch)).toContain('GET /api/admin/users?page=1&search=sara'));
    await user.click(screen.getByLabelText('Rolle', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Auszubildende/r', hidden: true }));
    await waitFor(() => expect(calls(fetch)).toContain('GET /api/admin/users?page=1&search=sara&userType=student'));
    await user.click(await screen.findByRole('button', { name: 'Sara Schulz deaktivieren' }));
    expect(await screen.findByText('Sara Schulz wurde deaktiviert.')).toBeInTheDocument();
  });
});
