import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { admins, classes, classTeachers, users } from '../schema/users';
import { comments } from '../schema/comments';
import { placementOptions } from '@praxisport/contract/common';
import { hashPassword } from '../../lib/password';
import type { Storage } from '../../lib/storage';
import { instantiateRecordTemplates } from '../record-templates';
import { seedAttendance } from './seed-attendance';
import { seedAssessments } from './seed-assessments';
import { seedCatalogue } from './seed-catalogue';
import { seedPortfolio } from './seed-portfolio';
import { seedTalks } from './seed-talks';
import { seedKilian } from './seed-kilian';
import { seedPlacements } from './seed-placements';
import { seedStatus } from './seed-status';
import { seedNursingPhenomena } from './seed-nursing-phenomena';
import { seedOptionQuestions } from './seed-option-questions';

export const DEMO_PASSWORD = 'praxisport';

export const demoAccounts = [
  { role: 'admin', email: 'admin@praxisport.de', name: 'Verwaltung (Back Office)', url: '/admin/signin' },
  { role: 'supervisor', email: 'sabine.krueger@praxisport.de', name: 'Sabine Krüger (Praxisbegleitung)', url: '/signin' },
  { role: 'teacher', email: 'markus.weber@praxisport.de', name: 'Markus Weber (Praxisanleitung)', url: '/signin' },
  { role: 'student', email: 'lena.schmidt@praxisport.de', name: 'Lena Schmidt (Auszubildende, PFA 24-1)', url: '/signin' },
  { role: 'kilian', email: 'jonas.fischer@praxisport.de', name: 'Jonas Fischer (KILIAN)', url: '/signin' },
] as const;

export function demoAccountsText(): string {
  const lines = demoAccounts.map((a) => `  ${a.role.padEnd(11)} ${a.email.padEnd(32)} ${a.name}  → ${a.url}`);
  return `Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORD}):\n${lines.join('\n')}`;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(admins);
  return Number(u?.n ?? 0) === 0 && Number(a?.n ?? 0) === 0;
}

const firstNames = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Finn', 'Greta', 'Hannah', 'Ida', 'Jan', 'Klara', 'Leon', 'Mia', 'Noah', 'Olivia', 'Paul', 'Sophie', 'Tim', 'Ute', 'Valentina', 'Yusuf', 'Zeynep', 'Lukas', 'Marie', 'Elias', 'Lea', 'Milan', 'Aylin', 'Jonas', 'Nele'];
const lastNames = ['Müller', 'Schneider', 'Fischer', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Krause', 'Meier', 'Lehmann', 'Yılmaz', 'Kaya', 'Nowak', 'Peters', 'Vogel', 'Jung'];

const slug = (s: string) =>
  s.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/[^a-z]/g, '');

/** A small deterministic generator, so the demo school looks the same on every start. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Loads the demo nursing school: accounts, classes with students, comments (README: demo data).
 * With a `storage`, the demo instructor also gets a stored signature image (talks, TALK-21).
 */
