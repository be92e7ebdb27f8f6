import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { calls, renderScreen, reply, stubFetch } from '../../../test/render';
import { CatalogueDashboardPage } from './catalogue-dashboard-page';

const CAT = '0a0a0a0a-0000-4000-8000-000000000001';
const OPT = '0a0a0a0a-0000-4000-8000-000000000002';
const TEST = '0a0a0a0a-0000-4000-8000-000000000003';
const SUB = '0a0a0a0a-0000-4000-8000-000000000004';
const NEW = '0a0a0a0a-0000-4000-8000-000000000009';
const links = { videoLink: 'https://v.example/1', audioLink: 'https://a.example/1', pdfLink1: 'https://p.example/1', pdfLink2: 'https://p.example/2' };
const sub = { _id: SUB, title: 'Puls messen', subTitle: 'Radialispuls', ...links, _competencyCatOptionTest: TEST };

const section = (name: string) => screen.getByRole('region', { name });

describe('CatalogueDashboardPage', () => {
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it("ADM-08 ADM-20 AMB-126 four tables; 'Loading...' then 'No Categories to show!'", async () => {
    stubFetch({ 'GET /api/admin/test/competencyCat': { competencyCats: [] }, 'GET /api/admin/test/competencyCatOptionSubTest': { competencyCatOptionSubTests: [] } });
    renderScreen(<CatalogueDashboardPage />, '/admin/dashboard');
    for (const name of ['Categories', 'Category Options', 'Tests', 'SubTests']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(within(section('Categories')).getByText('Loading...')).toBeInTheDocument();
    expect(await within(section('Categories')).findByText('No Categories to show!')).toBeInTheDocument();
    expect(await within(section('SubTests')).findByText('No SubTests to show!')).toBeInTheDocument();
  });

  it('ADM-10 ADM-11 ADM-12 ADM-13 drill-down: category → options → tests → filtered sub-tests; the selected button is gray', async () => {
    const other = { ...sub, _id: NEW, title: 'Anderer', _competencyCatOptionTest: '0a0a0a0a-0000-4000-8000-000000000008' };
    const fetch = stubFetch({
      'GET /api/admin/test/competencyCat': { competencyCats: [{ _id: CAT, title: 'Vitalzeichen' }] },
      [`GET /api/admin/test/competencyCatOption/${CAT}`]: { competencyCatOptions: [{ _id: OPT, title: 'Puls', _competencyCat: CAT }] },
      [`GET /api/admin/test/competencyCatOptionTest/${OPT}`]: { competencyCatOptionTests: [{ _id: TEST, title: 'Puls tasten', _competencyCategoryOption: OPT }] },
      'GET /api/admin/test/competencyCatOptionSubTest': { competencyCatOptionSubTests: [sub, other] },
    });
    renderScreen(<CatalogueDashboardPage />, '/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vitalzeichen' }));
    expect(screen.getByRole('button', { name: 'Vitalzeichen' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await screen.findByRole('button', { name: 'Puls' }));
    expect(within(section('SubTests')).getByText('Anderer')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Puls tasten' }));
    expect(within(section('SubTests')).queryByText('Anderer')).not.toBeInTheDocument();
    expect(within(section('SubTests')).getByText('Puls messen')).toBeInTheDocument();
    expect(calls(fetch)).toEqual(expect.arrayContaining([`GET /api/admin/test/competencyCatOption/${CAT}`, `GET /api/admin/test/competencyCatOptionTest/${OPT}`]));
    expect(screen.getByRole('link', { name: 'Assessments: Puls messen' })).toHaveAttribute('href', `/admin/assessment/${TEST}/${SUB}`);
  });

  it("ADM-14 ADM-15 ADM-21 an empty title sends nothing; a title is POSTed, the row appended and the dialog closed; an option needs a category ('Please select a Category!')", async () => {
    const fetch = stubFetch({
      'GET /api/admin/test/competencyCat': { competencyCats: [{ _id: CAT, title: 'Vitalzeichen' }] },
      'GET /api/admin/test/competencyCatOptionSubTest': { competencyCatOptionSubTests: [] },
      'POST /api/admin/test/competencyCat': (init: RequestInit) => reply(201, { competencyCat: { _id: NEW, title: JSON.parse(String(init.body)).title } }),
    });
    renderScreen(<CatalogueDashboardPage />, '/admin/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Vitalzeichen' });
    await user.click(screen.getByRole('button', { name: 'Add: Category Options' }));
    expect(await screen.findByText('Please select a Category!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add: Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Bitte einen Titel eingeben.')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Titel/), 'Ernährung');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rows = within(section('Categories')).getAllByRole('button', { pressed: false });
    expect(rows.map((b) => b.textContent)).toEqual(['Vitalzeichen', 'Ernährung']);
  });

  it("ADM-16 ADM-17 ADM-18 ADM-19 the links editor refuses a non-URL and saves with 'Links updated successfully!'", async () => {
    const fetch = stubFetch({
      'GET /api/admin/test/competencyCat': { competencyCats: [] },
      'GET /api/admin/test/competencyCatOptionSubTest': { competencyCatOptionSubTests: [sub] },
      [`GET /api/admin/test/subTestLinks/${TEST}/${SUB}`]: { links: { subTitle: sub.subTitle, ...links, _test: TEST, _subTest: SUB } },
      'PUT /api/admin/test/addSubTestLinks': (init: RequestInit) => ({ links: JSON.parse(String(init.body)) }),
    });
    renderScreen(<CatalogueDashboardPage />, '/admin/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Links von Puls messen bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Links: Puls messen' });
    const video = await within(dialog).findByLabelText(/Video-Link/);
    await user.clear(video);
    await user.type(video, 'kein link');
    await user.click(within(dialog).getByRole('button', { name: 'Links speichern' }));
    expect(await within(dialog).findByText('Bitte eine vollständige Adresse mit http:// oder https:// eingeben.')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('PUT /api/admin/test/addSubTestLinks');
    await user.clear(video);
    await user.type(video, 'https://video.example/neu');
    await user.click(within(dialog).getByRole('button', { name: 'Links speichern' }));
    expect(await screen.findByText('Links updated successfully!')).toBeInTheDocument();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ subTitle: 'Radialispuls', ...links, videoLink: 'https://video.example/neu', _test: TEST, _subTest: SUB });
  });
});
