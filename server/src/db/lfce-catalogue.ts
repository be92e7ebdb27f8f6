import { count } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { lfces } from './schema/attendance';

/**
 * The curricular units (CE 01 … CE 11) of the framework curricula of the Fachkommission nach § 53
 * PflBG, with their titles (DOMAIN.md): the LF/CE choices of the class register analysis (LFCE-18).
 * `competencyIV` names the competence areas of PflAPrV annexes 1 and 2 each unit mainly serves.
 */
export const lfceCatalogue: readonly { title: string; competencyIv: string }[] = [
  { title: 'CE 01 Ausbildungsstart – Pflegefachfrau/Pflegefachmann werden', competencyIv: 'I, II, IV, V' },
  { title: 'CE 02 Zu pflegende Menschen in der Bewegung und Selbstversorgung unterstützen', competencyIv: 'I, II, V' },
  { title: 'CE 03 Erste Pflegeerfahrungen reflektieren – verständigungsorientiert kommunizieren', competencyIv: 'II, V' },
  { title: 'CE 04 Gesundheit fördern und präventiv handeln', competencyIv: 'I, II, III' },
  { title: 'CE 05 Menschen in kurativen Prozessen pflegerisch unterstützen und Patientensicherheit stärken', competencyIv: 'I, II, III' },
  { title: 'CE 06 In Akutsituationen sicher handeln', competencyIv: 'I, III' },
  { title: 'CE 07 Rehabilitatives Pflegehandeln im interprofessionellen Team', competencyIv: 'I, II, III' },
  { title: 'CE 08 Menschen in kritischen Lebenssituationen und in der letzten Lebensphase begleiten', competencyIv: 'I, II, IV' },
  { title: 'CE 09 Menschen in der Lebensgestaltung lebensweltorientiert unterstützen', competencyIv: 'I, II' },
  { title: 'CE 10 Entwicklung und Gesundheit in Kindheit und Jugend in pflegerischen Situationen fördern', competencyIv: 'I, II' },
  {
    title: 'CE 11 Menschen mit psychischen Gesundheitsproblemen und kognitiven Beeinträchtigungen personenzentriert und lebensweltbezogen unterstützen',
    competencyIv: 'I, II',
  },
];

/** Loads the LFCE catalogue into a database that has none (at every start, after the migrations). */
export async function ensureLfceCatalogue(db: DbOrTx): Promise<void> {
  const [row] = await db.select({ n: count() }).from(lfces);
  if (Number(row?.n ?? 0) > 0) return;
  await db
    .insert(lfces)
    .values(lfceCatalogue.map((l, position) => ({ ...l, position })))
    .onConflictDoNothing();
}
