import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { assessmentCategories, assessmentCategoryTests, assessmentOptions } from '../schema/assessments';
import { lfces } from '../schema/attendance';
import { competencyCategories, competencyOptions, competencySubTests, competencyTests } from '../schema/catalogue';
import { lfceLearningObjectives } from '../schema/lfce';
import { portfolioCategories, portfolioItems } from '../schema/portfolio';

const base = 'https://lernmaterial.praxisport.de';
const linksFor = (slug: string) => ({
  videoLink: `${base}/video/${slug}`,
  audioLink: `${base}/audio/${slug}.mp3`,
  pdfLink1: `${base}/pdf/${slug}-leitfaden.pdf`,
  pdfLink2: `${base}/pdf/${slug}-checkliste.pdf`,
});

/** Competency catalogue: category → option → test → sub-tests (title, sub title). */
const competencies: { title: string; options: { title: string; tests: { title: string; subTests: [string, string, string][] }[] }[] }[] = [
  {
    title: 'Pflegeprozess und Pflegediagnostik (I)',
    options: [
      {
        title: 'Vitalzeichen',
        tests: [
          { title: 'Vitalzeichen erheben', subTests: [['Puls messen', 'Radialispuls tasten und dokumentieren', 'puls'], ['Blutdruck messen', 'Nach Riva-Rocci am Oberarm', 'blutdruck']] },
          { title: 'Atmung beobachten', subTests: [['Atemfrequenz', 'Atemfrequenz und -qualität einschätzen', 'atmung']] },
        ],
      },
      { title: 'Mobilität', tests: [{ title: 'Mobilisation', subTests: [['Mobilisation nach Kinästhetik', 'Vom Liegen zum Sitzen an der Bettkante', 'kinaesthetik'], ['Sturzprophylaxe', 'Sturzrisiko einschätzen', 'sturz']] }] },
    ],
  },
  {
    title: 'Kommunikation und Beratung (II)',
    options: [{ title: 'Gesprächsführung', tests: [{ title: 'Aufnahmegespräch', subTests: [['Pflegeanamnese', 'Aufnahmegespräch strukturiert führen', 'anamnese']] }] }],
  },
  {
    title: 'Schmerz und Ernährung',
    options: [
      { title: 'Schmerzmanagement', tests: [{ title: 'Schmerzeinschätzung', subTests: [['Schmerzeinschätzung mit NRS', 'Numerische Rating-Skala anwenden', 'nrs']] }] },
      { title: 'Ernährung', tests: [{ title: 'Flüssigkeitshaushalt', subTests: [['Flüssigkeitsbilanz', 'Ein- und Ausfuhr bilanzieren', 'bilanz']] }] },
    ],
  },
];

/** The assessment categories: the disposition side of the competence model (D2 §2.6). */
const assessmentCats = ['Wissen', 'Situationswahrnehmung und Analyse', 'Motivation', 'Handlungsoptionen'];
/** The grade descriptors 1–5 (D2 §9), in German for the options' titles and verbatim as descriptions. */
const grades: [number, string, string][] = [
  [1, 'Kompetenz in besonderem Maße erreicht', 'competence achieved to a particularly high degree'],
  [2, 'Kompetenz voll erreicht', 'fully achieved'],
  [3, 'Kompetenz im Allgemeinen erreicht', 'achieved in general'],
  [4, 'Kompetenz entspricht grundsätzlich den Anforderungen', 'basically meets requirements'],
  [5, 'Kompetenz mit erheblichen Mängeln', 'fraught with major shortcomings'],
];

