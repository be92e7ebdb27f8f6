import { requiredMinutes, type GuidanceKind, type PlacementType } from '@praxisport/contract/placements';
import type { DbOrTx } from '../client';
import { guidanceRecords, placementInstructors, placementProviders, placements, practicalAbsences } from '../schema/placements';

/** Real-sounding providers and wards of the region, for the demo data. */
const providerList: { name: string; ward: string; types: PlacementType[] }[] = [
  { name: 'Klinikum Nord', ward: 'Station 3B – Innere Medizin', types: ['orientation', 'inpatientAcute', 'deepening'] },
  { name: 'Klinikum Nord', ward: 'Intensivstation 2', types: ['inpatientAcute', 'deepening'] },
  { name: 'Klinikum Nord', ward: 'Zentrale Notaufnahme', types: ['inpatientAcute', 'further'] },
  { name: 'St. Elisabeth-Krankenhaus', ward: 'Station 5A – Chirurgie', types: ['orientation', 'inpatientAcute', 'deepening'] },
  { name: 'St. Elisabeth-Krankenhaus', ward: 'Dialysezentrum', types: ['inpatientAcute', 'further'] },
  { name: 'Seniorenzentrum Am Park', ward: 'Wohnbereich 2', types: ['orientation', 'inpatientLongTerm', 'deepening'] },
  { name: 'Haus Lindenhof', ward: 'Kurzzeitpflege', types: ['inpatientLongTerm', 'further'] },
  { name: 'Diakonie Tagespflege Förde', ward: 'Tagespflege', types: ['inpatientLongTerm', 'further'] },
  { name: 'Ambulanter Pflegedienst Mitte', ward: 'Tour Nord', types: ['orientation', 'outpatient', 'deepening'] },
  { name: 'Sozialstation Gaarden', ward: 'Tour Ost', types: ['outpatient'] },
  { name: 'Städtisches Krankenhaus', ward: 'Kinderklinik – Station K2', types: ['paediatrics'] },
  { name: 'Kita Sonnenschein (integrativ)', ward: 'Gruppe Regenbogen', types: ['paediatrics'] },
  { name: 'Zentrum für Integrative Psychiatrie', ward: 'Station P3 – Gerontopsychiatrie', types: ['psychiatry'] },
];

/** The three-year sequence of a plan: type, weeks, planned hours. */
const template: { type: PlacementType; weeks: number; hours: number }[] = [
  { type: 'orientation', weeks: 11, hours: 400 },
  { type: 'inpatientAcute', weeks: 11, hours: 400 },
  { type: 'inpatientLongTerm', weeks: 11, hours: 400 },
  { type: 'outpatient', weeks: 11, hours: 400 },
  { type: 'paediatrics', weeks: 4, hours: 120 },
  { type: 'psychiatry', weeks: 4, hours: 120 },
  { type: 'further', weeks: 5, hours: 160 },
  { type: 'deepening', weeks: 14, hours: 500 },
];
/** The placement that runs today in the demo (index into template): the fourth. */
const CURRENT = 3;
const SCHOOL_WEEKS = 6;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const mondayOf = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY;
};

const topics: { topic: string; area: 'I' | 'II' | 'III' | 'IV' | 'V'; kind: GuidanceKind }[] = [
  { topic: 'Vitalzeichen erheben und dokumentieren', area: 'I', kind: 'guidance' },
  { topic: 'Mobilisation nach Kinästhetik', area: 'I', kind: 'guidance' },
  { topic: 'Schmerzeinschätzung mit NRS', area: 'I', kind: 'guidance' },
  { topic: 'Flüssigkeitsbilanz führen', area: 'I', kind: 'guidance' },
  { topic: 'Angehörigengespräch vorbereiten und führen', area: 'II', kind: 'guidance' },
  { topic: 'Übergabe am Patientenbett', area: 'III', kind: 'guidance' },
  { topic: 'Sturzrisiko einschätzen (Expertenstandard)', area: 'I', kind: 'guidance' },
  { topic: 'Reflexionsgespräch zum Lernstand', area: 'V', kind: 'talk' },
  { topic: 'Pflegeplanung nach dem Pflegeprozess', area: 'I', kind: 'assessment' },
  { topic: 'Medikamente richten und verabreichen', area: 'IV', kind: 'guidance' },
];

