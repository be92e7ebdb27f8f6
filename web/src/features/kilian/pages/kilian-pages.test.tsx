import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KilianUploadRow } from '@praxisport/contract/kilian';
import { calls, ids, renderWithAlerts, reply, signInAs, stubFetch } from '../../../test/render';
import { KilianTasksPage } from './kilian-tasks-page';
import { KilianTaskPage } from './kilian-task-page';
import { KilianFoldersPage } from './kilian-folders-page';
import { KilianFolderPage } from './kilian-folder-page';

const sid = ids.student;
const sub = '44444444-4444-4444-8444-444444444444';
const kilianId = '55555555-5555-4555-8555-555555555555';
const student = { _id: sid, firstName: 'Lena', name: 'Schmidt' };
const tiles = {
  student,
  subTests: Array.from({ length: 6 }, (_, i) => ({ _id: `4444444${i}-4444-4444-8444-444444444444`, title: `Teilaufgabe ${i + 1}`, subTitle: 'Untertitel', files: i })),
};
const row = (o: Partial<KilianUploadRow> = {}): KilianUploadRow => ({
  _id: '66666666-6666-4666-8666-666666666666',
  file: 'http://localhost/api/upload/files/66666666-6666-4666-8666-666666666666.pdf',
  title: 'bericht.pdf',
  _competencyCategoryOptionSubTest: sub,
  type: 'information',
  _student: sid,
  size: 2048,
  contentType: 'application/pdf',
  createdAt: '2026-03-02T10:00:00.000Z',
  uploadedBy: student,
  ...o,
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('KilianTasksPage (KIL-01, KIL-02, KIL-05..08, KIL-11)', () => {
  const students = { students: [{ ...student, className: 'PFA 24-1' }] };

  it('KIL-01 KIL-11 AMB-120 a kilian user sees the heading, four document links (real PDFs), the topic entry and Start task; no upload tiles', async () => {
    signInAs('kilian', kilianId);
    stubFetch({ 'GET /api/user/talk/kilianTask/students': students });
    renderWithAlerts(<KilianTasksPage />, { route: '/kiliantasks', path: '/kiliantasks' });
    expect(screen.getByRole('heading', { level: 1, name: 'KILIAN-Aufgaben' })).toBeInTheDocument();
    const docs = screen.getByRole('region', { name: 'Dokumente' });
    expect(within(docs).getAllByRole('link')).toHaveLength(4);
    // AMB-120: real documents, no disabled placeholders
    for (const l of within(docs).getAllByRole('link')) {
      expect(l).toHaveAttribute('href', expect.stringMatching(/^\/documents\/kilian-[a-z-]+\.pdf$/));
      expect(l).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('link', { name: 'Leitfaden KILIAN-Aufgabe (PDF)' })).toHaveAttribute('href', '/documents/kilian-leitfaden.pdf');
    expect(screen.getByLabelText('Thema')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start task' })).toBeInTheDocument();
    expect(screen.queryByTestId('kilian-tile')).not.toBeInTheDocument();
  });

  const taskRow = (o: Record<string, unknown> = {}) => ({
    _id: ids.classA,
    topic: 'Sturzprophylaxe im Nachtdienst',
    kilian_type: 'communication' as const,
    _student: sid,
    createdAt: '2026-03-02T10:00:00.000Z',
    student,
    kilian: { _id: kilianId, firstName: 'Jonas', name: 'Fischer' },
    ...o,
  });

  it('KIL-10 a kilian user sees the tasks they started with topic and student; the topic opens the task, the student their KILIAN screen', async () => {
    signInAs('kilian', kilianId);
    stubFetch({ 'GET /api/user/talk/kilianTask/students': students, 'GET /api/user/talk/kilianTask/started': { tasks: [taskRow()] } });
    renderWithAlerts(<KilianTasksPage />, { route: '/kiliantasks', path: '/kiliantasks' });
    const list = await screen.findByRole('region', { name: 'Meine gestarteten Aufgaben' });
    expect(await within(list).findByRole('link', { name: 'Sturzprophylaxe im Nachtdienst' })).toHaveAttribute('href', `/kiliantasks/kilianUploads/communication/${sid}`);
    expect(within(list).getByRole('link', { name: 'Lena Schmidt' })).toHaveAttribute('href', `/kiliantasks/${sid}`);
    expect(within(list).getAllByText('Kommunikation').length).toBeGreaterThan(0);
  });

  it('KIL-10 the student sees the topics of their started tasks above the upload tiles', async () => {
    signInAs('student', sid);
    stubFetch({ [`GET /api/teacher/kilianUploads/subTests/${sid}`]: tiles, [`GET /api/user/talk/kilianTask/${sid}`]: { tasks: [taskRow()] } });
    renderWithAlerts(<KilianTasksPage />, { route: '/kiliantasks', path: '/kiliantasks' });
    const list = await screen.findByRole('region', { name: 'Gestartete Aufgaben' });
    expect(await within(list).findByRole('link', { name: 'Sturzprophylaxe im Nachtdienst' })).toHaveAttribute('href', `/kiliantasks/kilianUploads/communication/${sid}`);
    expect(within(list).getAllByText('Jonas Fischer').length).toBeGreaterThan(0);
  });

  it('KIL-06 Start task with an empty topic shows "Invalid or Missing details!" and sends nothing', async () => {
    signInAs('kilian', kilianId);
    const fetch = stubFetch({ 'GET /api/user/talk/kilianTask/students': students });
    const user = renderWithAlerts(<KilianTasksPage />, { route: '/kiliantasks', path: '/kiliantasks' });
    await user.click(screen.getByRole('button', { name: 'Start task' }));
    expect(await screen.findByText('Invalid or Missing details!')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('KIL-03 KIL-05 KIL-08 the route\'s student and type are passed through; the success alert shows', async () => {
    signInAs('kilian', kilianId);
    let n = 0;
    const fetch = stubFetch({
      [`GET /api/user/talk/kilianTask/${sid}/communication`]: { kilian_task: null, kilian: null, student },
      'POST /api/user/talk/kilianTask/': () =>
        ++n === 1
          ? { kilian_task: { _id: ids.classA, topic: 'Sturz', kilian_type: 'communication', _student: sid, createdAt: '2026-03-02T10:00:00.000Z' }, kilian: { _id: kilianId, firstName: 'Jonas', name: 'Fischer' } }
          : reply(409, { code: 'CONFLICT', messages: [{ message: 'Kilian task already started!' }] }),
    });
    const path = '/kiliantasks/:option/:talkType/:studentId';
    const user = renderWithAlerts(<KilianTaskPage />, { route: `/kiliantasks/kilianUploads/communication/${sid}`, path });
    await user.type(await screen.findByLabelText('Thema'), 'Sturz');
    await user.click(screen.getByRole('button', { name: 'Start task' }));
    expect(await screen.findByText('Task added successfully!')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ topic: 'Sturz', kilian_type: 'communication', _student: sid });
    expect(calls(fetch)).toContain(`GET /api/user/talk/kilianTask/${sid}/communication`);
  });

  it('KIL-07 a refused second start shows "Kilian task already started!"', async () => {
    signInAs('kilian', kilianId);
    stubFetch({
      [`GET /api/user/talk/kilianTask/${sid}/communication`]: { kilian_task: null, kilian: null, student },
      'POST /api/user/talk/kilianTask/': reply(409, { code: 'CONFLICT', messages: [{ message: 'Kilian task already started!' }] }),
    });
    const user = renderWithAlerts(<KilianTaskPage />, { route: `/kiliantasks/kilianUploads/communication/${sid}`, path: '/kiliantasks/:option/:talkType/:studentId' });
    await user.type(await screen.findByLabelText('Thema'), 'Sturz');
    await user.click(screen.getByRole('button', { name: 'Start task' }));
    expect(await screen.findByText('Kilian task already started!')).toBeInTheDocument();
  });

  it('KIL-02 AMB-120 a student sees six upload tiles of their own and four explanation links (real PDFs); no topic input', async () => {
    signInAs('student', sid);
    stubFetch({ [`GET /api/teacher/kilianUploads/subTests/${sid}`]: tiles });
    renderWithAlerts(<KilianTasksPage />, { route: '/kiliantasks', path: '/kiliantasks' });
    const tileLinks = await screen.findAllByTestId('kilian-tile');
    expect(tileLinks).toHaveLength(6);
    expect(tileLinks[0]).toHaveAttribute('href', `/kilianUploads/${sid}/${tiles.subTests[0]!._id}`);
    const explanations = within(screen.getByRole('region', { name: 'Erklärungen' })).getAllByRole('link');
    expect(explanations).toHaveLength(4);
    expect(explanations.map((l) => l.getAttribute('href'))).toEqual([
      '/documents/kilian-modell.pdf',
      '/documents/kilian-ordner.pdf',
      '/documents/kilian-dateien-hochladen.pdf',
      '/documents/kilian-rueckmeldung.pdf',
    ]);
    expect(screen.queryByText('Dokument folgt')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Thema')).not.toBeInTheDocument();
  });
});

describe('KilianFoldersPage (UPL-04..07)', () => {
  it('UPL-04 UPL-05 UPL-07 the sub-test title and six folders in order, each to the lowercase, encoded folder name', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`POST /api/teacher/kilianUploads/competencySubTestById/${sub}`]: { subTest: { _id: sub, title: 'Puls messen', subTitle: 'Radialispuls' } } });
    renderWithAlerts(<KilianFoldersPage />, { route: `/kilianUploads/${sid}/${sub}`, path: '/kilianUploads/:studentId/:subTestId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Puls messen' })).toBeInTheDocument();
    const folders = screen.getAllByTestId('kilian-folder');
    expect(folders.map((f) => f.textContent)).toEqual(['Confrontation', 'Implementation', 'Information', 'Application', 'Finding a Solution', 'Sustainability']);
    expect(folders[4]).toHaveAttribute('href', `/kilianUploads/${sid}/${sub}/finding%20a%20solution`);
    expect(calls(fetch)).toEqual([`POST /api/teacher/kilianUploads/competencySubTestById/${sub}`]);
  });
});

/** XMLHttpRequest for the PUT with progress: answers 200 after one progress event. */
class FakeXhr {
  static sent: string[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 200;
  responseText = '{}';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  open(_m: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.sent.push(this.url);
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.onload?.();
    }, 0);
  }
}

