import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../schema/catalogue';
import { competencyTestRecords, nursingPhenomenonExplanations } from '../schema/nursing-phenomena';

/** The explanation of each demo option (API-P13), written for this project; keyed by the option's title. */
const explanations: Record<string, { text: string; video?: string }> = {
  Vitalzeichen:
    { text: 'Vitalzeichen (Puls, Blutdruck, Atmung, Temperatur, Bewusstsein) zeigen, wie stabil der Zustand eines Menschen ist. Pflegende erheben sie regelmäßig, vergleichen sie mit Normwerten und früheren Werten und leiten bei Abweichungen die nächsten Schritte ein.\n\nIm Praxiseinsatz üben Sie das fachgerechte Messen, das Dokumentieren und das Erkennen von Warnzeichen.' },
  Mobilität:
    { text: 'Mobilität bedeutet, sich selbstständig bewegen und die Lage wechseln zu können. Eingeschränkte Mobilität erhöht das Risiko für Stürze, Dekubitus, Pneumonie und Kontrakturen.\n\nSie lernen, Bewegungsfähigkeit einzuschätzen, Menschen ressourcenorientiert (z. B. nach Kinästhetik) zu mobilisieren und Sturzrisiken zu erkennen.' },
  Gesprächsführung:
    { text: 'Eine strukturierte Gesprächsführung schafft Vertrauen und liefert die Informationen, die für die Pflegeplanung nötig sind. Dazu gehören aktives Zuhören, offene Fragen und eine verständliche Sprache.\n\nIm Aufnahmegespräch erheben Sie die Pflegeanamnese und klären Erwartungen und Gewohnheiten der pflegebedürftigen Person.' },
  Schmerzmanagement:
    { text: 'Schmerz ist das, was die betroffene Person als Schmerz beschreibt. Ein gutes Schmerzmanagement beginnt mit einer systematischen Einschätzung (z. B. mit der Numerischen Rating-Skala), setzt Maßnahmen nach ärztlicher Anordnung und pflegerischer Kompetenz um und überprüft deren Wirkung.' },
  Ernährung:
    { text: 'Eine ausreichende Ernährung und Flüssigkeitszufuhr erhält Kraft, Wundheilung und Wohlbefinden. Pflegende erkennen Risiken einer Mangelernährung oder Exsikkose früh, unterstützen bei den Mahlzeiten und bilanzieren Ein- und Ausfuhr, wo es nötig ist.' },
};

/**
 * Demo data of the nursing phenomena: an explanation for every demo option, and for the
 * second demo student a chosen sub-test in the first category (Lena Schmidt starts without one).
 */
export async function seedNursingPhenomena(tx: Db, { teacherId, studentIds }: { teacherId: string; studentIds: string[] }): Promise<void> {
  const options = await tx.select().from(competencyOptions).orderBy(asc(competencyOptions.createdAt));
  const rows = options.flatMap((o) => {
    const e = explanations[o.title];
    return e ? [{ optionId: o.id, text: e.text, videoLink: e.video ?? null }] : [];
  });
  if (rows.length) await tx.insert(nursingPhenomenonExplanations).values(rows).onConflictDoNothing();

  const studentId = studentIds[1];
  const [cat] = await tx.select().from(competencyCategories).orderBy(asc(competencyCategories.createdAt)).limit(1);
  if (!studentId || !cat) return;
  const [option] = await tx.select().from(competencyOptions).where(eq(competencyOptions.categoryId, cat.id)).orderBy(asc(competencyOptions.createdAt)).limit(1);
  const [test] = option ? await tx.select().from(competencyTests).where(eq(competencyTests.optionId, option.id)).orderBy(asc(competencyTests.createdAt)).limit(1) : [];
  const [subTest] = test ? await tx.select().from(competencySubTests).where(eq(competencySubTests.testId, test.id)).orderBy(asc(competencySubTests.createdAt)).limit(1) : [];
  if (!option || !test || !subTest) return;
  await tx
    .insert(competencyTestRecords)
    .values({ studentId, categoryId: cat.id, optionId: option.id, testId: test.id, subTestId: subTest.id, chosenById: teacherId })
    .onConflictDoNothing();
}
