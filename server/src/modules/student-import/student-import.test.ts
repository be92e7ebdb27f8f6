import { eq, inArray } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusMessages } from '@praxisport/contract/status';
import { studentImportMessages as m } from '@praxisport/contract/student-import';
import { authMessages } from '@praxisport/contract/auth';
import { classMessages } from '@praxisport/contract/classes';
import { accountTokens } from '../../db/schema/accounts';
import { auditEvents } from '../../db/schema/audit';
import { trainingPeriods } from '../../db/schema/status';
import { mailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { buildClass, buildScene, buildSupervisor, call, describeRoute, expectError, signIn, useTestApp, uuid, type Scene } from '../../../test/kit';
import { linkIn, setAsideMailsExcept, startSmtpServer, type TestSmtp } from '../../../test/smtp';
import { startMailWorker } from '../mail/mail.worker';

const t = useTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const tag = () => uuid().slice(0, 8);
const csv = (rows: string[], sep = ';', header = ['Nachname', 'Vorname', 'E-Mail', 'Telefon', 'Geburtsdatum']) => [header.join(sep), ...rows].join('\r\n');
const preview = (s: Scene, data: string, as: Scene['supervisor'] = s.supervisor) =>
  call(t, { method: 'POST', url: `/api/grade/${s.cls.id}/import/preview`, as, body: { data } });
const runImport = (s: Scene, data: string) => call(t, { method: 'POST', url: `/api/grade/${s.cls.id}/import`, as: s.supervisor, body: { data } });
const usersWith = (emails: string[]) => t.db.select().from(users).where(inArray(users.email, emails));

/** Five rows, two bad: a bad e-mail and a date that is no date. */
function fiveRows(k = tag()) {
  const good = [`anna.${k}@example.org`, `ben.${k}@example.org`, `cem.${k}@example.org`];
  const text = csv([
    `Albers;Anna;${good[0]};+49 171 1111111;01.02.2004`,
    `Bauer;Ben;${good[1]};;2005-03-04`,
    `Çelik;Cem;${good[2]};;`,
    `Dorn;Dana;keine-adresse;;`,
    `Ernst;Emil;emil.${k}@example.org;;31.02.2004`,
  ]);
  return { good, text };
}

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/grade/{classId}/import/preview',
    title: 'ISSUE-15 POST /api/grade/{classId}/import/preview: each row valid or with its error, nothing stored',
    allowed: ['supervisor'],
    forbiddenMessage: m.onlySupervisor,
    valid: (s) => ({ url: `/api/grade/${s.cls.id}/import/preview`, body: { data: b64(fiveRows().text) } }),
    invalid: [
      { name: 'missing columns', request: (s) => ({ url: `/api/grade/${s.cls.id}/import/preview`, body: { data: b64('Name;Telefon\r\nA;1') } }), message: m.missingColumns, path: 'data' },
      { name: 'unknown class', request: () => ({ url: `/api/grade/${uuid()}/import/preview`, body: { data: b64('x') } }), status: 404, message: classMessages.notFound },
    ],
    success: {
      check: (res) => {
        const body = res.json();
        expect(body).toMatchObject({ valid: 3, invalid: 2 });
        expect(body.rows.map((r: { line: number; error: string | null }) => [r.line, r.error])).toEqual([
          [2, null],
          [3, null],
          [4, null],
          [5, m.badEmail],
          [6, m.badDate],
        ]);
        expect(body.rows[0]).toMatchObject({ name: 'Albers', firstName: 'Anna', contact: '+49 171 1111111', dob: '2004-02-01', existing: false });
      },
    },
  },
  () => {
    it('bad files: 10 MB, 10,000 rows, binary, empty: a clear message and nothing stored', async () => {
      const s = await buildScene(t.db);
      expectError(await preview(s, b64(Buffer.alloc(10 * 1024 * 1024, 'a'))), 400, m.tooLarge, 'data');
      const many = csv(Array.from({ length: 10_000 }, (_, i) => `N${i};V${i};n${i}@example.org;;`));
      expectError(await preview(s, b64(many)), 400, m.tooManyRows, 'data');
      expectError(await preview(s, b64(Buffer.from([0xff, 0xfe, 0x4e, 0x00, 0x61, 0x00]))), 400, m.encoding, 'data');
      expectError(await preview(s, b64(csv([]))), 400, m.empty, 'data');
      expectError(await runImport(s, b64(many)), 400, m.tooManyRows, 'data');
      expect(await usersWith(['n1@example.org'])).toEqual([]);
    });

    it('formula cells, duplicates, header injection in names, accounts of another class are row errors', async () => {
      const s = await buildScene(t.db);
      const k = tag();
      const text = csv(
        [
          `=HYPERLINK("http://evil"),Fritz,f.${k}@example.org`,
          `Gans,Gina,g.${k}@example.org`,
          `Gans,Gina,G.${k}@example.org`,
          `"Hahn\r\nBcc: evil@example.org",Hans,h.${k}@example.org`,
          `Klassmann,Karl,${s.classmate.email}`,
          `Other,Olga,${s.teacher.email}`,
          `Plus,Paul,p.${k}@example.org,+49 30 1234567`,
        ],
        ',',
        ['Nachname', 'Vorname', 'E-Mail', 'Telefon'],
      );
      const res = await preview(s, b64(text));
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().rows;
      expect(rows.map((r: { error: string | null; existing: boolean }) => r.error ?? (r.existing ? 'existing' : 'ok'))).toEqual([
        m.formula,
        'ok',
        m.duplicateInFile,
        m.badName,
        'existing',
        m.otherClass,
        'ok',
      ]);
    });

    it('a birth date in the future or before 1900 says so; only a date that is no date is "kein gültiges Datum"', async () => {
      const s = await buildScene(t.db);
      const k = tag();
      const nextYear = new Date().getUTCFullYear() + 1;
      const text = csv([`Zukunft;Zoe;z.${k}@example.org;;01.01.${nextYear}`, `Alt;Anton;a.${k}@example.org;;1899-12-31`, `Kaputt;Karl;k.${k}@example.org;;31.02.2004`]);
      const rows = (await preview(s, b64(text))).json().rows;
      expect(rows.map((r: { error: string | null }) => r.error)).toEqual([authMessages.dobInPast, m.dobBefore1900, m.badDate]);
      expect(authMessages.dobInPast).toBe('Das Geburtsdatum muss in der Vergangenheit liegen.');
    });

    it('Windows-1252 (as Excel saves CSV) and UTF-8 with BOM read the same umlauts', async () => {
      const s = await buildScene(t.db);
      const text = csv([`Müller;Jürgen;j.${tag()}@example.org;;`]);
      for (const bytes of [iconv.encode(text, 'win1252'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])]) {
        expect((await preview(s, b64(bytes))).json().rows[0]).toMatchObject({ name: 'Müller', firstName: 'Jürgen', error: null });
      }
    });

    it('only the supervisor of the class: another supervisor gets 403', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await preview(s, b64(fiveRows().text), other), 403, classMessages.notYourClass);
    });
  },
);

