import { asc } from 'drizzle-orm';
import { addDays, schoolDay, type AttendanceReason, type BlockKey } from '@praxisport/contract/attendance';
import type { AnalysisStatus } from '@praxisport/contract/register-analysis';
import type { Db } from '../client';
import { ensureLfceCatalogue } from '../lfce-catalogue';
import { attendanceEntries, attendanceRecords, lfces, registerAnalyses, registerAnalysisEntries } from '../schema/attendance';

/** How many school days (Monday to Friday, before today) the demo classes have registers for. */
export const DEMO_ATTENDANCE_DAYS = 30;

/**
 * The hand-computed case of the statistics (e2e, decision 013): the first student of the first
 * class (Lena Schmidt) missed two whole days (day 5 and 17, excused) and came 30 minutes late on
 * day 10: 2 × 360 + 30 = 750 minutes = 12.5 h of 30 × 6 h = 180 h, a rate of 6.9 %.
 */
function fixedPattern(studentIndex: number, day: number): { absent: BlockKey[]; reason: AttendanceReason | null } | undefined {
  const all: BlockKey[] = ['8', '10', '12', '13:45'];
  if (studentIndex === 0) {
    if (day === 5 || day === 17) return { absent: all, reason: 'excused' };
    if (day === 10) return { absent: [], reason: 'late30' };
    return { absent: [], reason: null };
  }
  // the second student is over the 10 % (four whole days: 13.3 %), the third warned (2 days and 2 blocks: 8.3 %)
  if (studentIndex === 1) return [3, 11, 12, 25].includes(day) ? { absent: all, reason: 'excused' } : { absent: [], reason: null };
  if (studentIndex === 2) {
    if (day === 7 || day === 21) return { absent: all, reason: null };
    if (day === 14 || day === 28) return { absent: ['13:45'], reason: null };
    return { absent: [], reason: null };
  }
  return undefined;
}

const topics: Record<number, string[]> = {
  0: ['Rolle und Selbstverständnis der Pflege', 'Lernen lernen: Lerntagebuch', 'Hygiene im Pflegealltag', 'Rechtliche Grundlagen: Schweigepflicht'],
  1: ['Mobilisation nach Kinästhetik', 'Körperpflege am Waschbecken', 'Sturzprophylaxe', 'Dekubitusprophylaxe und Positionierung'],
  2: ['Gesprächsführung: aktives Zuhören', 'Reflexion des ersten Einsatzes', 'Kommunikation mit Menschen mit Demenz'],
  3: ['Gesundheitsförderung und Prävention', 'Ernährung und Flüssigkeitsbilanz', 'Impfungen und Infektionsschutz'],
  4: ['Vitalzeichen erheben und dokumentieren', 'Schmerzeinschätzung mit NRS', 'Medikamentenmanagement', 'Wundversorgung'],
  5: ['Reanimation (BLS)', 'Notfälle auf Station erkennen', 'Schock und Bewusstseinsstörungen'],
};

/**
 * A few weeks of attendance and class register analysis for the demo classes: realistic absences
 * (a few whole days, late arrivals, a student leaving early), the CE units in order, the
 * supervisor's entries. Bulk inserts, whatever the number of students and days.
 */
export async function seedAttendance(tx: Db, { classIds, studentsByClass, supervisorId, rand }: {
  classIds: string[];
  studentsByClass: Map<string, string[]>;
  supervisorId: string;
  rand: () => number;
}) {
  await ensureLfceCatalogue(tx);
  const catalogue = await tx.select({ id: lfces.id }).from(lfces).orderBy(asc(lfces.position));
  const days: string[] = [];
  for (let d = addDays(schoolDay(), -1); days.length < DEMO_ATTENDANCE_DAYS; d = addDays(d, -1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(d);
  }
  const records = await tx
    .insert(attendanceRecords)
    .values(classIds.flatMap((classId) => days.map((date) => ({ classId, date, teacherId: supervisorId }))))
    .returning({ id: attendanceRecords.id, classId: attendanceRecords.classId, date: attendanceRecords.date });
  const entries: (typeof attendanceEntries.$inferInsert)[] = [];
  const reasons: AttendanceReason[] = ['late15', 'late30', 'late45', 'late60', 'left15', 'left30', 'left45', 'left60'];
  for (const r of records) {
    const day = days.indexOf(r.date);
    const isFirstClass = r.classId === classIds[0];
    (studentsByClass.get(r.classId) ?? []).forEach((studentId, i) => {
      const x = rand();
      const fixed = isFirstClass ? fixedPattern(i, day) : undefined;
      const pattern =
        fixed ??
        (x < 0.025
          ? { absent: ['8', '10', '12', '13:45'] as BlockKey[], reason: 'excused' as const }
          : x < 0.06
            ? { absent: [] as BlockKey[], reason: reasons[Math.floor(rand() * reasons.length)]! }
            : x < 0.07
              ? { absent: ['8'] as BlockKey[], reason: null }
              : { absent: [] as BlockKey[], reason: null });
      entries.push({
        recordId: r.id,
        studentId,
        b8: !pattern.absent.includes('8'),
        b10: !pattern.absent.includes('10'),
        b12: !pattern.absent.includes('12'),
        b1345: !pattern.absent.includes('13:45'),
        reason: pattern.reason,
      });
    });
  }
  for (let i = 0; i < entries.length; i += 2000) await tx.insert(attendanceEntries).values(entries.slice(i, i + 2000));

  const analyses = await tx
    .insert(registerAnalyses)
    .values(classIds.flatMap((classId) => days.map((date) => ({ classId, date }))))
    .returning({ id: registerAnalyses.id, classId: registerAnalyses.classId, date: registerAnalyses.date });
  const blocks: BlockKey[] = ['8', '10', '12', '13:45'];
  const analysisRows = analyses.flatMap((a) => {
    const day = days.indexOf(a.date);
    const unit = Math.min(Math.floor(day / 5), Object.keys(topics).length - 1); // one unit a week
    const list = topics[unit]!;
    return blocks.map((time, b) => {
      const status: AnalysisStatus =
        day % 5 === 0 && b === 0 ? 'Block Start' : day % 5 === 4 && b === 3 ? (unit % 2 ? 'Prüfung' : 'Block Ende') : b === 0 ? 'Weitergeführt' : b === 3 ? 'Beendet' : 'Gestartet';
      return {
        analysisId: a.id,
        time,
        lfceId: catalogue[unit]?.id ?? null,
        supervisorId,
        content: list[(day + b) % list.length]!,
        status,
        forInstructors: b % 2 === 0,
      };
    });
  });
  await tx.insert(registerAnalysisEntries).values(analysisRows);
}