const portfolio: { title: string; items: [string, string, 'Mobility' | 'Knowledge' | 'Pain' | 'Nutrition'][] }[] = [
  {
    title: 'Beobachtung und Vitalzeichen',
    items: [
      ['Vitalzeichen erheben und dokumentieren', 'Puls, Blutdruck, Atmung und Temperatur messen, einordnen und dokumentieren', 'Knowledge'],
      ['Bewusstseinslage einschätzen', 'Wachheit und Orientierung mit der Glasgow-Koma-Skala beurteilen', 'Knowledge'],
    ],
  },
  {
    title: 'Bewegung und Selbstversorgung',
    items: [
      ['Mobilisation nach Kinästhetik', 'Bewegungsressourcen nutzen und rückenschonend mobilisieren', 'Mobility'],
      ['Transfer Bett – Rollstuhl', 'Sicheren Transfer mit Hilfsmitteln durchführen', 'Mobility'],
    ],
  },
  {
    title: 'Schmerz',
    items: [
      ['Schmerzeinschätzung mit NRS', 'Schmerzen mit der Numerischen Rating-Skala erfassen und verlaufsbezogen dokumentieren', 'Pain'],
      ['Nichtmedikamentöse Schmerzlinderung', 'Lagerung, Wärme und Kälte gezielt einsetzen', 'Pain'],
    ],
  },
  {
    title: 'Ernährung und Ausscheidung',
    items: [
      ['Flüssigkeitsbilanz führen', 'Ein- und Ausfuhr erfassen, bilanzieren und Auffälligkeiten melden', 'Nutrition'],
      ['Mangelernährung erkennen', 'Ernährungszustand mit MNA einschätzen', 'Nutrition'],
    ],
  },
];

// one transaction gives every row the same now(): a growing creation time keeps the lists in this order
let tick = Date.parse('2025-09-01T08:00:00Z');
const at = () => {
  tick += 1000;
  const createdAt = new Date(tick);
  return { createdAt, updatedAt: createdAt };
};

/** Demo catalogues of the back office: competencies with links, assessments with grades 1–5, portfolio, LFCE learning objectives. */
export async function seedCatalogue(tx: Db): Promise<void> {
  const firstTest: { testId: string; subTestIds: string[] }[] = [];
  for (const c of competencies) {
    const [cat] = await tx.insert(competencyCategories).values({ title: c.title, ...at() }).returning();
    for (const o of c.options) {
      const [option] = await tx.insert(competencyOptions).values({ categoryId: cat!.id, title: o.title, ...at() }).returning();
      for (const t of o.tests) {
        const [test] = await tx.insert(competencyTests).values({ optionId: option!.id, title: t.title, ...at() }).returning();
        const subs = await tx
          .insert(competencySubTests)
          .values(t.subTests.map(([title, subTitle, slug]) => ({ testId: test!.id, title, subTitle, ...linksFor(slug), ...at() })))
          .returning({ id: competencySubTests.id });
        firstTest.push({ testId: test!.id, subTestIds: subs.map((s) => s.id) });
      }
    }
  }
  const cats = await tx.insert(assessmentCategories).values(assessmentCats.map((title) => ({ title, ...at() }))).returning();
  // every category for the sub-tests of the first two tests (Vitalzeichen erheben, Atmung beobachten)
  for (const { testId, subTestIds } of firstTest.slice(0, 2)) {
    for (const subTestId of subTestIds) {
      const tests = await tx
        .insert(assessmentCategoryTests)
        .values(cats.map((c) => ({ categoryId: c.id, testId, subTestId, desc: `${c.title}: die Maßnahme fachgerecht begründen und durchführen`, ...at() })))
        .returning({ id: assessmentCategoryTests.id });
      await tx.insert(assessmentOptions).values(tests.flatMap((ct) => grades.map(([grade, title, desc]) => ({ categoryTestId: ct.id, grade, title, desc }))));
    }
  }
  const itemIds: string[] = [];
  for (const p of portfolio) {
    const [cat] = await tx.insert(portfolioCategories).values({ title: p.title, ...at() }).returning();
    const rows = await tx
      .insert(portfolioItems)
      .values(p.items.map(([title, itemLearned, type]) => ({ categoryId: cat!.id, title, itemLearned, type, ...at() })))
      .returning({ id: portfolioItems.id });
    itemIds.push(...rows.map((r) => r.id));
  }
  // learning objectives of the first LFCEs (CE 01 … CE 04), from the catalogue loaded at start
  const units = await tx.select({ id: lfces.id }).from(lfces).orderBy(asc(lfces.position)).limit(4);
  const links = units.flatMap((u, i) => [itemIds[(2 * i) % itemIds.length]!, itemIds[(2 * i + 1) % itemIds.length]!].map((itemId) => ({ lfceId: u.id, itemId })));
  if (links.length) await tx.insert(lfceLearningObjectives).values(links).onConflictDoNothing();
}
