import PDFDocument from 'pdfkit';

/**
 * The accompanying documents of /accompanyingmaterial (STAT-06) and the four document and four
 * explanation links of the KILIAN Tasks screen (KIL-01, KIL-02). The specification names them as
 * placeholders (AMB-120); these are short German documents written for PraxisPort, so no link is
 * dead (decisions 019, 020). `static-documents-cli.ts` writes them to web/public/documents.
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

export const accompanyingDocuments: StaticDocument[] = [
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

const PHASES = [
  'Konfrontation (Ordner „Confrontation“): Die/der Auszubildende begegnet einer echten Pflegesituation, beschreibt sie und hält fest, was sie/ihn irritiert oder welche Frage sich stellt.',
  'Information (Ordner „Information“): Sie/er sucht Wissen zur Frage: Fachbuch, Expertenstandard, Leitlinie, Gespräch mit dem Team. Quellen werden genannt.',
  'Lösungsfindung (Ordner „Finding a Solution“): Aus den Informationen entstehen mögliche Wege; sie/er wählt einen aus und begründet die Wahl.',
  'Umsetzung (Ordner „Implementation“): Die gewählte Lösung wird geplant und mit der Praxisanleitung abgestimmt.',
  'Anwendung (Ordner „Application“): Die Lösung wird in der Pflegesituation angewendet und dokumentiert.',
  'Nachhaltigkeit (Ordner „Sustainability“): Rückblick: Was hat gewirkt, was nehme ich für künftige Situationen mit, was gebe ich an das Team weiter?',
];

/** The KILIAN documents: the four document links (kilian users) and the four explanation links (everyone else). */
export const kilianDocuments: StaticDocument[] = [
  {
    file: 'kilian-leitfaden.pdf',
    title: 'Leitfaden KILIAN-Aufgabe',
    sections: [
      {
        heading: 'Worum es geht',
        paragraphs: [
          'Eine KILIAN-Aufgabe ist eine Lernaufgabe, die eine/ein Auszubildende/r während des praktischen Einsatzes selbstständig bearbeitet. Sie geht von einer echten Pflegesituation aus und führt in sechs Schritten zu einer begründeten, angewendeten und reflektierten Lösung.',
        ],
      },
      {
        heading: 'Eine Aufgabe starten',
        paragraphs: [
          'Die KILIAN-Begleitung wählt unter „KILIAN-Aufgaben“ die/den Auszubildende/n und eine Kategorie (Kommunikation, Handlungsfähigkeit, Reflexionsfähigkeit, Ethische Kompetenz, Selbstorganisiertes Lernen), trägt ein Thema ein und drückt „Start task“. Je Auszubildender/Auszubildendem und Kategorie gibt es genau eine Aufgabe.',
          'Das Thema ist kurz und konkret, zum Beispiel „Sturzrisiko bei Frau M. nach Hüft-TEP einschätzen“.',
        ],
      },
      {
        heading: 'Die sechs Schritte',
        paragraphs: PHASES,
      },
      {
        heading: 'Begleitung',
        paragraphs: [
          'Praxisanleitung und KILIAN-Begleitung sehen die hochgeladenen Dateien und besprechen sie mit der/dem Auszubildenden, am besten nach den Schritten Information, Anwendung und Nachhaltigkeit.',
        ],
      },
    ],
  },
  {
    file: 'kilian-vorlage-aufgabenstellung.pdf',
    title: 'Vorlage Aufgabenstellung',
    sections: [
      {
        heading: 'Angaben',
        paragraphs: ['Auszubildende/r: ______________________________   Klasse: ____________', 'Kategorie: ______________________________   Gestartet am: ____________', 'Thema: ________________________________________________________________'],
      },
      {
        heading: 'Ausgangssituation',
        paragraphs: ['Beschreiben Sie die Pflegesituation in drei bis fünf Sätzen, ohne Namen der pflegebedürftigen Person.', '________________________________________________________________', '________________________________________________________________'],
      },
      {
        heading: 'Arbeitsauftrag je Schritt',
        paragraphs: [
          'Konfrontation: Was fällt Ihnen auf? Welche Frage stellen Sie sich?',
          'Information: Welche Quellen nutzen Sie? Fassen Sie das Wichtigste zusammen.',
          'Lösungsfindung: Welche Möglichkeiten gibt es? Welche wählen Sie und warum?',
          'Umsetzung: Wie planen Sie die Lösung? Mit wem stimmen Sie sich ab?',
          'Anwendung: Was haben Sie getan? Wie hat die Person reagiert?',
          'Nachhaltigkeit: Was nehmen Sie mit? Was geben Sie an das Team weiter?',
        ],
      },
      {
        heading: 'Abgabe',
        paragraphs: ['Laden Sie zu jedem Schritt mindestens eine Datei in den passenden Ordner hoch (PDF, Bild, Office-Dokument oder Text).'],
      },
    ],
  },
  {
    file: 'kilian-bewertungskriterien.pdf',
    title: 'Bewertungskriterien',
    sections: [
      {
        heading: 'Wie bewertet wird',
        paragraphs: [
          'Die Praxisanleitung gibt zu jeder KILIAN-Aufgabe eine Rückmeldung nach den folgenden Kriterien. Die Note folgt dem Notenschlüssel von 1 bis 5.',
        ],
      },
      {
        heading: 'Kriterien',
        paragraphs: [
          '1. Situation: Die Ausgangssituation ist nachvollziehbar beschrieben, die Frage ist klar.',
          '2. Wissen: Die Informationen sind fachlich richtig und die Quellen sind genannt.',
          '3. Begründung: Die gewählte Lösung ist aus dem Wissen begründet; Alternativen sind erwogen.',
          '4. Umsetzung und Anwendung: Die Lösung ist geplant, abgestimmt, durchgeführt und dokumentiert.',
          '5. Reflexion: Die/der Auszubildende benennt, was gelungen ist, was nicht, und was sie/er künftig anders macht.',
          '6. Form: Die Dateien liegen in den richtigen Ordnern, sind lesbar und enthalten keine Namen pflegebedürftiger Personen.',
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
    file: 'kilian-zeitplan.pdf',
    title: 'Zeitplan',
    sections: [
      {
        heading: 'Empfohlener Ablauf in einem Einsatz',
        paragraphs: [
          'Woche 1: Aufgabe starten, Thema im Erstgespräch vereinbaren; Konfrontation bearbeiten.',
          'Woche 2: Information sammeln und hochladen.',
          'Woche 3: Lösungsfindung; Zwischenstand mit der Praxisanleitung besprechen.',
          'Woche 4 bis 5: Umsetzung planen und Anwendung in der Pflegesituation.',
          'Woche 6: Nachhaltigkeit: Rückblick schreiben; Rückmeldung der Praxisanleitung im Abschlussgespräch.',
        ],
      },
      {
        heading: 'Hinweise',
        paragraphs: [
          'Kürzere Einsätze fassen Woche 2 und 3 sowie Woche 4 und 5 zusammen. Die Zeiten für die Bearbeitung gelten als Lernzeit im Einsatz; sie sind keine Anleitungszeit, es sei denn, die Praxisanleitung begleitet den Schritt.',
        ],
      },
    ],
  },
  {
    file: 'kilian-modell.pdf',
    title: 'Das KILIAN-Modell',
    sections: [
      {
        heading: 'Lernen an einer echten Situation',
        paragraphs: [
          'Das KILIAN-Modell gliedert eine Lernaufgabe in sechs Schritte. Sie beginnt mit einer Situation aus dem Pflegealltag und endet mit dem Blick darauf, was davon bleibt. So verbindet die Aufgabe Wissen aus der Schule mit dem Handeln im Einsatz.',
        ],
      },
      {
        heading: 'Die sechs Schritte',
        paragraphs: PHASES,
      },
      {
        heading: 'Wer was tut',
        paragraphs: [
          'Die KILIAN-Begleitung startet die Aufgabe. Die/der Auszubildende bearbeitet die Schritte und lädt ihre/seine Ergebnisse hoch. Die Praxisanleitung liest mit und gibt Rückmeldung.',
        ],
      },
    ],
  },
  {
    file: 'kilian-ordner.pdf',
    title: 'Die sechs Ordner',
    sections: [
      {
        heading: 'Ein Ordner je Schritt',
        paragraphs: [
          'Unter „KILIAN-Aufgaben“ liegen sechs Upload-Kacheln, eine je Teilaufgabe. Jede Kachel öffnet sechs Ordner, einen für jeden Schritt des KILIAN-Modells. Die Ordner tragen englische Namen:',
          ...PHASES,
        ],
      },
      {
        heading: 'Was in einen Ordner gehört',
        paragraphs: [
          'Legen Sie in jeden Ordner, was Sie in diesem Schritt erarbeitet haben: Notizen, ein Foto einer Skizze, eine Zusammenfassung, einen Plan oder Ihren Rückblick. Im Ordner sehen Sie jede Datei mit Name, Größe, Datum und wer sie hochgeladen hat.',
        ],
      },
    ],
  },
  {
    file: 'kilian-dateien-hochladen.pdf',
    title: 'Dateien hochladen',
    sections: [
      {
        heading: 'Wer hochladen kann',
        paragraphs: [
          'Nur die/der Auszubildende lädt in die eigenen Ordner hoch. Die Praxisanleitung der eigenen Klasse kann die Dateien öffnen; andere Personen nicht, auch nicht mit der Adresse der Datei.',
        ],
      },
      {
        heading: 'So geht es',
        paragraphs: [
          'Öffnen Sie den Ordner, wählen Sie „Dateien auswählen“ und markieren Sie eine oder mehrere Dateien. Jede Datei zeigt einen eigenen Fortschrittsbalken. Ist sie gespeichert, erscheint sie in der Liste.',
        ],
      },
      {
        heading: 'Grenzen',
        paragraphs: [
          'Erlaubt sind PDF, Bilder (PNG, JPEG, GIF, WebP), Office-Dokumente (Word, Excel und PowerPoint als DOCX, XLSX, PPTX) und reiner Text. Eine Datei darf höchstens 20 MB groß sein, eine Auswahl höchstens 20 Dateien enthalten.',
          'Der Inhalt einer Datei wird geprüft: Ein umbenanntes Programm oder eine leere Datei wird abgelehnt. Der Grund steht neben dem Dateinamen; die übrigen Dateien werden trotzdem hochgeladen.',
        ],
      },
    ],
  },
  {
    file: 'kilian-rueckmeldung.pdf',
    title: 'Rückmeldung der Praxisanleitung',
    sections: [
      {
        heading: 'Wann',
        paragraphs: [
          'Die Praxisanleitung sieht sich die Ordner mindestens zweimal an: nach dem Schritt Information und am Ende der Aufgabe. Die Rückmeldung gibt sie im Gespräch, am besten im Zwischen- und im Abschlussgespräch.',
        ],
      },
      {
        heading: 'Wie',
        paragraphs: [
          'Beginnen Sie mit dem, was gelungen ist. Benennen Sie dann höchstens zwei Punkte, an denen die/der Auszubildende weiterarbeiten soll, und vereinbaren Sie, bis wann. Grundlage sind die Bewertungskriterien der KILIAN-Aufgabe.',
          'Halten Sie die Rückmeldung in PraxisPort als Kommentar zur/zum Auszubildenden fest, damit sie im nächsten Gespräch wieder zur Hand ist.',
        ],
      },
    ],
  },
];

/** Every document the generator writes. */
export const staticDocuments: StaticDocument[] = [...accompanyingDocuments, ...kilianDocuments];

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
