import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { calls, renderScreen, reply, stubFetch } from '../../../test/render';
import { PortfolioAdminPage } from './portfolio-admin-page';

const CAT = '0b0b0b0b-0000-4000-8000-000000000001';
const ITEM = '0b0b0b0b-0000-4000-8000-000000000002';
const item = { _id: ITEM, title: 'Vitalzeichen erheben', itemLearned: 'Puls, RR', type: 'Knowledge', _trainingPortfolioCategory: CAT };

describe('PortfolioAdminPage', () => {
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it("ADM-22 ADM-27 two tables; adding an item without a category alerts 'Please select a Category!' and sends nothing", async () => {
    const fetch = stubFetch({ 'GET /api/admin/trainingPortfolio/categories': { trainingPortfolioCategories: [] } });
    renderScreen(<PortfolioAdminPage />, '/admin/trainingportfolio');
    expect(screen.getByRole('heading', { name: 'Training Portfolio Categories' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Items' })).toBeInTheDocument();
    expect(await screen.findByText('No Training Portfolio Categories to show!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add: Items' }));
    expect(await screen.findByText('Please select a Category!')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('ADM-25 ADM-26 ADM-28 ADM-29 AMB-91 items of the selected category; the type offers exactly the four; add and update', { timeout: 20_000 }, async () => {
    const fetch = stubFetch({
      'GET /api/admin/trainingPortfolio/categories': { trainingPortfolioCategories: [{ _id: CAT, title: 'Grundpflege' }] },
      [`GET /api/admin/trainingPortfolio/items/${CAT}`]: { trainingPortfolioItems: [item] },
      'POST /api/admin/trainingPortfolio/item': (init: RequestInit) => reply(201, { trainingPortfolioItem: { ...JSON.parse(String(init.body)), _id: '0b0b0b0b-0000-4000-8000-000000000003' } }),
      [`PATCH /api/admin/trainingPortfolio/items/${ITEM}`]: (init: RequestInit) => ({ trainingPortfolioItem: { ...item, ...JSON.parse(String(init.body)) } }),
    });
    renderScreen(<PortfolioAdminPage />, '/admin/trainingportfolio');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grundpflege' }));
    expect(await screen.findByText('Vitalzeichen erheben')).toBeInTheDocument();
    // the type badge sits in the row's text: a span, so the paragraph stays valid HTML
    expect(screen.getByText('Knowledge').closest('p div')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add: Items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Item' });
    await user.type(within(dialog).getByLabelText(/^Titel/), 'Flüssigkeitsbilanz führen');
    await user.type(within(dialog).getByLabelText(/Was gelernt wird/), 'Ein- und Ausfuhr');
    await user.click(within(dialog).getByLabelText(/^Typ/));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Mobility', 'Knowledge', 'Pain', 'Nutrition']);
    await user.click(screen.getByRole('option', { name: 'Nutrition', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Flüssigkeitsbilanz führen')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ title: 'Flüssigkeitsbilanz führen', itemLearned: 'Ein- und Ausfuhr', type: 'Nutrition', _trainingPortfolioCategory: CAT });

    await user.click(screen.getByRole('button', { name: 'Update: Vitalzeichen erheben' }));
    const edit = await screen.findByRole('dialog', { name: 'Update Item' });
    const title = within(edit).getByLabelText(/^Titel/);
    await user.clear(title);
    await user.type(title, 'Vitalzeichen');
    await user.click(within(edit).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Vitalzeichen')).toBeInTheDocument();
  });
});
