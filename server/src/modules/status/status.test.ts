import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, schoolDay } from '@praxisport/contract/attendance';
import type { PlacementType } from '@praxisport/contract/placements';
import { germanDate, plannedEndOf, statusMessages } from '@praxisport/contract/status';
import { attendanceEntries, attendanceRecords } from '../../db/schema/attendance';
import { auditEvents } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { guidanceRecords, practicalAbsences } from '../../db/schema/placements';
import { qualifiedAssessments, statusLightsNotified, trainingPeriods, visits } from '../../db/schema/status';
import { buildClass, buildPlacement, buildScene, buildStudent, buildSupervisor, call, describeRoute, expectError, signIn, useTestApp, uuid, type Scene } from '../../../test/kit';
import { pdfFlatText } from '../../../test/pdf';
import { notifyStatusChanges } from './status.service';

const t = useTestApp();

// ---------------------------------------------------------------------------------------------
// Records

async function placement(s: Scene, o: { type: PlacementType; from: string; until: string; plannedHours: number; atProvider?: boolean; studentId?: string }) {
  const p = await buildPlacement(t.db, { ...o, studentId: o.studentId ?? s.student.id, plannedById: s.supervisor.id, teacherId: s.teacher.id, atProvider: o.atProvider ?? true });
  return p.id;
}

/** Confirmed guidance of `minutes` in one placement, in records of at most 720 minutes. */
async function confirmedGuidance(s: Scene, placementId: string, day: string, minutes: number) {
  for (let left = minutes, i = 0; left > 0; left -= 720, i++) {
    await t.db.insert(guidanceRecords).values({ placementId, studentId: s.student.id, teacherId: s.teacher.id, date: addDays(day, i), minutes: Math.min(720, left), kind: 'guidance', topic: 'Vitalzeichen', status: 'confirmed' });
  }
}

const areas = (grade: number) => (['I', 'II', 'III', 'IV', 'V'] as const).map((area) => ({ area, grade, text: 'Sicher und zugewandt.' }));
async function confirmedAssessment(s: Scene, placementId: string, grade = 2) {
  await t.db.insert(qualifiedAssessments).values({ placementId, teacherId: s.teacher.id, areas: areas(grade), status: 'confirmed', submittedAt: new Date('2025-11-28T10:00:00Z'), confirmedAt: new Date('2025-11-29T10:00:00Z') });
}

/** One attendance day of the class: `missed` of the four blocks missed by `studentId`, the others present. */
async function attendanceDay(s: Scene, date: string, entries: { studentId: string; missed: number }[]) {
  const [record] = await t.db.insert(attendanceRecords).values({ classId: s.cls.id, date, teacherId: s.supervisor.id }).returning();
  await t.db.insert(attendanceEntries).values(entries.map((e) => ({ recordId: record!.id, studentId: e.studentId, b8: e.missed < 1, b10: e.missed < 2, b12: e.missed < 3, b1345: e.missed < 4 })));
}

async function setPeriod(studentId: string, start: string, plannedEnd = plannedEndOf(start, 3)) {
  await t.db.insert(trainingPeriods).values({ studentId, startDate: start, plannedEnd });
}

/**
 * The scene's student 200 days into a full-time training: the orientation placement done (guidance,
 * a visit, a confirmed assessment with grade 2), an acute placement running that ends in 10 days with
 * neither guidance nor a visit nor an assessment but two absent days; ten school days with one block missed. The classmate
 * has no training period and missed all four blocks on two of the ten days.
 */
async function arrangeStatus(s: Scene) {
  const today = schoolDay();
  const start = addDays(today, -200);
  await setPeriod(s.student.id, start);
  const orientation = await placement(s, { type: 'orientation', from: start, until: addDays(start, 89), plannedHours: 400 });
  await confirmedGuidance(s, orientation, addDays(start, 10), 2400);
  await t.db.insert(visits).values({ placementId: orientation, supervisorId: s.supervisor.id, date: addDays(start, 30), form: 'onSite' });
  await confirmedAssessment(s, orientation);
  const acute = await placement(s, { type: 'inpatientAcute', from: addDays(today, -20), until: addDays(today, 10), plannedHours: 240 });
  await t.db.insert(practicalAbsences).values({ placementId: acute, teacherId: s.teacher.id, fromDate: addDays(today, -5), days: 2 });
  for (let i = 0; i < 10; i++) {
    await attendanceDay(s, addDays(start, i), [
      { studentId: s.student.id, missed: i === 3 ? 1 : 0 },
      { studentId: s.classmate.id, missed: i < 2 ? 4 : 0 },
    ]);
  }
  return { today, start, orientation, acute };
}

