import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CompetencyTestRow } from '@praxisport/contract/nursing-phenomena';
import { calls, ids, renderWithAlerts, reply, signInAs, stubFetch } from '../../../test/render';
import { NursingPhenomenaPage } from './nursing-phenomena-page';
import { SubTestsPage } from './sub-tests-page';
import { SubTestLinksPage } from './sub-test-links-page';
import { ExplanationPage } from './explanation-page';
import { OptionTestsPage } from './option-tests-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const cat = id(1);
const optA = id(2);
const optB = id(3);
const t1 = id(4);
const t2 = id(5);
const s1 = id(6);
const s2 = id(7);
const student = { _id: ids.student, firstName: 'Lena', name: 'Schmidt' };
const links = { videoLink: 'https://v.example/a', audioLink: 'https://a.example/a.mp3', pdfLink1: 'https://p.example/1.pdf', pdfLink2: 'javascript:alert(1)' };
const subTest = (sid: string, title: string) => ({ _id: sid, title, subTitle: `${title} – Untertitel`, ...links, _competencyCatOptionTest: t1 });
const record = (o: Partial<CompetencyTestRow> = {}): CompetencyTestRow => ({
  _id: id(9),
  _student: ids.student,
  _competencyCat: cat,
  _categoryOption: optA,
  _test: t1,
  _subTest: s1,
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...o,
});

const subTestsUrl = `/nursingphenomena/subtests/${ids.student}/${cat}/${optA}/${t1}`;
const subTestsPath = '/nursingphenomena/subtests/:studentId/:competencyCat/:option/:test';
const recordUrl = `/api/teacher/talks/competencyTestByCategory/${ids.student}/${cat}`;

function stubSubTests(extra: Record<string, unknown> = {}, stored: CompetencyTestRow | null = null) {
  return stubFetch({
    [`GET /api/teacher/talks/testById/${t1}`]: { test: { _id: t1, title: 'Schmerzeinschätzung', _competencyCategoryOption: optA }, subTests: [subTest(s1, 'NRS'), subTest(s2, 'VAS')] },
    [`GET /api/teacher/talks/tests/${optA}`]: { title: 'Schmerz', _competencyCat: cat, tests: [{ _id: t1, title: 'Schmerzeinschätzung', _competencyCategoryOption: optA }] },
    [`GET ${recordUrl}`]: { competencyTest: stored },
    ...extra,
  });
}