describe('KilianFolderPage (UPL-08..12)', () => {
  const route = `/kilianUploads/${sid}/${sub}/information`;
  const path = '/kilianUploads/:studentId/:subTestId/:type';
  const subTest = { subTest: { _id: sub, title: 'Puls messen', subTitle: 'Radialispuls' } };

  it('UPL-08 lists name, size, date and uploader; a teacher gets no upload control but the hint (UPL-11, AMB-123)', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/teacher/kilianUploads/${sid}/${sub}/information`]: { kilianUploads: [row()] }, [`POST /api/teacher/kilianUploads/competencySubTestById/${sub}`]: subTest });
    renderWithAlerts(<KilianFolderPage />, { route, path });
    const link = await screen.findByRole('link', { name: 'bericht.pdf öffnen' });
    expect(link).toHaveAttribute('href', '/api/upload/files/66666666-6666-4666-8666-666666666666.pdf');
    expect(screen.getByText('2,0 KB')).toBeInTheDocument();
    expect(screen.getByText('02-03-2026')).toBeInTheDocument();
    expect(screen.getByText('Lena Schmidt')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dateien auswählen' })).not.toBeInTheDocument();
    expect(screen.getByText('Nur die/der Auszubildende kann hier hochladen.')).toBeInTheDocument();
  });

  it('UPL-09 UPL-10 AMB-124 the student uploads several files: each with progress; a refused one shows its reason while the others go on', async () => {
    signInAs('student', sid);
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let n = 0;
    const fetch = stubFetch({
      [`GET /api/teacher/kilianUploads/${sid}/${sub}/information`]: { kilianUploads: [] },
      [`POST /api/teacher/kilianUploads/competencySubTestById/${sub}`]: subTest,
      'GET /api/upload/preSignedURL/application%2Fpdf?purpose=kilian': () => ({ url: `http://localhost/api/upload/files/f${++n}.pdf?sig=1` }),
      'GET /api/upload/preSignedURL/text%2Fplain?purpose=kilian': () => ({ url: `http://localhost/api/upload/files/f${++n}.txt?sig=1` }),
      'POST /api/teacher/kilianUploads': (init: RequestInit) => ({ kilianUpload: row({ title: JSON.parse(String(init.body)).title }) }),
    });
    renderWithAlerts(<KilianFolderPage />, { route, path });
    const input = (await screen.findByRole('button', { name: 'Dateien auswählen' })).parentElement!.querySelector('input[type=file]') as HTMLInputElement;
    const files = [
      new File(['%PDF-1.4'], 'bericht.pdf', { type: 'application/pdf' }),
      new File(['MZ'], 'programm.exe', { type: 'application/x-msdownload' }),
      new File(['Notizen'], 'notizen.txt', { type: 'text/plain' }),
    ];
    // the chooser's accept list is a hint only: a user may still pick any file
    fireEvent.change(input, { target: { files } });
    await waitFor(() => expect(screen.getAllByTestId('kilian-upload-entry').filter((e) => e.dataset.state === 'done')).toHaveLength(2));
    const refused = screen.getAllByTestId('kilian-upload-entry').find((e) => e.dataset.state === 'refused')!;
    expect(refused).toHaveTextContent('programm.exe');
    expect(refused).toHaveTextContent('Abgelehnt: Dieser Dateityp ist nicht erlaubt.');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(FakeXhr.sent).toEqual(['http://localhost/api/upload/files/f1.pdf?sig=1', 'http://localhost/api/upload/files/f2.txt?sig=1']);
    const records = fetch.mock.calls.filter(([u, init]) => init?.method === 'POST' && String(u) === '/api/teacher/kilianUploads').map(([, init]) => JSON.parse(String(init!.body)));
    expect(records).toEqual([
      { file: 'http://localhost/api/upload/files/f1.pdf', title: 'bericht.pdf', _competencyCategoryOptionSubTest: sub, type: 'information', _student: sid },
      { file: 'http://localhost/api/upload/files/f2.txt', title: 'notizen.txt', _competencyCategoryOptionSubTest: sub, type: 'information', _student: sid },
    ]);
  });
});
