import PDFDocument from 'pdfkit';

/**
 * The accompanying documents of /accompanyingmaterial (STAT-06). The specification names three
 * placeholder PDFs (AMB-120); these are short German documents written for PraxisPort, so no link
 * is dead (decision 019). `static-documents-cli.ts` writes them to web/public/documents.
 */
export interface StaticDocument {
  file: string;
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

const AREAS = [
  'I – Pflegeprozesse und Pflegediagnostik in akuten und dauerhaften Pflegesituationen verantwortlich planen, organisieren, gestalten, durchführen, steuern und evaluieren.',
  'II – Kommunikation und Beratung personen- und situationsorientiert gestalten.',
  'III – Intra- und interprofessionelles Handeln in unterschiedlichen systemischen Kontexten verantwortlich gestalten und mitgestalten.',
  'IV – Das eigene Handeln auf der Grundlage von Gesetzen, Verordnungen und ethischen Leitlinien reflektieren und begründen.',
  'V – Das eigene Handeln auf der Grundlage von wissenschaftlichen Erkenntnissen und berufsethischen Werthaltungen und Einstellungen reflektieren und begründen.',
];

export const staticDocuments: StaticDocument[] = [
  {
    file: 'leitfaden-praktischer-einsatz.pdf',
    title: 'Leitfaden für den praktischen Einsatz',
    sections: [
      {
        heading: 'Wozu dieser Leitfaden dient',
        paragraphs: [
          'Dieser Leitfaden beschreibt den Ablauf eines praktischen Einsatzes in der Pflegeausbildung, wie ihn PraxisPort abbildet. Er richtet sich an Auszubildende und an Praxisanleitende.',
        ],
      },
      {
        heading: 'Vor dem Einsatz',
        paragraphs: [
          'Die Auszubildenden lesen die Lernziele ihres Einsatzes (PraxisPort: Nachweise → Lernziele) und notieren, was sie besonders üben möchten.',
          'Die Praxisanleitung plant feste Anleitungszeiten im Dienstplan ein.',
        ],
      },
      {
        heading: 'Erstgespräch',
        paragraphs: [
          'In der ersten Woche führen Praxisanleitung und Auszubildende/r das Erstgespräch. Sie vereinbaren Lernziele, Anleitungstermine und den Termin des Zwischengesprächs. Das Gespräch wird in PraxisPort unter Gespräche festgehalten und von beiden bestätigt.',
        ],
      },
      {
        heading: 'Anleitung im Einsatz',
        paragraphs: [
          'Mindestens 10 % der Einsatzzeit sind geplante und strukturierte Praxisanleitung. Jede Anleitung wird mit Datum, Dauer und Inhalt im Ausbildungsnachweis eingetragen und unterschrieben.',
        ],
      },
      {
        heading: 'Zwischen- und Abschlussgespräch',
        paragraphs: [
          'Zur Mitte des Einsatzes prüfen beide, wie weit die Lernziele erreicht sind, und passen sie an. Im Abschlussgespräch wird der Einsatz beurteilt; die Beurteilung folgt den Kompetenzbereichen I bis V und dem Notenschlüssel von 1 bis 5.',
        ],
      },
    ],
  },
  {
    file: 'kompetenzbereiche-i-v.pdf',
    title: 'Kompetenzbereiche I–V im Überblick',
    sections: [
      {
        heading: 'Die fünf Kompetenzbereiche',
        paragraphs: [
          'Die Ausbildung zur Pflegefachfrau und zum Pflegefachmann ist nach fünf Kompetenzbereichen gegliedert. Sie bilden den Rahmen für Lernziele, Anleitung und Beurteilung im Einsatz.',
          ...AREAS,
        ],
      },
      {
        heading: 'Im Einsatz',
        paragraphs: [
          'Das Pflegeformular (Kompetenzen IV) ordnet jedes Lernziel einem Kompetenzbereich (I–V) und einem Teilbereich (1–6) zu und hält fest, ob es geplant, erreicht, zu fördern, nicht erreicht oder später erreicht ist.',
        ],
      },
      {
        heading: 'Notenschlüssel',
        paragraphs: [
          '1 – Kompetenz in besonders hohem Maße erreicht; 2 – voll erreicht; 3 – im Allgemeinen erreicht; 4 – grundsätzlich erreicht, weist aber Mängel auf; 5 – mit erheblichen Mängeln behaftet.',
        ],
      },
    ],
  },
  {
    file: 'hinweise-ausbildungsnachweis.pdf',
    title: 'Hinweise zum Ausbildungsnachweis',
    sections: [
      {
        heading: 'Praktischer Einsatz',
        paragraphs: ['Tragen Sie Einsatzort, Zeitraum und die Stunden des Einsatzes ein. Ein Einsatz umfasst in der Regel 400 Stunden.'],
      },
      {
        heading: 'Fehlzeiten',
        paragraphs: [
          'Fehlzeiten dürfen höchstens 10 % der Einsatzzeit betragen, bei 400 Stunden also höchstens 40 Stunden. Werden es mehr, sprechen Sie frühzeitig mit der Pflegeschule.',
        ],
      },
      {
        heading: 'Anleitungszeit',
        paragraphs: [
          'Mindestens 10 % der Einsatzzeit müssen als Anleitungszeit nachgewiesen werden: 2400 Minuten (40 Stunden). Jede Zeile enthält Datum, Dauer in Minuten, Inhalt und die Unterschriften von Praxisanleitung (PA) und Auszubildender/Auszubildendem (Az).',
        ],
      },
      {
        heading: 'Fixpunkte, Tutorium und Kompetenztests',
        paragraphs: [
          'Fixpunkte sind Erstgespräch, Zwischengespräch und Abschlussgespräch. Tutorien und Kompetenztests werden mit Datum, Thema beziehungsweise Test und Note eingetragen und unterschrieben.',
          'Der Ausbildungsnachweis wird in PraxisPort nicht gespeichert: Drucken Sie ihn aus und legen Sie ihn der Pflegeschule vor.',
        ],
      },
    ],
  },
];

/** Renders one document as an A4 PDF. */
export function renderStaticDocument(d: StaticDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    // a fixed date keeps the files byte-for-byte the same on every run
    info: { Title: d.title, Author: 'PraxisPort', Subject: d.title, CreationDate: new Date('2026-01-01T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(18).text(d.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(9).fillColor('#555').text('PraxisPort – Begleitmaterial zur Pflegeausbildung');
  doc.fillColor('#000');
  for (const s of d.sections) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).text(s.heading);
    for (const p of s.paragraphs) doc.moveDown(0.4).font('Helvetica').fontSize(10.5).text(p, { align: 'left', lineGap: 2 });
  }
  doc.end();
  return done;
}
