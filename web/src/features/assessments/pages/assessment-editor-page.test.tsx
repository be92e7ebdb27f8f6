import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { calls, reply, stubFetch } from '../../../test/render';
import { AssessmentEditorPage } from './assessment-editor-page';

const ROOT = '0c0c0c0c-0000-4000-8000-000000000000';
const TEST = '0c0c0c0c-0000-4000-8000-000000000001';
const SUB = '0c0c0c0c-0000-4000-8000-000000000002';
const CAT = '0c0c0c0c-0000-4000-8000-000000000003';
const CT = '0c0c0c0c-0000-4000-8000-000000000004';
const link = 'https://x.example/a';

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/admin/assessment/${TEST}/${SUB}`]}>
          <Routes>
            <Route path="/admin/assessment/:test/:subTest" element={<AssessmentEditorPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('AssessmentEditorPage', () => {
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('ADM-30 ADM-31 ADM-33..ADM-41 AMB-93 three tables, the alerts of D2 §5, a grade that is not 1–5 sends nothing', { timeout: 30_000 }, async () => {
    const fetch = stubFetch({
      'GET /api/admin/assessment/root': { rootId: ROOT },
      [`GET /api/admin/assessment/assessmentTestNSubTest/${TEST}/${SUB}`]: {
        test: { _id: TEST, title: 'Puls tasten', _competencyCategoryOption: TEST },
        subTest: { _id: SUB, title: 'Radialispuls', subTitle: 's', videoLink: link, audioLink: link, pdfLink1: link, pdfLink2: link, _competencyCatOptionTest: TEST },
      },
      [`GET /api/admin/assessment/competencyAssessmentCategories/${ROOT}`]: { competencyAssessmentCats: [{ _id: CAT, title: 'Wissen' }] },
      [`GET /api/admin/assessment/competencyAssessmentCatTest/${CAT}/${SUB}/${TEST}`]: { competencyAssessmentTests: [] },
      'POST /api/admin/assessment/competencyAssessmentCatTest': (init: RequestInit) => reply(201, { competencyAssessmentTest: { ...JSON.parse(String(init.body)), _id: CT } }),
      [`GET /api/admin/assessment/competencyAssessmentCategoryOptions/${CT}`]: { competencyTestOptions: [] },
      'POST /api/admin/assessment/competencyAssessmentCategoryOption': (init: RequestInit) =>
        reply(201, { competencyTestOption: { ...JSON.parse(String(init.body)), _id: '0c0c0c0c-0000-4000-8000-000000000005' } }),
    });
    renderEditor();
    const user = userEvent.setup();
    for (const name of ['Assessment Categories', 'Category Tests', 'Test Options']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(await screen.findByText('Puls tasten · Radialispuls')).toBeInTheDocument();
    expect(screen.getByText('Please select a Category Test!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add: Category Tests' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an Assessment Category!');
    await user.click(screen.getByRole('button', { name: 'Add: Test Options' }));
    expect(await screen.findByText('Please select an Assessment Test!')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Wissen' }));
    expect(await screen.findByText('No Category Tests to show!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add: Category Tests' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category Test' });
    await user.type(within(dialog).getByLabelText(/Beschreibung/), 'Puls am Handgelenk tasten');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Puls am Handgelenk tasten' }));
    const post = fetch.mock.calls.find(([u]) => String(u).endsWith('competencyAssessmentCatTest'))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ desc: 'Puls am Handgelenk tasten', _competencyAssessmentCat: CAT, _competencySubTest: SUB, _competencyCatOptionTest: TEST });

    await user.click(await screen.findByRole('button', { name: 'Add: Test Options' }));
    const opt = await screen.findByRole('dialog', { name: 'Add Test Option' });
    await user.type(within(opt).getByLabelText(/^Titel/), 'Note 1');
    await user.type(within(opt).getByLabelText(/Beschreibung/), 'in besonderem Maße');
    await user.type(within(opt).getByLabelText(/Note/), '9');
    await user.click(within(opt).getByRole('button', { name: 'Add' }));
    expect(await within(opt).findByText('Die Note muss eine ganze Zahl von 1 bis 5 sein.')).toBeInTheDocument();
    expect(calls(fetch)).not.toContain('POST /api/admin/assessment/competencyAssessmentCategoryOption');
    await user.clear(within(opt).getByLabelText(/Note/));
    await user.type(within(opt).getByLabelText(/Note/), '1');
    await user.click(within(opt).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('1 – Note 1')).toBeInTheDocument();
  });
});
