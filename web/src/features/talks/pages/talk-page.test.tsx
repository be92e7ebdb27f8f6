import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { talkAlerts, talkMessages, type TalkRow } from '@praxisport/contract/talks';
import { calls, ids, reply, signInAs, stubFetch, renderWithAlerts } from '../../../test/render';
import { TalkPage } from './talk-page';

const talkId = '70000000-0000-4000-8000-000000000001';
const url = `/api/user/talk/${ids.student}/intermtalk`;
const student = { _id: ids.student, firstName: 'Lena', name: 'Schmidt' };
const weber = { _id: ids.teacher, firstName: 'Markus', name: 'Weber' };
const talk = (o: Partial<TalkRow> = {}): TalkRow => ({
  _id: talkId,
  talkType: 'intermtalk',
  _student: ids.student,
  _teacher: ids.teacher,
  interviewDate: '2026-03-02',
  intermMeeting: { week: 10, year: 2026 },
  finalMeeting: { week: 30, year: 2026 },
  teacherType: 'HPA',
  otherPerson: 'Petra Lange',
  otherType: 'SL',
  mainteraction_date: ['2026-03-09'],
  fixedpoint_date: ['2026-03-16'],
  competency_test_date: '2026-06-01',
  instructorConfirmation: true,
  studentConfirmation: false,
  instructorConfirmedBy: weber,
  instructorConfirmedAt: '2026-03-02T09:30:00.000Z',
  studentConfirmedBy: null,
  studentConfirmedAt: null,
  teacherSignature: null,
  ...o,
});

const open = (ui: ReactElement, route: string) => renderWithAlerts(ui, { route, path: '/talksform/:type/:studentId' });

const alert = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