describeRoute(
  t,
  {
    method: 'POST',
    route: '/api/grade/{classId}/import',
    allowed: ['supervisor'],
    forbiddenMessage: m.onlySupervisor,
    valid: (s) => ({ url: `/api/grade/${s.cls.id}/import`, body: { data: b64(fiveRows().text) } }),
    invalid: [
      { name: 'only bad rows', request: (s) => ({ url: `/api/grade/${s.cls.id}/import`, body: { data: b64(csv(['A;B;nope;;'])) } }), message: m.nothingToImport, path: 'data' },
    ],
    success: { check: (res) => expect(res.json()).toEqual({ created: 3, skipped: 0, invalid: 2 }) },
  },
  () => {
    it('imports the valid rows into the class, idempotent; each gets an invitation that sets the password (7 days), can be sent again', async () => {
      const s = await buildScene(t.db);
      const { good, text } = fiveRows();
      expect((await runImport(s, b64(text))).json()).toEqual({ created: 3, skipped: 0, invalid: 2 });
      expect((await runImport(s, b64(text))).json()).toEqual({ created: 0, skipped: 3, invalid: 2 });
      const created = await usersWith(good);
      expect(created).toHaveLength(3);
      expect(created.every((u) => u.gradeId === s.cls.id && u.userType === 'student' && u.status === 'active')).toBe(true);
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, good[0]!))).toHaveLength(1);

      const worker = startMailWorker(t.db, { ...t.config, mail: { ...t.config.mail, smtpUrl: smtp.url } }, { pollMs: 60_000 });
      const deliver = async () => {
        await setAsideMailsExcept(t.db, good);
        return worker.runOnce();
      };
      try {
        await deliver();
        const mail = smtp.to(good[0]!).at(-1)!;
        expect(mail.text).toContain(s.cls.className);
        expect(mail.text).toContain('7 Tagen');
        const anna = created.find((u) => u.email === good[0])!;
        // sent again: a new link, the old one ends
        expect((await call(t, { method: 'POST', url: `/api/grade/${s.cls.id}/students/${anna.id}/invitation`, as: s.supervisor })).statusCode).toBe(204);
        await deliver();
        const [first, second] = smtp.to(good[0]!).map((x) => new URL(linkIn(x.text, '/reset-password?token=')!).searchParams.get('token')!);
        const accept = (token: string) => call(t, { method: 'POST', url: '/api/user/auth/resetPassword', body: { token, password: 'mein-passwort' }, remoteAddress: `10.3.0.${Math.floor(Math.random() * 250)}` });
        expect((await accept(first!)).statusCode).toBe(400);
        expect((await accept(second!)).statusCode).toBe(204);
        const login = await call(t, { method: 'POST', url: '/api/user/auth/login', body: { email: good[0], password: 'mein-passwort' } });
        expect(login.statusCode).toBe(200);
        // accepted: nothing to send again
        expectError(await call(t, { method: 'POST', url: `/api/grade/${s.cls.id}/students/${anna.id}/invitation`, as: s.supervisor }), 400, m.notInvited);
        expectError(await call(t, { method: 'POST', url: `/api/grade/${s.cls.id}/students/${s.classmate.id}/invitation`, as: s.supervisor }), 400, m.notInvited);
        const otherClass = await buildClass(t.db, s.supervisor.id);
        expectError(await call(t, { method: 'POST', url: `/api/grade/${otherClass.id}/students/${anna.id}/invitation`, as: s.supervisor }), 404, m.studentNotFound);
      } finally {
        await worker.stop();
      }
    });
  },
);