export async function seedDemo(db: Db, { storage }: { storage?: Storage } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rand = rng(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  await db.transaction(async (tx) => {
    await tx.insert(admins).values({ email: 'admin@praxisport.de', firstName: 'Verwaltung', name: 'PraxisPort', passwordHash });
    const staff = await tx
      .insert(users)
      .values([
        { firstName: 'Sabine', name: 'Krüger', username: 'skrueger', email: 'sabine.krueger@praxisport.de', userType: 'supervisor' as const, lfce: 'CE', contact: '0431 5567 120', dob: '1978-05-14' },
        { firstName: 'Thomas', name: 'Becker', username: 'tbecker', email: 'thomas.becker@praxisport.de', userType: 'supervisor' as const, lfce: 'LF', contact: '0431 5567 121', dob: '1982-11-02' },
        { firstName: 'Markus', name: 'Weber', username: 'mweber', email: 'markus.weber@praxisport.de', userType: 'teacher' as const, contact: '0171 2345678', dob: '1985-02-21' },
        { firstName: 'Julia', name: 'Hoffmann', username: 'jhoffmann', email: 'julia.hoffmann@praxisport.de', userType: 'teacher' as const, contact: '0172 9876543', dob: '1990-07-30' },
        { firstName: 'Jonas', name: 'Fischer', username: 'jfischer', email: 'jonas.fischer@praxisport.de', userType: 'kilian' as const },
      ].map((u) => ({ ...u, passwordHash, status: 'active' as const })))
      .returning({ id: users.id, username: users.username });
    const id = (username: string) => staff.find((s) => s.username === username)!.id;
    const classRows = await tx
      .insert(classes)
      .values([
        { className: 'PFA 24-1', teacherId: id('skrueger') },
        { className: 'PFA 24-2', teacherId: id('skrueger') },
        { className: 'Kurs 2025 A', teacherId: id('skrueger') },
        { className: 'PFA 25-1', teacherId: id('tbecker') },
        { className: 'Kurs 2023 B', teacherId: id('tbecker') },
      ])
      .returning({ id: classes.id, className: classes.className });
    await tx.insert(classTeachers).values([
      { classId: classRows[0]!.id, teacherId: id('mweber') },
      { classId: classRows[1]!.id, teacherId: id('mweber') },
      { classId: classRows[3]!.id, teacherId: id('jhoffmann') },
    ]);
    const students: (typeof users.$inferInsert)[] = [
      {
        firstName: 'Lena', name: 'Schmidt', username: 'lschmidt', email: 'lena.schmidt@praxisport.de', userType: 'student', passwordHash,
        contact: '0160 4455667', dob: '2004-03-09', gradeId: classRows[0]!.id, status: 'active',
        impatient1: 'stationäre Akutpflege', impatient2: 'stationäre Langzeitpflege', impatient3: 'ambulante Pflege', impatient4: 'Pädiatrie', impatient5: 'Psychiatrie',
      },
    ];
    let n = 0;
    for (const c of classRows) {
      const size = 15 + Math.floor(rand() * 11);
      for (let i = students.filter((s) => s.gradeId === c.id).length; i < size; i++) {
        n++;
        const firstName = pick(firstNames);
        const name = pick(lastNames);
        const year = 1998 + Math.floor(rand() * 8);
        students.push({
          firstName, name, username: `${slug(firstName)}.${slug(name)}${n}`, email: `${slug(firstName)}.${slug(name)}${n}@praxisport.de`, userType: 'student', passwordHash, status: 'active',
          contact: rand() < 0.85 ? `01${Math.floor(50 + rand() * 30)} ${Math.floor(1000000 + rand() * 8999999)}` : null,
          dob: `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`,
          gradeId: c.id,
          impatient1: pick(placementOptions), impatient2: pick(placementOptions), impatient3: pick(placementOptions), impatient4: pick(placementOptions), impatient5: pick(placementOptions),
        });
      }
    }
    const studentRows = await tx.insert(users).values(students).returning({ id: users.id, gradeId: users.gradeId });
    const texts = [
      'Sehr sichere Vitalzeichenkontrolle, Dokumentation vollständig und zeitnah.',
      'Bitte bei der Mobilisation nach Kinästhetik noch stärker auf die Ressourcen der Bewohnerin achten.',
      'Schmerzeinschätzung mit NRS korrekt durchgeführt; Maßnahmen gut begründet.',
      'Flüssigkeitsbilanz lückenlos geführt. Weiter so!',
      'Im Erstgespräch Lernziele für den Einsatz auf Station 3B vereinbart.',
    ];
    const commentRows: (typeof comments.$inferInsert)[] = [];
    const now = Date.now();
    studentRows.forEach((s, i) => {
      if (s.gradeId !== classRows[0]!.id && s.gradeId !== classRows[1]!.id) return;
      const k = i === 0 ? 3 : i % 3 === 0 ? 1 : 0;
      for (let j = 0; j < k; j++) {
        commentRows.push({ teacherId: id('mweber'), studentId: s.id, comment: texts[(i + j) % texts.length]!, createdAt: new Date(now - (j + 1) * 86400_000 * 3 - (i % 7) * 3600_000 - 17 * 60_000) });
      }
    });
    if (commentRows.length) await tx.insert(comments).values(commentRows);
    await seedRecords(tx, { studentIds: studentRows.map((s) => s.id), classIds: [classRows[0]!.id, classRows[1]!.id, classRows[3]!.id], teacherId: id('mweber') });
    // Sabine Krüger's three classes; students in the order of the class list (surname), Lena Schmidt first in PFA 24-1
    const registerClasses = classRows.slice(0, 3).map((c) => c.id);
    const studentsByClass = new Map(registerClasses.map((c) => [c, studentRows.filter((s) => s.gradeId === c).map((s) => s.id)]));
    await seedAttendance(tx, { classIds: registerClasses, studentsByClass, supervisorId: id('skrueger'), rand });
    await seedCatalogue(tx);
    // Lena Schmidt and the next three of PFA 24-1: initial talk confirmed by both; Lena's interim talk awaits her confirmation
    const talkStudents = studentRows.filter((s) => s.gradeId === classRows[0]!.id).slice(0, 4).map((s) => s.id);
    await seedTalks(tx, { teacherId: id('mweber'), studentIds: talkStudents, storage });
    // the same students' portfolios: half of the items ticked, partly by both sides; Lena's blanks filled in
    await seedPortfolio(tx, { teacherId: id('mweber'), studentIds: talkStudents });
    // three-year placement plans; Lena Schmidt green, the next two of PFA 24-1 amber and red
    const ofClass = (i: number) => studentRows.filter((s) => s.gradeId === classRows[i]!.id).map((s) => s.id);
    await seedPlacements(tx, {
      classes: [
        { studentIds: ofClass(0), supervisorId: id('skrueger'), teacherId: id('mweber') },
        { studentIds: ofClass(1), supervisorId: id('skrueger'), teacherId: id('mweber') },
        { studentIds: ofClass(2), supervisorId: id('skrueger'), teacherId: null, firstYearOnly: true },
        { studentIds: ofClass(3), supervisorId: id('tbecker'), teacherId: id('jhoffmann'), firstYearOnly: true },
      ],
      showcase: talkStudents.slice(0, 3) as [string, string, string],
      allGreen: ofClass(0)[5],
      overAbsent: talkStudents[3],
      rand,
    });
    // the training status in every state: the sixth of PFA 24-1 all green; Lena Schmidt's last assessment due; the second
    // of PFA 24-1 with theory absences at risk and an assessment to confirm; the third without the orientation visit;
    // the fourth over 25 % absent in a compulsory placement; the first of PFA 24-2 part-time
    await seedStatus(tx, {
      students: [0, 1, 2, 3].flatMap((i) => ofClass(i).map((studentId) => ({ id: studentId, supervisorId: i === 3 ? id('tbecker') : id('skrueger') }))),
      cases: { assessmentMissing: talkStudents[0]!, unconfirmed: talkStudents[1]!, visitMissing: talkStudents[2]!, partTime: ofClass(1)[0]! },
    });
    // graded competency assessments for Lena Schmidt and two classmates
    await seedAssessments(tx, { teacherId: id('mweber'), studentIds: talkStudents });
    // nursing-phenomena explanations and one chosen sub-test, two option answers; Lena Schmidt starts empty
    await seedNursingPhenomena(tx, { teacherId: id('mweber'), studentIds: talkStudents });
    await seedOptionQuestions(tx, { studentIds: talkStudents });
    // Jonas Fischer (kilian) started a task for Lena Schmidt; her files in two folders of the first sub-test
    await seedKilian(tx, { kilianId: id('jfischer'), studentId: talkStudents[0]!, storage });
  });
}

/**
 * Every demo student's forms and reviews from the templates; in the classes with a teacher, some
 * points are already done (by that teacher, on earlier days) and the first talk has taken place.
 */
async function seedRecords(tx: Db, { studentIds, classIds, teacherId }: { studentIds: string[]; classIds: string[]; teacherId: string }) {
  await instantiateRecordTemplates(tx, studentIds);
  const inClasses = sql`(select id from users where grade_id in (${sql.join(classIds.map((c) => sql`${c}::uuid`), sql`, `)}))`;
  // a deterministic share of each item's points, by the item's position and its student's name
  await tx.execute(sql`
    update points p set done = true, changed_by_id = ${teacherId}::uuid,
      changed_at = now() - make_interval(days => 1 + (i.position * 3 + p.position) % 20, hours => p.position)
    from items i
    left join forms f on f.id = i.form_id
    left join reviews r on r.id = i.review_id
    join users u on u.id = coalesce(f.student_id, r.student_id)
    where p.item_id = i.id and u.id in ${inClasses}
      and p.position < (length(u.name) + length(u.first_name) + i.position * 2 + coalesce(f.position, r.position)) % 7`);
  await tx.execute(sql`insert into point_changes (point_id, done, changed_by_id, changed_at)
    select id, true, changed_by_id, changed_at from points where changed_by_id is not null`);
  await tx.execute(sql`
    update reviews r set r_date = (current_date - 40)::date,
      attending_people = u.first_name || ' ' || u.name || ' (Auszubildende), Markus Weber (PA), Sabine Krüger (PB)'
    from users u where u.id = r.student_id and r.r_name = 'Erstgespräch' and u.id in ${inClasses}`);
}