const selectButton = (title: string) => screen.findByRole('button', { name: `Select: ${title}` });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('NursingPhenomenaPage (NP-01..04)', () => {
  it('NP-01 NP-03 NP-04 one radio group per category, the stored option preselected, Explanation links to the test list', async () => {
    signInAs('teacher');
    stubFetch({
      [`GET /api/teacher/talks/nursingphenomenon/${ids.student}`]: {
        student,
        categories: [{ _id: cat, title: 'Pflegephänomene I', options: [{ _id: optA, title: 'Schmerz' }, { _id: optB, title: 'Mobilität' }], competencyTest: record() }],
      },
    });
    renderWithAlerts(<NursingPhenomenaPage />, { route: `/nursingphenomena/${ids.student}`, path: '/nursingphenomena/:studentId' });
    const group = await screen.findByRole('radiogroup', { name: 'Pflegephänomene I' });
    expect(within(group).getByRole('radio', { name: 'Schmerz' })).toBeChecked();
    // NP-14: the category is locked to its chosen option
    expect(within(group).getByRole('radio', { name: 'Mobilität' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Explanation: Mobilität' })).toHaveAttribute('href', `/nursingphenomena/${ids.student}/${cat}/${optB}`);
  });

  it('PERM-21 a student reads the choice with every radio disabled', async () => {
    signInAs('student');
    stubFetch({
      [`GET /api/teacher/talks/nursingphenomenon/${ids.student}`]: { student, categories: [{ _id: cat, title: 'Kat', options: [{ _id: optA, title: 'Schmerz' }], competencyTest: null }] },
    });
    renderWithAlerts(<NursingPhenomenaPage />, { route: `/nursingphenomena/${ids.student}`, path: '/nursingphenomena/:studentId' });
    expect(await screen.findByRole('radio', { name: 'Schmerz' })).toBeDisabled();
  });
});

describe('SubTestsPage (NP-07..16)', () => {
  it('NP-08 as a student every Select is disabled; Erklärung opens the links page in a new tab (NP-09)', async () => {
    signInAs('student');
    const fetch = stubSubTests();
    renderWithAlerts(<SubTestsPage />, { route: subTestsUrl, path: subTestsPath });
    expect(await selectButton('NRS')).toBeDisabled();
    expect(await selectButton('VAS')).toBeDisabled();
    const explain = screen.getByRole('link', { name: /Erklärung: NRS/ });
    expect(explain).toHaveAttribute('href', `/nursingphenomena/subtests/links/${t1}/${s1}`);
    expect(explain).toHaveAttribute('target', '_blank');
    expect(explain).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it("NP-11 NP-12 a teacher's Select sends the five ids once and shows 'Test submitted successfully!' (NP-16 double click)", async () => {
    signInAs('teacher');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const bodies: unknown[] = [];
    const fetch = stubSubTests({
      'POST /api/teacher/talks/createTest': async (init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        await held;
        return { competencyTest: record({ _subTest: s2 }) };
      },
    });
    renderWithAlerts(<SubTestsPage />, { route: subTestsUrl, path: subTestsPath });
    const vas = await selectButton('VAS');
    fireEvent.click(vas);
    fireEvent.click(vas);
    release();
    expect(await screen.findByText('Test submitted successfully!', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toHaveLength(1);
    expect(bodies[0]).toEqual({ _student: ids.student, _competencyCat: cat, _categoryOption: optA, _test: t1, _subTest: s2 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select: VAS' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('NP-15 when saving fails the previous choice is restored and the error shown', async () => {
    signInAs('teacher');
    stubSubTests({ 'POST /api/teacher/talks/createTest': reply(500, { code: 'ERROR', messages: [{ message: 'Interner Fehler.' }] }) }, record());
    const user = renderWithAlerts(<SubTestsPage />, { route: subTestsUrl, path: subTestsPath });
    await waitFor(async () => expect(await selectButton('NRS')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(await selectButton('VAS'));
    expect(await screen.findByText('Interner Fehler.', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select: NRS' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Select: VAS' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('NP-14 with a record for another test every Select is disabled and no POST is sent', async () => {
    signInAs('teacher');
    const fetch = stubSubTests({}, record({ _test: t2, _subTest: id(8) }));
    renderWithAlerts(<SubTestsPage />, { route: subTestsUrl, path: subTestsPath });
    await screen.findByText(/bereits ein anderer Test ausgewählt/);
    const nrs = await selectButton('NRS');
    expect(nrs).toBeDisabled();
    fireEvent.click(nrs);
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('SEC-04 a refusal of the record shows the not-allowed state', async () => {
    signInAs('teacher');
    stubSubTests({ [`GET ${recordUrl}`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'Sie haben keinen Zugriff auf die Pflegephänomene dieser:s Auszubildenden.' }] }) });
    renderWithAlerts(<SubTestsPage />, { route: subTestsUrl, path: subTestsPath });
    expect(await screen.findByText('Sie haben keinen Zugriff auf diese Seite.')).toBeInTheDocument();
  });
});

describe('SubTestLinksPage (NP-10)', () => {
  it('NP-10 AMB-114 four buttons open http(s) addresses in a new tab; a non-http address is not a link', async () => {
    signInAs('student');
    stubFetch({
      [`GET /api/teacher/talks/subTestLinks/${t1}/${s1}`]: {
        links: { subTitle: 'Numerische Skala', ...links, _test: t1, _subTest: s1 },
        test: { _id: t1, title: 'Schmerzeinschätzung', _competencyCategoryOption: optA },
        subTestTitle: 'NRS',
      },
    });
    renderWithAlerts(<SubTestLinksPage />, { route: `/nursingphenomena/subtests/links/${t1}/${s1}`, path: '/nursingphenomena/subtests/links/:test/:subTest' });
    const video = await screen.findByRole('link', { name: 'Video Link' });
    expect(video).toHaveAttribute('href', links.videoLink);
    expect(video).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Audio Link' })).toHaveAttribute('href', links.audioLink);
    expect(screen.getByRole('link', { name: 'PDF Link 1' })).toHaveAttribute('href', links.pdfLink1);
    expect(screen.queryByRole('link', { name: 'PDF Link 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF Link 2' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('ExplanationPage and OptionTestsPage (NP-05, NP-06, AMB-108)', () => {
  it("NP-05 the option's own text and video link", async () => {
    signInAs('student');
    stubFetch({ [`GET /api/teacher/talks/explanation/${optA}`]: { title: 'Schmerz', text: 'Schmerz ist subjektiv.\n\nZweiter Absatz.', videoLink: 'https://v.example/schmerz' } });
    renderWithAlerts(<ExplanationPage />, { route: `/nursingphenomena/explanation/${optA}`, path: '/nursingphenomena/explanation/:option' });
    expect(await screen.findByRole('heading', { name: 'Schmerz' })).toBeInTheDocument();
    expect(screen.getByText('Zweiter Absatz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Video ansehen' })).toHaveAttribute('href', 'https://v.example/schmerz');
  });

  it('NP-06 the test list shows the title and the tests leading to the sub-test picker', async () => {
    signInAs('teacher');
    stubFetch({
      [`GET /api/teacher/talks/tests/${optA}`]: { title: 'Schmerz', _competencyCat: cat, tests: [{ _id: t1, title: 'Schmerzeinschätzung', _competencyCategoryOption: optA }] },
      [`GET /api/teacher/talks/explanation/${optA}`]: { title: 'Schmerz', text: null, videoLink: null },
      [`GET ${recordUrl}`]: { competencyTest: null },
    });
    renderWithAlerts(<OptionTestsPage />, { route: `/nursingphenomena/${ids.student}/${cat}/${optA}`, path: '/nursingphenomena/:studentId/:competencyCat/:option' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schmerz' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Schmerzeinschätzung/ })).toHaveAttribute('href', `/nursingphenomena/subtests/${ids.student}/${cat}/${optA}/${t1}`);
  });

  it('an option of another category is not found', async () => {
    signInAs('teacher');
    stubFetch({
      [`GET /api/teacher/talks/tests/${optA}`]: { title: 'Schmerz', _competencyCat: id(99), tests: [] },
      [`GET /api/teacher/talks/explanation/${optA}`]: { title: 'Schmerz', text: null, videoLink: null },
      [`GET ${recordUrl}`]: { competencyTest: null },
    });
    renderWithAlerts(<OptionTestsPage />, { route: `/nursingphenomena/${ids.student}/${cat}/${optA}`, path: '/nursingphenomena/:studentId/:competencyCat/:option' });
    expect(await screen.findByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
  });
});