describe('ISSUE-15 POST /api/grade/{classId}/students/{studentId}/invitation', () => {
  it('the class list tells only the class supervisor whose invitation is still open (for the "send again" button)', async () => {
    const s = await buildScene(t.db);
    const { good, text } = fiveRows();
    expect((await runImport(s, b64(text))).statusCode).toBe(200);
    const [anna, ben] = await Promise.all(good.slice(0, 2).map(async (e) => (await usersWith([e]))[0]!));
    await t.db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.userId, ben!.id));
    const pending = async () => {
      const res = await call(t, { url: `/api/user/students/${s.cls.id}`, as: s.supervisor });
      expect(res.statusCode, res.body).toBe(200);
      return Object.fromEntries(res.json().students.map((r: { _id: string; invitationPending?: boolean }) => [r._id, r.invitationPending]));
    };
    const bySupervisor = await pending();
    expect(bySupervisor[anna!.id]).toBe(true);
    expect(bySupervisor[ben!.id]).toBe(false);
    expect(bySupervisor[s.student.id]).toBe(false);
    const byTeacher = await call(t, { url: `/api/user/students/${s.cls.id}`, as: s.teacher });
    for (const row of byTeacher.json().students) expect(row).not.toHaveProperty('invitationPending');
  });

  it('401 without a session, 403 for other roles', async () => {
    const s = await buildScene(t.db);
    const url = `/api/grade/${s.cls.id}/students/${s.student.id}/invitation`;
    expectError(await call(t, { method: 'POST', url }), 401, 'Bitte melden Sie sich an.');
    expectError(await call(t, { method: 'POST', url, as: s.teacher }), 403, m.onlySupervisor);
    expectError(await call(t, { method: 'POST', url: `/api/grade/${s.cls.id}/students/x/invitation`, as: s.supervisor }), 400, 'Ungültige ID.', 'studentId');
  });
});