export interface SeedPlacementsInput {
  /** Classes whose students get a full plan, with their supervisor and their instructor. */
  classes: { studentIds: string[]; supervisorId: string; teacherId: string | null; firstYearOnly?: boolean }[];
  /** Lena Schmidt and the next two of PFA 24-1: the current placement is green, amber and red. */
  showcase: [string, string, string];
  /** A student whose guidance is complete in every placement so far (the all-green case of the training status). */
  allGreen?: string;
  /** A student who missed more than 25 % of an ended compulsory placement (the practice red case). */
  overAbsent?: string;
  rand: () => number;
  now?: Date;
}

/**
 * Demo plans: the four classes get three-year plans with real-sounding providers; the
 * placement that runs today is the outpatient one. Past placements have their guidance confirmed
 * (some a little short), the current one at different stages: Lena Schmidt green, the next
 * student amber (on track with pending minutes), the third red (behind). Some plans miss a type
 * still (the class of 2025 has its first year only), so wishes are partly met and types flagged.
 */
export async function seedPlacements(db: DbOrTx, { classes, showcase, allGreen, overAbsent, rand, now = new Date() }: SeedPlacementsInput): Promise<void> {
  const providerRows = await db.insert(placementProviders).values(providerList.map(({ name, ward }) => ({ name, ward }))).returning({ id: placementProviders.id });
  const providersFor = (type: PlacementType) => providerList.map((p, i) => ({ ...p, id: providerRows[i]!.id })).filter((p) => p.types.includes(type));

  // the dates of the sequence: the current placement began five weeks ago
  const currentStart = mondayOf(now.getTime()) - 5 * 7 * DAY;
  const starts: number[] = [];
  starts[CURRENT] = currentStart;
  for (let i = CURRENT - 1; i >= 0; i--) starts[i] = starts[i + 1]! - (template[i]!.weeks + SCHOOL_WEEKS) * 7 * DAY;
  for (let i = CURRENT + 1; i < template.length; i++) starts[i] = starts[i - 1]! + (template[i - 1]!.weeks + SCHOOL_WEEKS) * 7 * DAY;
  const today = iso(now.getTime());

  const planned: (typeof placements.$inferInsert & { id?: string })[] = [];
  const meta: { studentId: string; teacherId: string | null; index: number; days: string[] }[] = [];
  for (const cls of classes) {
    cls.studentIds.forEach((studentId, n) => {
      template.forEach((step, index) => {
        if (cls.firstYearOnly && index > 1) return;
        // every fifth student has no paediatrics placement yet; Lena Schmidt neither (her wish 4 is open)
        if (step.type === 'paediatrics' && (n % 5 === 4 || studentId === showcase[0])) return;
        const options = providersFor(step.type);
        const provider = options[Math.floor(rand() * options.length)]!;
        // a class in its first year: orientation two placements ago, inpatient acute care now
        const from = starts[cls.firstYearOnly ? index + CURRENT - 1 : index]!;
        const until = from + (step.weeks * 7 - 3) * DAY; // Monday … Friday
        // a few plans are short of hours in psychiatry (flagged)
        const hours = step.type === 'psychiatry' && n % 7 === 3 ? 80 : step.hours;
        // the orientation, the inpatient acute and the deepening placement at the training provider: 1,300 h (§ 3 (2) PflAPrV)
        const atProvider = step.type === 'orientation' || step.type === 'inpatientAcute' || step.type === 'deepening';
        planned.push({ studentId, type: step.type, providerId: provider.id, fromDate: iso(from), untilDate: iso(until), plannedHours: hours, atProvider, plannedById: cls.supervisorId });
        const days: string[] = [];
        for (let d = from; d <= until; d += DAY) if (new Date(d).getUTCDay() % 6 !== 0) days.push(iso(d));
        meta.push({ studentId, teacherId: cls.teacherId, index, days });
      });
    });
  }
  const rows = await db.insert(placements).values(planned).returning({ id: placements.id });
  const withIds = rows.map((r, i) => ({ ...meta[i]!, id: r.id, hours: planned[i]!.plannedHours }));
  const instructors = withIds.filter((p) => p.teacherId).map((p) => ({ placementId: p.id, teacherId: p.teacherId! }));
  for (let i = 0; i < instructors.length; i += 500) await db.insert(placementInstructors).values(instructors.slice(i, i + 500));

  const records: (typeof guidanceRecords.$inferInsert)[] = [];
  const absences: (typeof practicalAbsences.$inferInsert)[] = [];
  for (const p of withIds) {
    if (!p.teacherId) continue;
    const required = requiredMinutes(p.hours);
    const past = p.days.filter((d) => d < today);
    if (past.length === 0) continue;
    const ended = past.length === p.days.length;
    const share = past.length / p.days.length;
    const role = showcase.indexOf(p.studentId);
    // how many minutes to record and how many of them stay pending
    let target: number;
    let pendingShare = 0;
    const green = p.studentId === allGreen;
    if (ended) target = rand() < 0.15 && !green ? Math.round(required * 0.85) : required + 60;
    else if (role === 0) target = required; // green: reached already
    else if (green) target = Math.ceil(required * share) + 60; // on track, all confirmed
    else if (role === 1) {
      target = Math.ceil(required * share) + 120; // amber: on track, partly pending
      pendingShare = 0.3;
    } else if (role === 2) target = Math.round(required * share * 0.3); // red: behind
    else {
      target = Math.round(required * share * (0.9 + rand() * 0.5));
      pendingShare = 0.2;
    }

    let sum = 0;
    let k = 0;
    while (sum < target) {
      const minutes = Math.min(target - sum, [90, 120, 180, 240][Math.floor(rand() * 4)]!);
      const date = past[Math.min(past.length - 1, Math.floor(((k + 0.5) / Math.max(1, target / 150)) * past.length))]!;
      const t = topics[(k + p.index) % topics.length]!;
      const pending = !ended && sum >= target * (1 - pendingShare);
      const decidedAt = new Date(Date.parse(`${date}T15:00:00Z`) + 2 * DAY);
      records.push({
        placementId: p.id,
        studentId: p.studentId,
        teacherId: p.teacherId,
        date,
        minutes,
        kind: t.kind,
        topic: t.topic,
        competenceArea: t.area,
        status: pending ? 'pending' : 'confirmed',
        decidedById: pending ? null : p.studentId,
        decidedAt: pending ? null : decidedAt < now ? decidedAt : now,
      });
      sum += minutes;
      k++;
    }
    if (role === 2 && !ended) {
      records.push({ placementId: p.id, studentId: p.studentId, teacherId: p.teacherId, date: past[past.length - 1]!, minutes: 120, kind: 'guidance', topic: 'Verbandwechsel aseptisch durchführen', competenceArea: 'I', status: 'disputed', comment: 'An diesem Tag hatte ich Berufsschule.', decidedById: p.studentId, decidedAt: now });
    }
    if (rand() < 0.12 || (role === 2 && p.index === CURRENT)) {
      const day = past[Math.floor(rand() * past.length)]!;
      const left = p.days.length - p.days.indexOf(day);
      // at most 3 days: within 25 % of the shortest compulsory placement (120 h)
      absences.push({ placementId: p.id, teacherId: p.teacherId, fromDate: day, days: Math.min(left, 1 + Math.floor(rand() * 3)), note: 'Arbeitsunfähigkeitsbescheinigung liegt vor.' });
    }
    if (p.studentId === overAbsent && ended && template[p.index]!.type === 'inpatientAcute') {
      // 13 days of 8 h = 104 h of 400 h: more than 25 % of a compulsory placement, which only an extension makes up
      absences.push({ placementId: p.id, teacherId: p.teacherId, fromDate: p.days[10]!, days: 13, note: 'Längere Erkrankung (AU liegt vor).' });
    }
  }
  for (let i = 0; i < records.length; i += 500) await db.insert(guidanceRecords).values(records.slice(i, i + 500));
  if (absences.length) await db.insert(practicalAbsences).values(absences);
}