const statusOf = (s: Scene, as: Parameters<typeof call>[1]['as'] = s.supervisor) => call(t, { url: `/api/status/${s.student.id}`, as });

// ---------------------------------------------------------------------------------------------
// GET /api/status/{studentId}

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/status/{studentId}',
    title: 'ST-10 GET /api/status/{studentId}: the six parts of an apprentice',
    allowed: ['supervisor', 'teacher', 'student', 'admin'],
    forbiddenMessage: statusMessages.noAccess,
    arrange: arrangeStatus,
    valid: (s) => ({ url: `/api/status/${s.student.id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/status/x' }), message: 'Ungültige ID.', path: 'studentId' },
      { name: 'unknown student', request: () => ({ url: `/api/status/${uuid()}` }), status: 404, message: statusMessages.studentNotFound },
      { name: 'a teacher is no student', request: (s) => ({ url: `/api/status/${s.teacher.id}` }), status: 404, message: statusMessages.studentNotFound },
    ],
    success: {
      check: (res, s, who, x) => {
        const body = res.json();
        expect(body.student).toEqual({ _id: s.student.id, firstName: s.student.firstName, name: s.student.name, _grade: s.cls.id, className: s.cls.className });
        expect(body.training).toEqual({ start: x.start, plannedEnd: plannedEndOf(x.start, 3), partTime: false });
        expect(body.years.map((y: { year: number; started: boolean }) => [y.year, y.started])).toEqual([
          [1, true],
          [2, false],
          [3, false],
        ]);
        // 10 days of 6 h = 60 h, one 90-minute block missed: 2.5 %; 1.5 + 2,040 × 0.025 = 52.5 h forecast
        expect(body.theory).toEqual({ heldHours: 60, attendedHours: 58.5, missedHours: 1.5, rate: 0.025, mayStillMissHours: 208.5, forecastMissedHours: 52.5, light: 'green' });
        expect(body.practice.types.find((p: { type: string }) => p.type === 'orientation')).toEqual({ type: 'orientation', requiredHours: 400, doneHours: 400, plannedHours: 400, light: 'green' });
        // two absent days of 8 h in the acute placement of 240 h, whose 25 % are 60 h
        expect(body.practice).toMatchObject({ absentHours: 16, absenceLight: 'green', compulsoryAbsences: [{ type: 'inpatientAcute', absentHours: 16, allowedHours: 60, light: 'green' }] });
        // 1,440 min required of the 240 h; 21 of 31 days gone: ceil(1,440 × 21 / 31) = 976 expected, none recorded
        const [o, a] = body.guidance.placements;
        expect(o).toMatchObject({ requiredMinutes: 2400, confirmedMinutes: 2400, light: 'green' });
        expect(a).toMatchObject({ requiredMinutes: 1440, confirmedMinutes: 0, expectedMinutes: 976, light: 'amber' });
        expect(body.visits.placements.map((v: { state: string; light: string }) => [v.state, v.light])).toEqual([
          ['done', 'green'],
          ['due', 'amber'],
        ]);
        expect(body.assessments.placements.map((v: { state: string; meanGrade: number | null; light: string }) => [v.state, v.meanGrade, v.light])).toEqual([
          ['confirmed', 2, 'green'],
          ['upcoming', null, 'amber'],
        ]);
        const until = germanDate(addDays(x.today, 10));
        expect(body.readiness.missing).toContainEqual({ part: 'visits', text: `Besuch im Pflichteinsatz Stationäre Akutpflege bis ${until}`, dueBy: addDays(x.today, 10), light: 'amber' });
        expect(body.readiness.missing).toContainEqual({ part: 'assessments', text: `Leistungseinschätzung zum Pflichteinsatz Stationäre Akutpflege bis ${until}`, dueBy: addDays(x.today, 10), light: 'amber' });
        expect(body.lights).toEqual({ theory: 'green', practice: 'amber', guidance: 'amber', visits: 'amber', assessments: 'amber', readiness: 'amber' });
        expect(body.today).toBe(x.today);
        expect(body.maySupervise).toBe(who === 'supervisor');
      },
    },
    names: {
      forbidden: 'ST-10 SEC-02 refuses a kilian with the status\'s message',
      success: 'ST-10 the student, the class\'s supervisor, a joined teacher and admins read the figures; only the supervisor may supervise',
    },
  },
  () => {
    it('ST-10 403 for another apprentice, another class\'s supervisor, a teacher who has not joined', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      for (const who of [s.classmate, other, s.outsider]) expectError(await statusOf(s, who), 403, statusMessages.noAccess);
    });

    it('ST-10 without a training period: computed all the same; the readiness list asks for the period first', async () => {
      const s = await buildScene(t.db);
      const res = await statusOf(s, s.student);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ training: null, years: [], theory: { heldHours: 0, light: 'green' } });
      expect(body.readiness.missing[0]).toEqual({ part: 'readiness', text: 'Ausbildungszeitraum festlegen', dueBy: null, light: 'amber' });
    });
  },
);

// ---------------------------------------------------------------------------------------------
// PUT /api/status/{studentId}/training

const periodRow = (studentId: string) => t.db.select().from(trainingPeriods).where(eq(trainingPeriods.studentId, studentId));
const putTraining = (s: Scene, body: unknown, as: Parameters<typeof call>[1]['as'] = s.supervisor) => call(t, { method: 'PUT', url: `/api/status/${s.student.id}/training`, as, body });

describeRoute(
  t,
  {
    method: 'PUT',
    route: '/api/status/{studentId}/training',
    title: 'ST-11 PUT /api/status/{studentId}/training: the class\'s supervisor sets the training period',
    allowed: ['supervisor'],
    forbiddenMessage: statusMessages.onlySupervisor,
    valid: (s) => ({ url: `/api/status/${s.student.id}/training`, body: { start: '2025-09-01', plannedEnd: '2028-08-31' } }),
    invalid: [
      { name: 'one day short of three years', request: (s) => ({ url: `/api/status/${s.student.id}/training`, body: { start: '2025-09-01', plannedEnd: '2028-08-30' } }), message: statusMessages.endRange, path: 'plannedEnd' },
      { name: 'one day over five years', request: (s) => ({ url: `/api/status/${s.student.id}/training`, body: { start: '2025-09-01', plannedEnd: '2030-09-01' } }), message: statusMessages.endRange, path: 'plannedEnd' },
      { name: 'no real day', request: (s) => ({ url: `/api/status/${s.student.id}/training`, body: { start: '2025-02-30', plannedEnd: '2028-08-31' } }), message: 'Ausbildungsbeginn: ungültiges Datum.', path: 'start' },
      { name: 'not a date', request: (s) => ({ url: `/api/status/${s.student.id}/training`, body: { start: '01.09.2025', plannedEnd: '2028-08-31' } }), message: 'Ausbildungsbeginn: Datum im Format JJJJ-MM-TT angeben.', path: 'start' },
      { name: 'unknown student', request: () => ({ url: `/api/status/${uuid()}/training`, body: { start: '2025-09-01', plannedEnd: '2028-08-31' } }), status: 404, message: statusMessages.studentNotFound },
    ],
    unchanged: async (s) => expect(await periodRow(s.student.id)).toEqual([]),
    success: {
      check: async (res, s) => {
        expect(res.json()).toEqual({ training: { start: '2025-09-01', plannedEnd: '2028-08-31', partTime: false } });
        expect(await periodRow(s.student.id)).toMatchObject([{ startDate: '2025-09-01', plannedEnd: '2028-08-31', setById: s.supervisor.id }]);
      },
    },
    names: { success: 'ST-11 the class\'s supervisor sets the period (three years full-time)' },
  },
  () => {
    it('ST-11 another class\'s supervisor gets 403 and nothing is stored', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await putTraining(s, { start: '2025-09-01', plannedEnd: '2028-08-31' }, other), 403, statusMessages.onlySupervisor);
      expect(await periodRow(s.student.id)).toEqual([]);
    });

    it('ST-11 a change to five years part-time: partTime, the audit record keeps before and after, the status reads it', async () => {
      const s = await buildScene(t.db);
      expect((await putTraining(s, { start: '2025-09-01', plannedEnd: '2028-08-31' })).statusCode).toBe(200);
      const res = await putTraining(s, { start: '2025-09-01', plannedEnd: '2030-08-31' });
      expect(res.json()).toEqual({ training: { start: '2025-09-01', plannedEnd: '2030-08-31', partTime: true } });
      const events = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entity, 'training'), eq(auditEvents.entityId, s.student.id)));
      expect(events.map((e) => [e.action, e.before, e.after, e.actorUserId, e.classId])).toEqual(
        expect.arrayContaining([
          ['training.set', null, { start: '2025-09-01', plannedEnd: '2028-08-31' }, s.supervisor.id, s.cls.id],
          ['training.set', { start: '2025-09-01', plannedEnd: '2028-08-31' }, { start: '2025-09-01', plannedEnd: '2030-08-31' }, s.supervisor.id, s.cls.id],
        ]),
      );
      expect(events).toHaveLength(2);
      expect((await statusOf(s)).json().years).toHaveLength(5);
    });
  },
);

// ---------------------------------------------------------------------------------------------
// GET /api/status/class/{classId} and its CSV

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/status/class/{classId}',
    title: 'ST-12 GET /api/status/class/{classId}: every apprentice × the six lights',
    allowed: ['supervisor', 'teacher', 'admin'],
    forbiddenMessage: statusMessages.noClassAccess,
    arrange: arrangeStatus,
    valid: (s) => ({ url: `/api/status/class/${s.cls.id}` }),
    invalid: [
      { name: 'malformed id', request: () => ({ url: '/api/status/class/x' }), message: 'Ungültige ID.', path: 'classId' },
      { name: 'unknown class', request: () => ({ url: `/api/status/class/${uuid()}` }), status: 404, message: statusMessages.classNotFound },
    ],
    success: {
      check: (res, s, _who, x) => {
        const body = res.json();
        expect(body).toMatchObject({ _grade: s.cls.id, className: s.cls.className, today: x.today });
        const row = (id: string) => body.students.find((r: { student: { _id: string } }) => r.student._id === id);
        expect(row(s.student.id)).toMatchObject({
          training: { start: x.start, partTime: false },
          lights: { theory: 'green', visits: 'amber', assessments: 'amber' },
          theoryMissedHours: 1.5,
          theoryRate: 0.025,
          practiceDoneHours: 400,
        });
        // 12 of 60 h missed (20 %): 12 + 2,040 × 0.2 = 420 h forecast → amber
        expect(row(s.classmate.id)).toMatchObject({ training: null, lights: { theory: 'amber' }, theoryMissedHours: 12, theoryRate: 0.2, practiceDoneHours: 0 });
        expect(body.students).toHaveLength(2);
      },
    },
    names: { success: 'ST-12 the class\'s supervisor, its joined teachers and admins read the overview' },
  },
  () => {
    it('ST-12 403 for another class\'s supervisor and a teacher who has not joined', async () => {
      const s = await buildScene(t.db);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      for (const who of [other, s.outsider]) expectError(await call(t, { url: `/api/status/class/${s.cls.id}`, as: who }), 403, statusMessages.noClassAccess);
    });
  },
);

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/status/class/{classId}/csv',
    title: 'ST-13 GET /api/status/class/{classId}/csv: the overview as CSV',
    allowed: ['supervisor', 'teacher', 'admin'],
    forbiddenMessage: statusMessages.noClassAccess,
    arrange: arrangeStatus,
    valid: (s) => ({ url: `/api/status/class/${s.cls.id}/csv` }),
    invalid: [{ name: 'unknown class', request: () => ({ url: `/api/status/class/${uuid()}/csv` }), status: 404, message: statusMessages.classNotFound }],
    success: {
      check: (res, s, _who, x) => {
        expect(res.headers['content-type']).toContain('text/csv');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ausbildungsstand_[\w-]+\.csv"$/);
        const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
        expect(lines[0]).toBe(
          'Nachname;Vorname;Ausbildungsbeginn;Geplantes Ende;Theorie;Praxis;Praxisanleitung;Praxisbegleitung;Leistungseinschätzungen;Zulassung zur Prüfung;Theorie: Fehlstunden;Theorie: Fehlquote (%);Praxis: abgeschlossene Stunden;Gefährdete Punkte',
        );
        const row = lines.find((l) => l.startsWith(`${s.student.name};${s.student.firstName};${germanDate(x.start)};`))!;
        expect(row.split(';').slice(4, 13)).toEqual(['Grün', 'Gelb', 'Gelb', 'Gelb', 'Gelb', 'Gelb', '1,5', '2,5', '400']);
      },
    },
    names: { success: 'ST-13 one row per apprentice: the six lights in words and the figures' },
  },
);

// ---------------------------------------------------------------------------------------------
// GET /api/status/due

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/status/due',
    title: 'ST-14 GET /api/status/due: "Was ist fällig" across the supervisor\'s classes',
    allowed: ['supervisor'],
    arrange: arrangeStatus,
    valid: () => ({ url: '/api/status/due' }),
    success: {
      check: (res, s, _who, x) => {
        const body = res.json();
        expect(body.today).toBe(x.today);
        const of = (id: string) => body.items.filter((i: { student: { _id: string } }) => i.student._id === id).map((i: { kind: string; link: string; light: string }) => [i.kind, i.link, i.light]);
        expect(of(s.student.id)).toEqual(
          expect.arrayContaining([
            ['visit', `/visits/${s.student.id}`, 'amber'],
            ['assessment', `/qualified-assessment/${x.acute}`, 'amber'],
            ['guidance', `/placements/${s.student.id}`, 'amber'],
          ]),
        );
        expect(of(s.student.id)).toHaveLength(3);
        expect(of(s.classmate.id)).toEqual(
          expect.arrayContaining([
            ['absence', `/status/${s.classmate.id}`, 'amber'],
            ['training', `/status/${s.classmate.id}`, 'amber'],
          ]),
        );
        const visit = body.items.find((i: { kind: string; student: { _id: string } }) => i.kind === 'visit' && i.student._id === s.student.id);
        expect(visit).toMatchObject({ _grade: s.cls.id, className: s.cls.className, dueBy: addDays(x.today, 10), text: expect.stringContaining('Besuch im Pflichteinsatz Stationäre Akutpflege (Klinikum Nord, Station ') });
      },
    },
    names: { success: 'ST-14 visits, assessments, guidance behind pace, absences and missing periods, each with the place to act' },
  },
  () => {
    it('ST-14 another supervisor sees nothing of this class; red items come first', async () => {
      const s = await buildScene(t.db);
      await arrangeStatus(s);
      const other = await signIn(t.db, await buildSupervisor(t.db));
      const mine = await buildClass(t.db, other.id);
      const late = await buildStudent(t.db, mine.id);
      // an orientation placement that ended a week ago without a visit: overdue, red
      await placement(s, { type: 'orientation', from: addDays(schoolDay(), -60), until: addDays(schoolDay(), -7), plannedHours: 300, studentId: late.id });
      const body = (await call(t, { url: '/api/status/due', as: other })).json();
      expect(body.items.every((i: { _grade: string }) => i._grade === mine.id)).toBe(true);
      expect(body.items[0]).toMatchObject({ kind: 'visit', light: 'red', student: { _id: late.id } });
      expect(body.items.map((i: { light: string }) => i.light)).toEqual([...body.items.map((i: { light: string }) => i.light)].sort((a, b) => ['red', 'amber', 'green'].indexOf(a) - ['red', 'amber', 'green'].indexOf(b)));
    });
  },
);

// ---------------------------------------------------------------------------------------------
// GET /api/status/{studentId}/certificate/{year}

const certificate = (s: Scene, year: number | string, as: Parameters<typeof call>[1]['as'] = s.supervisor, studentId = s.student.id) => call(t, { url: `/api/status/${studentId}/certificate/${year}`, as });

describeRoute(
  t,
  {
    method: 'GET',
    route: '/api/status/{studentId}/certificate/{year}',
    title: 'ST-15 GET /api/status/{studentId}/certificate/{year}: the yearly certificate',
    allowed: ['supervisor', 'admin'],
    forbiddenMessage: statusMessages.onlySupervisorCertificate,
    arrange: async (s) => {
      const x = await arrangeStatus(s);
      // a day before the training began, all four blocks missed: not part of the first year
      await attendanceDay(s, addDays(x.start, -5), [{ studentId: s.student.id, missed: 4 }]);
      return x;
    },
    valid: (s) => ({ url: `/api/status/${s.student.id}/certificate/1` }),
    invalid: [
      { name: 'year 0', request: (s) => ({ url: `/api/status/${s.student.id}/certificate/0` }), message: statusMessages.badYear, path: 'year' },
      { name: 'year 6', request: (s) => ({ url: `/api/status/${s.student.id}/certificate/6` }), message: statusMessages.badYear, path: 'year' },
      { name: 'no number', request: (s) => ({ url: `/api/status/${s.student.id}/certificate/eins` }), message: statusMessages.badYear, path: 'year' },
      { name: 'the second year has not begun', request: (s) => ({ url: `/api/status/${s.student.id}/certificate/2` }), message: statusMessages.yearNotStarted, path: 'year' },
      { name: 'a fourth year of three', request: (s) => ({ url: `/api/status/${s.student.id}/certificate/4` }), message: statusMessages.yearOutside, path: 'year' },
      { name: 'no training period', request: (s) => ({ url: `/api/status/${s.classmate.id}/certificate/1` }), status: 409, message: statusMessages.noTraining },
      { name: 'unknown student', request: () => ({ url: `/api/status/${uuid()}/certificate/1` }), status: 404, message: statusMessages.studentNotFound },
    ],
    success: {
      check: (res, s, _who, x) => {
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="jahreszeugnis_[\w-]+_1\.ausbildungsjahr\.pdf"$/);
        const text = pdfFlatText(res.rawPayload);
        // the test reader decodes WinAnsi as Latin-1: the dash comes back as \x96
        expect(text).toMatch(/^Jahreszeugnis \x96 1\. Ausbildungsjahr/);
        expect(text).toContain(`${s.student.firstName} ${s.student.name}`);
        expect(text).toContain(`Ausbildungsjahr ${germanDate(x.start)} bis ${germanDate(addDays(plannedEndOf(x.start, 1), 0))}`);
        // the ten days of the year: 60 h, one block missed; the day before the start is not counted
        expect(text).toContain('Unterricht erfasst: 60,0 Stunden · davon gefehlt: 1,5 Stunden (2,5 %).');
        expect(text).toContain('2 Fehltage = 16 Stunden in den Einsätzen dieses Jahres');
        expect(text).toContain('Orientierungseinsatz');
        expect(text).toContain('Ø 2,0 (I: 2 · II: 2 · III: 2 · IV: 2 · V: 2)');
        expect(text).toContain('Stationäre Akutpflege');
        expect(text).toContain('noch nicht eingereicht');
        for (const line of ['Ort, Datum', 'Auszubildende/r', 'Praxisanleitung', 'Praxisbegleitung / Schulleitung']) expect(text).toContain(line);
      },
    },
    names: { success: 'ST-15 the supervisor and admins get the PDF: theory and practice absences apart, the year\'s placements with their assessments, signature lines' },
  },
  () => {
    it('ST-15 another class\'s supervisor gets 403', async () => {
      const s = await buildScene(t.db);
      await setPeriod(s.student.id, addDays(schoolDay(), -10));
      const other = await signIn(t.db, await buildSupervisor(t.db));
      expectError(await certificate(s, 1, other), 403, statusMessages.onlySupervisorCertificate);
      expect((await certificate(s, 1)).statusCode).toBe(200);
    });
  },
);

// ---------------------------------------------------------------------------------------------
// Notifications: a part that turns amber or red tells the apprentice and the supervisor once

const statusNotes = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'statusChanged')));
const at = (day: string) => new Date(`${day}T10:00:00Z`);

/**
 * A training from 2025-09-01 with its orientation placement (2025-09-01 … 2025-11-30) guided and
 * assessed but not visited: the visits part is green until 14 days before its end, amber then.
 */
async function arrangeNotifications(s: Scene) {
  await setPeriod(s.student.id, '2025-09-01');
  const orientation = await placement(s, { type: 'orientation', from: '2025-09-01', until: '2025-11-30', plannedHours: 400 });
  await confirmedGuidance(s, orientation, '2025-09-10', 2400);
  await confirmedAssessment(s, orientation);
  return { orientation };
}

describe('ST-40 notifications of the training status (notifyStatusChanges)', () => {
    it('ST-40 the first look keeps the lights silently; a part that turns amber notifies the apprentice and the supervisor once, with a mail each', async () => {
      const s = await buildScene(t.db);
      await arrangeNotifications(s);
      expect(await notifyStatusChanges(t.db, [s.student.id], at('2025-10-01'))).toBe(0);
      const kept = await t.db.select().from(statusLightsNotified).where(eq(statusLightsNotified.studentId, s.student.id));
      expect(Object.fromEntries(kept.map((r) => [r.part, r.light]))).toEqual({ theory: 'green', practice: 'amber', guidance: 'green', visits: 'green', assessments: 'green', readiness: 'amber' });
      expect(await statusNotes(s.student.id)).toEqual([]);

      // 10 days before the end without a visit: amber
      expect(await notifyStatusChanges(t.db, [s.student.id], at('2025-11-20'))).toBe(1);
      for (const who of [s.student, s.supervisor]) {
        const notes = await statusNotes(who.id);
        expect(notes.map((n) => [n.params, n.link])).toEqual([[{ student: `${s.student.firstName} ${s.student.name}`, part: 'visits', light: 'amber' }, `/status/${s.student.id}`]]);
        const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, who.email));
        expect(mails.map((m) => m.subject)).toEqual([`PraxisPort: Ausbildungsstand von ${s.student.firstName} ${s.student.name}: Praxisbegleitung ist jetzt Gelb`]);
      }
      expect(await statusNotes(s.teacher.id)).toEqual([]);
      expect(await statusNotes(s.classmate.id)).toEqual([]);

      // ST-41 a second run tells nothing new
      expect(await notifyStatusChanges(t.db, [s.student.id], at('2025-11-21'))).toBe(0);
      expect(await statusNotes(s.student.id)).toHaveLength(1);
    });

    it('ST-42 green again is kept silently; amber once more notifies again; red after amber notifies', async () => {
      const s = await buildScene(t.db);
      const { orientation } = await arrangeNotifications(s);
      await notifyStatusChanges(t.db, [s.student.id], at('2025-10-01'));
      await notifyStatusChanges(t.db, [s.student.id], at('2025-11-20'));
      const [visit] = await t.db.insert(visits).values({ placementId: orientation, supervisorId: s.supervisor.id, date: '2025-11-18', form: 'talk' }).returning();
      expect(await notifyStatusChanges(t.db, [s.student.id], at('2025-11-21'))).toBe(0);
      expect(await t.db.select({ light: statusLightsNotified.light }).from(statusLightsNotified).where(and(eq(statusLightsNotified.studentId, s.student.id), eq(statusLightsNotified.part, 'visits')))).toEqual([{ light: 'green' }]);
      await t.db.delete(visits).where(eq(visits.id, visit!.id));
      expect(await notifyStatusChanges(t.db, [s.student.id], at('2025-11-22'))).toBe(1);
      // ended without a visit: red, and so is the readiness (the worst of the parts)
      expect(await notifyStatusChanges(t.db, [s.student.id], at('2025-12-01'))).toBe(2);
      const lights = (await statusNotes(s.supervisor.id)).map((n) => `${n.params.part} ${n.params.light}`);
      expect(lights.sort()).toEqual(['readiness red', 'visits amber', 'visits amber', 'visits red']);
    });

    it('ST-43 two runs at the same moment notify once: the row decides', async () => {
      const s = await buildScene(t.db);
      await arrangeNotifications(s);
      await notifyStatusChanges(t.db, [s.student.id], at('2025-10-01'));
      const told = await Promise.all([0, 1, 2].map(() => notifyStatusChanges(t.db, [s.student.id], at('2025-11-20'))));
      expect(told.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await statusNotes(s.student.id)).toHaveLength(1);
      expect(await statusNotes(s.supervisor.id)).toHaveLength(1);
    });

    it('ST-44 setting the training period notifies what it turns: a planned end gone by with an assessment missing is red', async () => {
      const s = await buildScene(t.db);
      const today = schoolDay();
      // a placement that ended a month ago without an assessment: amber while no planned end has passed
      await placement(s, { type: 'further', from: addDays(today, -60), until: addDays(today, -30), plannedHours: 160 });
      await notifyStatusChanges(t.db, [s.student.id]);
      const start = addDays(today, -4 * 365);
      expect((await putTraining(s, { start, plannedEnd: plannedEndOf(start, 3) })).statusCode).toBe(200);
      const parts = (await statusNotes(s.student.id)).map((n) => `${n.params.part} ${n.params.light}`);
      expect(parts).toContain('assessments red');
      expect((await statusNotes(s.supervisor.id)).map((n) => `${n.params.part} ${n.params.light}`)).toContain('assessments red');
      const mails = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, [s.student.email]));
      expect(mails.map((m) => m.subject)).toContain(`PraxisPort: Ausbildungsstand von ${s.student.firstName} ${s.student.name}: Leistungseinschätzungen ist jetzt Rot`);
    });
});