describe('ST-16 the optional columns Ausbildungsbeginn and Geplantes Ende', () => {
  const header = ['Nachname', 'Vorname', 'E-Mail', 'Geburtsdatum', 'Ausbildungsbeginn', 'Geplantes Ende'];
  const periodsOf = (ids: string[]) => t.db.select().from(trainingPeriods).where(inArray(trainingPeriods.studentId, ids));

  it('ST-16 the preview shows the period of each row; both or neither; the end 3 to 5 years after the start, as on the status screen', async () => {
    const s = await buildScene(t.db);
    const k = tag();
    const text = csv(
      [
        `Albers;Anna;a.${k}@example.org;01.02.2004;01.09.2025;31.08.2028`,
        `Bauer;Ben;b.${k}@example.org;;2025-09-01;2030-08-31`,
        `Cem;Can;c.${k}@example.org;;;`,
        `Dorn;Dana;d.${k}@example.org;;01.09.2025;`,
        `Ernst;Emil;e.${k}@example.org;;01.09.2025;30.08.2028`,
        `Fuchs;Fe;f.${k}@example.org;;01.09.2025;01.09.2030`,
        `Gans;Gina;g.${k}@example.org;;31.09.2025;31.08.2028`,
        `Hahn;Hans;h.${k}@example.org;;01.09.2025;morgen`,
      ],
      ';',
      header,
    );
    const res = await preview(s, b64(text));
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as { error: string | null; trainingStart: string | null; plannedEnd: string | null }[];
    expect(rows.map((r) => [r.error, r.trainingStart, r.plannedEnd])).toEqual([
      [null, '2025-09-01', '2028-08-31'],
      [null, '2025-09-01', '2030-08-31'],
      [null, null, null],
      [m.trainingIncomplete, '01.09.2025', null],
      // one day short of three years, one day over five: the status screen's rule and message
      [statusMessages.endRange, '01.09.2025', '30.08.2028'],
      [statusMessages.endRange, '01.09.2025', '01.09.2030'],
      [m.badTrainingStart, '31.09.2025', '31.08.2028'],
      [m.badPlannedEnd, '01.09.2025', 'morgen'],
    ]);
    expect(await usersWith([`a.${k}@example.org`])).toEqual([]);
  });

  it('ST-16 the import sets the periods of new students and of those already in the class, with an audit record; the same file again changes nothing', async () => {
    const s = await buildScene(t.db);
    const k = tag();
    const text = csv([`Albers;Anna;a.${k}@example.org;;01.09.2025;31.08.2028`, `Klass;Karl;${s.classmate.email};;01.10.2025;30.09.2030`, `Cem;Can;c.${k}@example.org;;;`], ';', header);
    const res = await runImport(s, b64(text));
    expect(res.json()).toEqual({ created: 2, skipped: 1, invalid: 0 });
    const [anna] = await usersWith([`a.${k}@example.org`]);
    const [can] = await usersWith([`c.${k}@example.org`]);
    const periods = await periodsOf([anna!.id, s.classmate.id, can!.id]);
    expect(periods.map((p) => [p.studentId, p.startDate, p.plannedEnd, p.setById]).sort()).toEqual(
      [
        [anna!.id, '2025-09-01', '2028-08-31', s.supervisor.id],
        [s.classmate.id, '2025-10-01', '2030-09-30', s.supervisor.id],
      ].sort(),
    );
    const audited = () => t.db.select().from(auditEvents).where(inArray(auditEvents.entityId, [anna!.id, s.classmate.id]));
    expect((await audited()).map((e) => [e.action, e.entityId, e.after]).sort()).toEqual(
      [
        ['training.set', anna!.id, { start: '2025-09-01', plannedEnd: '2028-08-31' }],
        ['training.set', s.classmate.id, { start: '2025-10-01', plannedEnd: '2030-09-30' }],
      ].sort(),
    );
    expect((await runImport(s, b64(text))).json()).toEqual({ created: 0, skipped: 3, invalid: 0 });
    expect(await audited()).toHaveLength(2);
    // the status reads it
    const status = await call(t, { url: `/api/status/${anna!.id}`, as: s.supervisor });
    expect(status.json().training).toEqual({ start: '2025-09-01', plannedEnd: '2028-08-31', partTime: false });
  });

  it('ST-16 a row with a bad period is refused as a row, the others import; nothing of it is stored', async () => {
    const s = await buildScene(t.db);
    const k = tag();
    const text = csv([`Albers;Anna;a.${k}@example.org;;01.09.2025;31.08.2027`, `Bauer;Ben;b.${k}@example.org;;01.09.2025;31.08.2028`], ';', header);
    expect((await runImport(s, b64(text))).json()).toEqual({ created: 1, skipped: 0, invalid: 1 });
    expect(await usersWith([`a.${k}@example.org`])).toEqual([]);
    const [ben] = await usersWith([`b.${k}@example.org`]);
    expect(await periodsOf([ben!.id])).toHaveLength(1);
  });
});