/** Fills the date list of `label` in its dialog (TALK-03). */
async function fillDates(user: ReturnType<typeof userEvent.setup>, label: string, dates: string[]) {
  await user.click(screen.getByRole('button', { name: `Termine bearbeiten: ${label}` }));
  const dialog = await screen.findByRole('dialog', { name: label });
  for (let i = 0; i < dates.length; i++) {
    if (i > 0) await user.click(within(dialog).getByRole('button', { name: 'Termin hinzufügen' }));
    const input = within(dialog).getByLabelText(`Termin ${i + 1}`);
    await user.clear(input);
    if (dates[i]) await user.type(input, dates[i]!);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Fertig' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).not.toBeInTheDocument());
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('TalkPage as the instructor', () => {
  it('TALK-01 TALK-02 TALK-05 TALK-06 TALK-07 AMB-75 a new talk shows the German form with its defaults and the current year', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${url}`]: { talk: null, student } });
    open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    expect(await screen.findByRole('heading', { name: 'Zwischengespräch' })).toBeInTheDocument();
    expect(await screen.findByText('Lena Schmidt')).toBeInTheDocument();
    expect(screen.getByLabelText('Praxisanleitung', { selector: 'input' })).toHaveValue('HPA – hauptamtliche Praxisanleitung');
    expect(screen.getByLabelText('Funktion der weiteren Person', { selector: 'input' })).toHaveValue('SL – Stationsleitung');
    const weeks = screen.getAllByRole('textbox', { name: 'Kalenderwoche (1–53)' });
    expect(weeks.map((w) => (w as HTMLInputElement).value)).toEqual(['1', '1']);
    const year = String(new Date().getFullYear());
    expect(screen.getAllByRole('textbox', { name: 'Jahr' }).map((w) => (w as HTMLInputElement).value)).toEqual([year, year]);
    expect(screen.getByRole('button', { name: 'Einreichen' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Gespräche' });
    expect(within(nav).getByRole('link', { name: 'Erstgespräch' })).toHaveAttribute('href', `/talksform/initialconsultation/${ids.student}`);
    expect(within(nav).getByRole('link', { name: 'Abschlussgespräch' })).toHaveAttribute('href', `/talksform/finaltalk/${ids.student}`);
    expect(within(nav).getByRole('link', { name: 'Zwischengespräch' })).toHaveAttribute('aria-current', 'page');
  });

  it('TALK-03 AMB-83 the dates dialog adds and removes entries (one stays) and has a labelled close button (its 400 px: e2e)', async () => {
    signInAs('teacher');
    stubFetch({ [`GET ${url}`]: { talk: null, student } });
    const user = open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    await user.click(await screen.findByRole('button', { name: 'Termine bearbeiten: Fixpunkte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fixpunkte' });
    expect(within(dialog).getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Termin 1 entfernen' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Termin hinzufügen' }));
    expect(within(dialog).getByLabelText('Termin 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Termin 2 entfernen' }));
    expect(within(dialog).queryByLabelText('Termin 2')).not.toBeInTheDocument();
  });

  it('TALK-13 without the instructor confirmation: the German alert and no request', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET ${url}`]: { talk: null, student } });
    const user = open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    await user.click(await screen.findByRole('button', { name: 'Einreichen' }));
    expect(await alert(talkMessages.confirmFirst)).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('TALK-14 AMB-73 with the confirmation but fields missing: the other German alert and no request', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET ${url}`]: { talk: null, student } });
    const user = open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    await user.click(await screen.findByRole('checkbox', { name: /Ich bestätige als Praxisanleitung/ }));
    await user.click(screen.getByRole('button', { name: 'Einreichen' }));
    expect(await alert(talkMessages.fillAll)).toBeInTheDocument();
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('AMB-74 calendar week 60 stays 60 after leaving the field; submitting shows the limit at the field and sends nothing', async () => {
    signInAs('teacher');
    const fetch = stubFetch({ [`GET ${url}`]: { talk: null, student } });
    const user = open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    const [intermWeek] = await screen.findAllByRole('textbox', { name: 'Kalenderwoche (1–53)' });
    await user.clear(intermWeek!);
    await user.type(intermWeek!, '60');
    await user.tab();
    expect(intermWeek).toHaveValue('60');
    await user.click(screen.getByRole('checkbox', { name: /Ich bestätige als Praxisanleitung/ }));
    await user.click(screen.getByRole('button', { name: 'Einreichen' }));
    expect(await screen.findByText(talkMessages.week)).toBeInTheDocument();
    expect(intermWeek).toHaveAttribute('aria-invalid', 'true');
    expect(intermWeek).toHaveValue('60');
    expect(calls(fetch).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('TALK-15 TALK-16 AMB-83 a filled talk is posted with _teacher and the meetings; empty dates are dropped; "Gespräch erfolgreich eingereicht!"', async () => {
    signInAs('teacher');
    let sent: unknown;
    const fetch = stubFetch({
      [`GET ${url}`]: { talk: null, student },
      'POST /api/user/talk': (init: { body?: unknown }) => {
        sent = JSON.parse(String(init.body));
        return { talk: talk() };
      },
    });
    const user = open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    await user.type(await screen.findByLabelText('Datum des Gesprächs'), '2026-03-02');
    await user.type(screen.getByLabelText('Termin der Kompetenzprüfung'), '2026-06-01');
    const [intermWeek] = screen.getAllByRole('textbox', { name: 'Kalenderwoche (1–53)' });
    await user.clear(intermWeek!);
    await user.type(intermWeek!, '53');
    await user.type(screen.getByRole('textbox', { name: 'Weitere Person (Name)' }), 'Petra Lange');
    await fillDates(user, 'Termine der Hauptinteraktion', ['2026-03-09']);
    await fillDates(user, 'Fixpunkte', ['2026-03-16', '']);
    await user.click(screen.getByRole('checkbox', { name: /Ich bestätige als Praxisanleitung/ }));
    await user.click(screen.getByRole('button', { name: 'Einreichen' }));
    expect(await alert(talkAlerts.submitted)).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(sent).toEqual({
      talkType: 'intermtalk',
      _student: ids.student,
      _teacher: ids.teacher,
      interviewDate: '2026-03-02',
      intermMeeting: { week: 53, year },
      finalMeeting: { week: 1, year },
      teacherType: 'HPA',
      otherPerson: 'Petra Lange',
      otherType: 'SL',
      mainteraction_date: ['2026-03-09'],
      fixedpoint_date: ['2026-03-16'],
      competency_test_date: '2026-06-01',
      instructorConfirmation: true,
    });
    expect(calls(fetch)).toContain('POST /api/user/talk');
  }, 30_000);

  it('AMB-76 a 409 from the server shows its message and reloads the talk', async () => {
    signInAs('teacher');
    let confirmed = false;
    stubFetch({
      [`GET ${url}`]: () => ({ talk: confirmed ? talk({ studentConfirmation: true, studentConfirmedBy: student, studentConfirmedAt: '2026-03-03T10:00:00.000Z' }) : talk(), student }),
      'POST /api/user/talk': () => {
        confirmed = true;
        return reply(409, { code: 'CONFLICT', messages: [{ message: talkMessages.locked }] });
      },
    });
    const user = open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    expect(await screen.findByRole('textbox', { name: 'Weitere Person (Name)' })).toHaveValue('Petra Lange');
    await user.click(screen.getByRole('button', { name: 'Einreichen' }));
    expect(await alert(talkMessages.locked)).toBeInTheDocument();
    expect(await screen.findByText(/Auszubildende:r: bestätigt von Lena Schmidt am 03\.03\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Einreichen' })).not.toBeInTheDocument();
  });
});

describe('TalkPage as the student', () => {
  it('TALK-11 TALK-17 TALK-18 AMB-79 without a submitted talk: no Einreichen, the confirmation is disabled', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET ${url}`]: { talk: null, student } });
    open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    expect(await screen.findByRole('checkbox', { name: /Ich bestätige als Auszubildende:r/ })).toBeDisabled();
    expect(screen.getAllByText('Die Praxisanleitung hat dieses Gespräch noch nicht eingereicht.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Einreichen' })).not.toBeInTheDocument();
  });

  it('TALK-17 TALK-19 TALK-20 TALK-21 the student reads the talk, confirms with {studentConfirmation: true}, then sees the signature and who confirmed when', async () => {
    signInAs('student', ids.student);
    let body: unknown;
    stubFetch({
      [`GET ${url}`]: { talk: talk(), student },
      [`PUT /api/user/talk/${talkId}`]: (init: { body?: unknown }) => {
        body = JSON.parse(String(init.body));
        return {
          talk: talk({
            studentConfirmation: true,
            studentConfirmedBy: student,
            studentConfirmedAt: '2026-03-03T10:00:00.000Z',
            teacherSignature: 'http://localhost:3000/api/upload/files/0b7f8c5e-2a4e-4c1b-9a55-0a1b2c3d4e5f.png',
          }),
        };
      },
    });
    const user = open(<TalkPage />, `/talksform/intermtalk/${ids.student}`);
    expect(await screen.findByText('Petra Lange')).toBeInTheDocument();
    expect(screen.getByText('KW 10/2026')).toBeInTheDocument();
    expect(screen.getByText(/Praxisanleitung: bestätigt von Markus Weber am 02\.03\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Ich bestätige als Auszubildende:r/ }));
    expect(await alert(talkAlerts.confirmed)).toBeInTheDocument();
    expect(body).toEqual({ studentConfirmation: true });
    const img = await screen.findByRole('img', { name: 'Unterschrift von Markus Weber' });
    expect(img).toHaveAttribute('src', '/api/upload/files/0b7f8c5e-2a4e-4c1b-9a55-0a1b2c3d4e5f.png');
    expect(screen.getByRole('checkbox', { name: /Ich bestätige als Auszubildende:r/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Ich bestätige als Auszubildende:r/ })).toBeDisabled();
    expect(screen.getByText(/Auszubildende:r: bestätigt von Lena Schmidt am 03\.03\.2026/)).toBeInTheDocument();
  });

  it('SEC-04 another student\'s talk shows not allowed', async () => {
    signInAs('student', ids.student);
    stubFetch({ [`GET /api/user/talk/${ids.supervisor}/intermtalk`]: reply(403, { code: 'FORBIDDEN', messages: [{ message: talkMessages.noAccess }] }) });
    open(<TalkPage />, `/talksform/intermtalk/${ids.supervisor}`);
    expect(await screen.findByText(/keine Berechtigung|nicht erlaubt|Kein Zugriff/i)).toBeInTheDocument();
  });

  it('TALK-01 AMB-80 an unknown talk type is not found, without a request', async () => {
    signInAs('student', ids.student);
    const fetch = stubFetch({});
    open(<TalkPage />, `/talksform/smalltalk/${ids.student}`);
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(calls(fetch)).toEqual([]);
  });
});
