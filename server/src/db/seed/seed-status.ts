import { asc, inArray } from 'drizzle-orm';
import { addDays } from '@praxisport/contract/attendance';
import type { AreaAssessment } from '@praxisport/contract/qualified-assessments';
import { plannedEndOf } from '@praxisport/contract/status';
import { visitedTypes } from '@praxisport/contract/training-rules';
import type { DbOrTx } from '../client';
import { placementInstructors, placements } from '../schema/placements';
import { qualifiedAssessments, trainingPeriods, visits } from '../schema/status';

export interface SeedStatusInput {
  /** Every planned student with the supervisor of their class. */
  students: { id: string; supervisorId: string }[];
  /** The cases a new user should see on the training status. */
  cases: {
    /** Lena Schmidt: her last ended placement still waits for its qualified assessment (the journey writes it). */
    assessmentMissing: string;
    /** Submitted, its discussion not yet confirmed. */
    unconfirmed: string;
    /** The orientation placement ended without a visit of the school. */
    visitMissing: string;
    /** Part-time: five years. */
    partTime: string;
  };
  now?: Date;
}

const texts: Record<AreaAssessment['area'], string[]> = {
  I: ['Plant die Pflege strukturiert nach dem Pflegeprozess und evaluiert die Maßnahmen selbstständig.', 'Erhebt den Pflegebedarf sicher; die Pflegeplanung braucht noch Anleitung.'],
  II: ['Führt Gespräche mit Pflegebedürftigen und Angehörigen empathisch und situationsgerecht.', 'Kommuniziert freundlich; in schwierigen Gesprächen noch zurückhaltend.'],
  III: ['Arbeitet verlässlich im Team und gibt Informationen bei der Übergabe vollständig weiter.', 'Stimmt sich mit Ärztinnen, Ärzten und Therapie gut ab.'],
  IV: ['Kennt die rechtlichen Vorgaben (Schweigepflicht, Dokumentation) und hält sie ein.', 'Begründet das eigene Handeln mit den Standards der Einrichtung.'],
  V: ['Nutzt Expertenstandards und begründet Maßnahmen mit aktuellem Wissen.', 'Reflektiert die eigene Rolle und nimmt Rückmeldungen an.'],
};
const areas = ['I', 'II', 'III', 'IV', 'V'] as const;

/**
 * The records of the training status for the demo: every planned student's training period (from their first
 * placement, three years; one part-time), a visit of the school in each visited placement that has begun (most),
 * and a qualified assessment, submitted and confirmed, for each ended placement that has an instructor, but for
 * the cases the status should show.
 */
export async function seedStatus(db: DbOrTx, { students, cases, now = new Date() }: SeedStatusInput): Promise<void> {
  const ids = students.map((s) => s.id);
  if (ids.length === 0) return;
  const supervisorOf = new Map(students.map((s) => [s.id, s.supervisorId]));
  const today = now.toISOString().slice(0, 10);
  const rows = await db
    .select({ id: placements.id, studentId: placements.studentId, type: placements.type, from: placements.fromDate, until: placements.untilDate })
    .from(placements)
    .where(inArray(placements.studentId, ids))
    .orderBy(asc(placements.studentId), asc(placements.fromDate));
  const instructors = await db.select().from(placementInstructors).where(inArray(placementInstructors.placementId, rows.map((r) => r.id)));
  const instructorOf = new Map(instructors.map((i) => [i.placementId, i.teacherId]));

  const periods = new Map<string, { startDate: string; plannedEnd: string }>();
  for (const r of rows) {
    if (periods.has(r.studentId)) continue;
    periods.set(r.studentId, { startDate: r.from, plannedEnd: plannedEndOf(r.from, r.studentId === cases.partTime ? 5 : 3) });
  }
  await db.insert(trainingPeriods).values([...periods].map(([studentId, p]) => ({ studentId, ...p, setById: supervisorOf.get(studentId) ?? null })));

  const visitRows: (typeof visits.$inferInsert)[] = [];
  const assessmentRows: (typeof qualifiedAssessments.$inferInsert)[] = [];
  rows.forEach((r, n) => {
    const ended = r.until < today;
    if (visitedTypes.includes(r.type) && r.from <= today) {
      const weeksIn = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / (7 * 86_400_000);
      const missing = (r.studentId === cases.visitMissing && r.type === 'orientation') || (!ended && (weeksIn < 3 || n % 3 === 2));
      if (!missing) {
        const date = ended ? addDays(r.from, 24) : addDays(today, -3);
        visitRows.push({ placementId: r.id, supervisorId: supervisorOf.get(r.studentId) ?? null, date, form: n % 4 === 0 ? 'talk' : 'onSite', notes: 'Praxisbesuch mit Anleitungssituation; Lernziele für den Rest des Einsatzes besprochen.' });
      }
    }
    const teacherId = instructorOf.get(r.id);
    if (!ended || !teacherId) return;
    const last = rows.filter((x) => x.studentId === r.studentId && x.until < today).at(-1)?.id === r.id;
    if (last && r.studentId === cases.assessmentMissing) return;
    const submittedAt = new Date(`${addDays(r.until, -2)}T14:00:00Z`);
    const confirmed = !(last && r.studentId === cases.unconfirmed);
    assessmentRows.push({
      placementId: r.id,
      teacherId,
      areas: areas.map((area, i) => ({ area, grade: 1 + ((n + i) % 3), text: texts[area][(n + i) % 2]! })),
      status: confirmed ? 'confirmed' : 'submitted',
      submittedAt,
      confirmedAt: confirmed ? new Date(submittedAt.getTime() + 86_400_000) : null,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    });
  });
  for (let i = 0; i < visitRows.length; i += 500) await db.insert(visits).values(visitRows.slice(i, i + 500));
  for (let i = 0; i < assessmentRows.length; i += 500) await db.insert(qualifiedAssessments).values(assessmentRows.slice(i, i + 500));
}
