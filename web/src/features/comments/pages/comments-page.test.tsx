import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { calls, ids, renderPage, reply, signInAs, stubFetch } from '../../../test/render';
import { CommentsPage } from './comments-page';

const teacher = { _id: ids.teacher, firstName: 'Markus', name: 'Weber' };
const comment = (id: string, text: string, createdAt = '2024-03-09T14:05:00') => ({ _id: id, comment: text, _teacher: teacher, _student: ids.student, createdAt });
const older = comment('c0000000-0000-4000-8000-000000000001', 'Gute Arbeit auf Station 3.');
const open = () => renderPage(<CommentsPage />, { route: `/comments/${ids.student}`, path: '/comments/:studentId' });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('CommentsPage', () => {
  it('CMT-01 CMT-02 CMT-03 CONST-39 shows the title, the teacher, the text and the time', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET /api/user/comments/${ids.student}?limit=50`]: { comments: [older] } });
    open();
    expect(screen.getByRole('heading', { name: 'Kommentare' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Markus Weber');
    expect(item).toHaveTextContent('Gute Arbeit auf Station 3.');
    expect(item).toHaveTextContent('09-03-2024, 02:05 pm');
    expect(calls(fetch)).toContain(`GET /api/user/comments/${ids.student}?limit=50`);
  });

  it('CMT-02 SEC comment text is rendered as text, never as HTML', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/comments/${ids.student}?limit=50`]: { comments: [comment('c0000000-0000-4000-8000-000000000002', '<b>x</b>\n<img src=x onerror=alert(1)>')] } });
    open();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText(/<b>x<\/b>/)).toBeInTheDocument();
    expect(item.querySelector('b')).toBeNull();
    expect(item.querySelector('img')).toBeNull();
  });

  it('CMT-04 CMT-05 CMT-06 AMB-59 whitespace-only text sends nothing', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET /api/user/comments/${ids.student}?limit=50`]: { comments: [] } });
    const { user } = open();
    await screen.findByText('No Comments to show!');
    const box = screen.getByRole('textbox', { name: 'Neuer Kommentar' });
    expect(box).toHaveAttribute('placeholder', 'Leave Comment');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await user.type(box, '   {enter}  ');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('CMT-07 CMT-08 sending puts the comment on top at once and clears the textarea', async () => {
    signInAs('teacher');
    const created = comment('c0000000-0000-4000-8000-000000000003', 'Bitte Pflegeplanung ergänzen.', '2024-03-10T08:30:00');
    const fetch = stubFetch({
      [`GET /api/user/comments/${ids.student}?limit=50`]: { comments: [older] },
      'POST /api/user/comment': { comment: created },
    });
    const { user } = open();
    await screen.findByText('Gute Arbeit auf Station 3.');
    const box = screen.getByRole('textbox', { name: 'Neuer Kommentar' });
    await user.type(box, '  Bitte Pflegeplanung ergänzen.  ');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await screen.findByText('Bitte Pflegeplanung ergänzen.');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bitte Pflegeplanung ergänzen.');
    expect(items[1]).toHaveTextContent('Gute Arbeit auf Station 3.');
    expect(box).toHaveValue('');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ _teacher: ids.teacher, _student: ids.student, comment: 'Bitte Pflegeplanung ergänzen.' });
  });

  it('ISSUE-17 shows 50 comments at a time; older ones follow page by page through the cursor', async () => {
    signInAs('teacher');
    const newer = comment('c0000000-0000-4000-8000-000000000004', 'Neueste Seite.', '2024-03-11T08:30:00');
    const fetch = stubFetch({
      [`GET /api/user/comments/${ids.student}?limit=50`]: { comments: [newer], nextCursor: 'seite-2' },
      [`GET /api/user/comments/${ids.student}?limit=50&before=seite-2`]: { comments: [older], nextCursor: null },
    });
    const { user } = open();
    await screen.findByText('Neueste Seite.');
    expect(screen.queryByText('Gute Arbeit auf Station 3.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ältere Kommentare laden' }));
    await screen.findByText('Gute Arbeit auf Station 3.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Neueste Seite.'), expect.stringContaining('Gute Arbeit')]);
    expect(screen.queryByRole('button', { name: 'Ältere Kommentare laden' })).not.toBeInTheDocument();
    expect(calls(fetch)).toContain(`GET /api/user/comments/${ids.student}?limit=50&before=seite-2`);
  });

  it('AMB-58 CMT-09 a student reads their own comments and has no textarea or button', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET /api/user/comments/${ids.student}?limit=50`]: { comments: [older] } });
    open();
    await screen.findByText('Gute Arbeit auf Station 3.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Senden' })).not.toBeInTheDocument();
  });

  it('AMB-58 a student cannot open another student\'s comments', () => {
    signInAs('student', '55555555-5555-4555-8555-555555555555');
    const fetch = stubFetch({});
    open();
    expect(screen.getByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a 403 from the API shows the not-allowed state', async () => {
    signInAs('teacher');
    stubFetch({ [`GET /api/user/comments/${ids.student}?limit=50`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: 'nope' }] }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Kein Zugriff' })).toBeInTheDocument();
  });

  it('a comment over 5000 characters is refused with a message and the counter, never cut', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET /api/user/comments/${ids.student}?limit=50`]: { comments: [] } });
    const { user } = open();
    await screen.findByText('No Comments to show!');
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Neuer Kommentar' });
    await user.click(box);
    await user.paste('a'.repeat(20_000));
    expect(box).toHaveValue('a'.repeat(20_000));
    expect(screen.getByText('20000/5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Der Kommentar darf höchstens 5000 Zeichen lang sein.')).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
