import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { calls, renderScreen, reply, stubFetch } from '../../../test/render';
import { LfceAdminPage, reloadPage } from './lfce-admin-page';

const A = '0d0d0d0d-0000-4000-8000-000000000001';
const B = '0d0d0d0d-0000-4000-8000-000000000002';
const L = '0d0d0d0d-0000-4000-8000-000000000003';
const items = { trainingPortfolioItems: [{ _id: A, title: 'Vitalzeichen erheben' }, { _id: B, title: 'Mobilisation nach Kinästhetik' }] };

describe('LfceAdminPage', () => {
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("LFCE-01 LFCE-03 'LFCEs' with Add; 'Loading...' then 'No LFCEs to show!'", async () => {
    stubFetch({ 'GET /api/admin/registerAnalysis/lfce': { lfces: [] } });
    renderScreen(<LfceAdminPage />, '/admin/lfce');
    expect(screen.getByRole('heading', { name: 'LFCEs' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No LFCEs to show!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add: LFCEs' })).toBeInTheDocument();
  });

  it('LFCE-05 LFCE-07 LFCE-08 LFCE-10 LFCE-12 LFCE-13 AMB-131 Add LFCE: items load, the multi-select is required, the body carries ids; the row is appended', { timeout: 20_000 }, async () => {
    let release: () => void = () => undefined;
    const fetch = stubFetch({
      'GET /api/admin/registerAnalysis/lfce': { lfces: [] },
      'GET /api/admin/registerAnalysis/allTrainingPortfolioItems': () => new Promise((resolve) => (release = () => resolve(items))),
      'POST /api/admin/registerAnalysis/lfce': (init: RequestInit) => {
        const body = JSON.parse(String(init.body));
        return reply(201, { lfce: { _id: L, title: body.title, competencyIV: body.competencyIV, _learningObjectives: [{ _id: B, title: 'Mobilisation nach Kinästhetik' }] } });
      },
    });
    renderScreen(<LfceAdminPage />, '/admin/lfce');
    const user = userEvent.setup();
    await screen.findByText('No LFCEs to show!');
    await user.click(screen.getByRole('button', { name: 'Add: LFCEs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add LFCE' });
    expect(within(dialog).getByText('Loading...')).toBeInTheDocument();
    release();
    await user.type(await within(dialog).findByLabelText(/^Title/), 'CE 12 Praxisreflexion');
    await user.type(within(dialog).getByLabelText(/Competency IV/), 'IV, V');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Bitte mindestens ein Lernziel auswählen.')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/admin/registerAnalysis/lfce');
    await user.type(within(dialog).getByLabelText(/Learning Objectives/), 'Mobil');
    await user.click(await screen.findByRole('option', { name: 'Mobilisation nach Kinästhetik', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('CE 12 Praxisreflexion')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ title: 'CE 12 Praxisreflexion', competencyIV: 'IV, V', _learningObjectives: [B] });
  });

  it('LFCE-06 LFCE-14 LFCE-15 AMB-132 Update LFCE: pre-filled, PATCH with ids and _id, then the page reloads', { timeout: 20_000 }, async () => {
    const reload = vi.spyOn(reloadPage, 'run').mockImplementation(() => undefined);
    const lfce = { _id: L, title: 'CE 01 Ausbildungsstart', competencyIV: 'I', _learningObjectives: [{ _id: A, title: 'Vitalzeichen erheben' }] };
    const fetch = stubFetch({
      'GET /api/admin/registerAnalysis/lfce': { lfces: [lfce] },
      'GET /api/admin/registerAnalysis/allTrainingPortfolioItems': items,
      'PATCH /api/admin/registerAnalysis/lfce': (init: RequestInit) => ({ lfce: { ...lfce, title: JSON.parse(String(init.body)).title } }),
    });
    renderScreen(<LfceAdminPage />, '/admin/lfce');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update: CE 01 Ausbildungsstart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update LFCE' });
    const title = await within(dialog).findByLabelText(/^Title/);
    expect(title).toHaveValue('CE 01 Ausbildungsstart');
    await user.clear(title);
    await user.type(title, 'CE 01 Start');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(screen.getByText('CE 01 Start')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ _id: L, title: 'CE 01 Start', competencyIV: 'I', _learningObjectives: [A] });
  });
});
