/**
 * The templates of every student's forms and reviews: realistic items of the generalist
 * nursing training, six checklist points each. Loaded into an empty database at every start.
 */
export interface TemplateDef {
  kind: 'form' | 'review';
  name: string;
  rType?: 'comments' | 'review';
  items: { itemName: string; itemDesc: string; points: [string, string][] }[];
}

const p = (name: string, desc: string): [string, string] => [name, desc];

export const recordTemplateDefs: TemplateDef[] = [
  {
    kind: 'form',
    name: 'Bogen A',
    items: [
      {
        itemName: 'Körperpflege unterstützen',
        itemDesc: 'Die Auszubildende unterstützt zu pflegende Menschen bei der Körperpflege und fördert ihre Selbstständigkeit.',
        points: [
          p('Ressourcen erfassen', 'Fähigkeiten und Gewohnheiten der Person erfragen und beobachten.'),
          p('Intimsphäre wahren', 'Sichtschutz, Abdecken, Ansprache vor jeder Handlung.'),
          p('Hautzustand beobachten', 'Rötungen, Druckstellen und Hautdefekte erkennen und melden.'),
          p('Hilfsmittel einsetzen', 'Waschschüssel, Badewannenlifter und Pflegemittel sachgerecht nutzen.'),
          p('Hygieneregeln einhalten', 'Händedesinfektion nach den fünf Momenten, Schutzkleidung nach Bedarf.'),
          p('Pflege dokumentieren', 'Durchgeführte Maßnahmen und Beobachtungen zeitnah dokumentieren.'),
        ],
      },
      {
        itemName: 'Vitalzeichen erheben und dokumentieren',
        itemDesc: 'Puls, Blutdruck, Atmung und Temperatur werden korrekt gemessen, bewertet und dokumentiert.',
        points: [
          p('Puls messen', 'Frequenz, Rhythmus und Qualität über 60 Sekunden erfassen.'),
          p('Blutdruck messen', 'Manuell und mit Gerät, richtige Manschettengröße wählen.'),
          p('Atmung beobachten', 'Frequenz, Tiefe, Geräusche und Atemnot erkennen.'),
          p('Temperatur messen', 'Messort und Messmethode begründet wählen.'),
          p('Abweichungen melden', 'Grenzwerte kennen und Auffälligkeiten sofort weitergeben.'),
          p('Werte dokumentieren', 'Werte mit Uhrzeit in der Kurve eintragen.'),
        ],
      },
      {
        itemName: 'Mobilisation nach Kinästhetik',
        itemDesc: 'Bewegung wird ressourcenorientiert unterstützt; Sturz- und Dekubitusrisiken werden erkannt.',
        points: [
          p('Bewegungsressourcen einschätzen', 'Eigenbewegung der Person erkennen und einbeziehen.'),
          p('Sturzrisiko einschätzen', 'Risikofaktoren erfassen und Prophylaxen ableiten.'),
          p('Transfer Bett–Stuhl', 'Transfer sicher und rückengerecht durchführen.'),
          p('Lagerung zur Dekubitusprophylaxe', 'Druckentlastende Positionen wählen und Zeiten einhalten.'),
          p('Hilfsmittel nutzen', 'Rollator, Gleittuch und Aufrichthilfe sachgerecht einsetzen.'),
          p('Bewegung dokumentieren', 'Positionswechsel und Mobilität im Bewegungsplan eintragen.'),
        ],
      },
      {
        itemName: 'Ernährung und Flüssigkeit',
        itemDesc: 'Nahrungs- und Flüssigkeitsaufnahme werden unterstützt, beobachtet und bilanziert.',
        points: [
          p('Essgewohnheiten erfragen', 'Vorlieben, Unverträglichkeiten und kulturelle Aspekte berücksichtigen.'),
          p('Schluckstörungen erkennen', 'Husten, Räuspern und Speisereste im Mund beachten.'),
          p('Mahlzeiten anreichen', 'In aufrechter Position und im Tempo der Person anreichen.'),
          p('Flüssigkeitsbilanz führen', 'Ein- und Ausfuhr vollständig erfassen und bewerten.'),
          p('Kostform beachten', 'Verordnete Diäten und Konsistenzen einhalten.'),
          p('Ernährungszustand einschätzen', 'Gewicht und Screening (z. B. MNA) dokumentieren.'),
        ],
      },
    ],
  },
  {
    kind: 'form',
    name: 'Bogen B',
    items: [
      {
        itemName: 'Medikamente richten und verabreichen',
        itemDesc: 'Arzneimittel werden nach ärztlicher Anordnung sicher gerichtet, verabreicht und beobachtet.',
        points: [
          p('6-R-Regel anwenden', 'Richtige Person, Arznei, Dosis, Applikation, Zeit und Dokumentation.'),
          p('Medikationsplan lesen', 'Anordnungen verstehen und Unklarheiten klären.'),
          p('Wirkung beobachten', 'Erwünschte Wirkungen erkennen und weitergeben.'),
          p('Nebenwirkungen erkennen', 'Typische Nebenwirkungen kennen und melden.'),
          p('Betäubungsmittel dokumentieren', 'BtM-Buch nach Vorschrift führen.'),
          p('Person informieren', 'Verständlich über Einnahme und Wirkung aufklären.'),
        ],
      },
      {
        itemName: 'Schmerzeinschätzung mit NRS',
        itemDesc: 'Schmerzen werden systematisch eingeschätzt, behandelt und evaluiert.',
        points: [
          p('Schmerz erfragen', 'Numerische Rating-Skala (0–10) erklären und anwenden.'),
          p('Fremdeinschätzung nutzen', 'Bei kognitiver Einschränkung BESD anwenden.'),
          p('Schmerzcharakter beschreiben', 'Lokalisation, Qualität und Verlauf erfassen.'),
          p('Nichtmedikamentöse Maßnahmen', 'Lagerung, Wärme, Kälte und Ablenkung anbieten.'),
          p('Wirkung evaluieren', 'Nach 30–60 Minuten erneut einschätzen.'),
          p('Schmerzprotokoll führen', 'Werte und Maßnahmen nachvollziehbar dokumentieren.'),
        ],
      },
      {
        itemName: 'Wundversorgung',
        itemDesc: 'Wunden werden aseptisch versorgt und ihr Verlauf dokumentiert.',
        points: [
          p('Wunde einschätzen', 'Größe, Exsudat, Wundrand und Wundgrund beschreiben.'),
          p('Aseptisch arbeiten', 'Non-Touch-Technik und sterile Materialien verwenden.'),
          p('Verbandwechsel durchführen', 'Nach Standard und ärztlicher Anordnung vorgehen.'),
          p('Schmerzen beachten', 'Vor und während des Verbandwechsels Schmerzen erfragen.'),
          p('Verlauf dokumentieren', 'Wunddokumentation mit Foto und Maßen führen.'),
          p('Material entsorgen', 'Abfälle und Instrumente fachgerecht entsorgen.'),
        ],
      },
    ],
  },
  { kind: 'review', name: 'Kommentare', rType: 'comments', items: [] },
  {
    kind: 'review',
    name: 'Erstgespräch',
    rType: 'review',
    items: [
      {
        itemName: 'Einarbeitung im Einsatz',
        itemDesc: 'Die Auszubildende lernt Station, Team und Abläufe kennen.',
        points: [
          p('Team vorgestellt', 'Ansprechpersonen und Praxisanleitung sind bekannt.'),
          p('Räume und Notfallausrüstung', 'Notfallwagen, Defibrillator und Fluchtwege gezeigt.'),
          p('Dienstplan besprochen', 'Dienstzeiten und Anleitungstermine festgelegt.'),
          p('Dokumentationssystem erklärt', 'Zugang und Aufbau der Pflegedokumentation bekannt.'),
          p('Hygieneplan bekannt', 'Hygienestandards der Einrichtung erläutert.'),
          p('Schweigepflicht besprochen', 'Datenschutz und Schweigepflicht belehrt.'),
        ],
      },
      {
        itemName: 'Lernziele für den Einsatz',
        itemDesc: 'Gemeinsam vereinbarte Lernziele nach dem Ausbildungsplan.',
        points: [
          p('Vorerfahrungen erfragt', 'Bisherige Einsätze und Kenntnisse besprochen.'),
          p('Lernziele vereinbart', 'Drei bis fünf konkrete Lernziele schriftlich festgehalten.'),
          p('Arbeitsaufgaben festgelegt', 'Passende Aufgaben aus dem Ausbildungsnachweis gewählt.'),
          p('Anleitungssituationen geplant', 'Geplante Praxisanleitung (mind. 10 %) terminiert.'),
          p('Zwischengespräch terminiert', 'Termin für das Zwischengespräch vereinbart.'),
          p('Erwartungen geklärt', 'Erwartungen beider Seiten offen besprochen.'),
        ],
      },
    ],
  },
  {
    kind: 'review',
    name: 'Zwischengespräch',
    rType: 'review',
    items: [
      {
        itemName: 'Stand der Lernziele',
        itemDesc: 'Zwischenstand der im Erstgespräch vereinbarten Lernziele.',
        points: [
          p('Lernziele überprüft', 'Jedes Lernziel mit Beispielen besprochen.'),
          p('Stärken benannt', 'Gelungene Situationen konkret rückgemeldet.'),
          p('Entwicklungsfelder benannt', 'Was noch geübt werden muss, ist klar.'),
          p('Selbsteinschätzung', 'Die Auszubildende hat sich selbst eingeschätzt.'),
          p('Maßnahmen vereinbart', 'Nächste Schritte und Anleitungen vereinbart.'),
          p('Fehlzeiten besprochen', 'Fehlzeiten und Nachholbedarf geprüft.'),
        ],
      },
    ],
  },
  {
    kind: 'review',
    name: 'Abschlussgespräch',
    rType: 'review',
    items: [
      {
        itemName: 'Abschluss des Einsatzes',
        itemDesc: 'Bewertung des Einsatzes und Ausblick auf den nächsten Einsatz.',
        points: [
          p('Lernziele bewertet', 'Erreichungsgrad jedes Lernziels festgehalten.'),
          p('Kompetenzen eingeschätzt', 'Einschätzung nach den Kompetenzbereichen I–V.'),
          p('Stundennachweis geprüft', 'Einsatzstunden und Praxisanleitungsstunden bestätigt.'),
          p('Beurteilung besprochen', 'Qualifizierte Leistungseinschätzung erläutert.'),
          p('Ausblick gegeben', 'Empfehlungen für den nächsten Einsatz formuliert.'),
          p('Unterschriften eingeholt', 'Auszubildende und Praxisanleitung haben unterschrieben.'),
        ],
      },
    ],
  },
];
