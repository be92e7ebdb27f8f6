import '../../../lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkedFetch } from '../../../test/api-routes';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AdminDashboardPage } from './admin-dashboard-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ID = '3c2b1a09-8f7e-4d6c-9b5a-493827160504';
const pending = { _id: ID, firstName: 'Tina', name: 'Teach', email: 'tina@example.de', userType: 'teacher' };
// the approve route answers the whole public user (approveResponse)
const approved = {
  ...pending, username: 'tina', contact: '0431 123456', dob: '1990-01-01', profile: null, signature: null, grade: null, lfce: null,
  impatient1: null, impatient2: null, impatient3: null, impatient4: null, impatient5: null, status: 'active',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AdminDashboardPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('AdminDashboardPage approvals', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', checkedFetch(fetchMock));
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('SEC-10 API-P21 API-P22 lists a pending account; approving it alerts and removes the row', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/admin/users/pending') return json(200, { users: [pending] });
      if (init?.method === 'PATCH' && String(input) === `/api/admin/users/${ID}/approve`) return json(200, { user: approved });
      throw new Error(`unexpected ${String(input)}`);
    });
    renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('tina@example.de')).toBeInTheDocument();
    expect(screen.getByText('Praxisanleitung')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tina Teach freigeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tina Teach wurde freigegeben.');
    await waitFor(() => expect(screen.queryByText('tina@example.de')).not.toBeInTheDocument());
    expect(screen.getByText('Keine offenen Freigaben.')).toBeInTheDocument();
  });
});
