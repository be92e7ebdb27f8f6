import type { NotificationKind } from '@praxisport/contract/notifications';

export type MailLanguage = 'de' | 'en';
export interface MailText {
  subject: string;
  body: string;
}

const greeting = (lang: MailLanguage, name: string) => (lang === 'en' ? `Hello ${name},` : `Hallo ${name},`);
const footer = (lang: MailLanguage) =>
  lang === 'en'
    ? '\n\n-- \nPraxisPort. This e-mail was sent automatically; please do not reply.'
    : '\n\n-- \nPraxisPort. Diese E-Mail wurde automatisch versandt; bitte nicht antworten.';

/** Mail texts: German, English by the recipient's language. */
export const mailTexts = {
  passwordReset: (lang: MailLanguage, p: { name: string; link: string }): MailText =>
    lang === 'en'
      ? {
          subject: 'PraxisPort: reset your password',
          body: `${greeting(lang, p.name)}\n\nsomeone asked to reset the password of your PraxisPort account. Open this link within 60 minutes to choose a new password (it works once):\n\n${p.link}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.${footer(lang)}`,
        }
      : {
          subject: 'PraxisPort: Passwort zurücksetzen',
          body: `${greeting(lang, p.name)}\n\nfür Ihr PraxisPort-Konto wurde das Zurücksetzen des Passworts angefordert. Öffnen Sie diesen Link innerhalb von 60 Minuten, um ein neues Passwort zu wählen (er gilt einmal):\n\n${p.link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.${footer(lang)}`,
        },
  invitation: (lang: MailLanguage, p: { name: string; className: string; supervisor: string; link: string }): MailText =>
    lang === 'en'
      ? {
          subject: 'PraxisPort: your invitation',
          body: `${greeting(lang, p.name)}\n\n${p.supervisor} added you to the class ${p.className} in PraxisPort. Open this link within 7 days to set your password:\n\n${p.link}${footer(lang)}`,
        }
      : {
          subject: 'PraxisPort: Ihre Einladung',
          body: `${greeting(lang, p.name)}\n\n${p.supervisor} hat Sie in PraxisPort in die Klasse ${p.className} aufgenommen. Öffnen Sie diesen Link innerhalb von 7 Tagen, um Ihr Passwort festzulegen:\n\n${p.link}${footer(lang)}`,
        },
  notification: (lang: MailLanguage, kind: NotificationKind, p: Record<string, string>, link: string, name: string): MailText => {
    const line = notificationLine(lang, kind, p);
    const more = lang === 'en' ? 'Open in PraxisPort' : 'In PraxisPort öffnen';
    const off = lang === 'en' ? 'You can switch these e-mails off in your profile.' : 'Diese E-Mails können Sie in Ihrem Profil abschalten.';
    return { subject: `PraxisPort: ${line}`, body: `${greeting(lang, name)}\n\n${line}\n\n${more}: ${link}\n\n${off}${footer(lang)}` };
  },
};

/** A talk by its type, as the sentence of a notification names it; "a talk" for a type it does not know. */
const talkNames: Record<MailLanguage, Record<string, string>> = {
  de: { initialconsultation: 'das Erstgespräch', intermtalk: 'das Zwischengespräch', finaltalk: 'das Abschlussgespräch' },
  en: { initialconsultation: 'the initial talk', intermtalk: 'the interim talk', finaltalk: 'the final talk' },
};
const talkName = (lang: MailLanguage, talkType: string | undefined) => (talkType && Object.hasOwn(talkNames[lang], talkType) ? talkNames[lang][talkType] : lang === 'en' ? 'a talk' : 'ein Gespräch');

/** A part of the training status and a traffic light by their keys, as the status screen names them. */
const statusPartNames: Record<MailLanguage, Record<string, string>> = {
  de: { theory: 'Theorie', practice: 'Praxis', guidance: 'Praxisanleitung', visits: 'Praxisbegleitung', assessments: 'Leistungseinschätzungen', readiness: 'Zulassung zur Prüfung' },
  en: { theory: 'Theory', practice: 'Practice', guidance: 'Practical guidance', visits: 'School visits', assessments: 'Qualified assessments', readiness: 'Admission to the examination' },
};
const lightNames: Record<MailLanguage, Record<string, string>> = { de: { green: 'Grün', amber: 'Gelb', red: 'Rot' }, en: { green: 'green', amber: 'amber', red: 'red' } };
const statusPartName = (lang: MailLanguage, part: string | undefined) => (part && Object.hasOwn(statusPartNames[lang], part) ? statusPartNames[lang][part] : (part ?? ''));
const lightName = (lang: MailLanguage, light: string | undefined) => (light && Object.hasOwn(lightNames[lang], light) ? lightNames[lang][light] : (light ?? ''));

/** The one-line text of a notification (the web app has the same in its locale files). */
export function notificationLine(lang: MailLanguage, kind: NotificationKind, p: Record<string, string>): string {
  const en = lang === 'en';
  switch (kind) {
    case 'talkSubmitted':
      return en ? `${p.teacher} submitted ${talkName(lang, p.talkType)} for your confirmation` : `${p.teacher} hat ${talkName(lang, p.talkType)} zur Bestätigung eingereicht`;
    case 'absenceOver8':
      return en ? `${p.student} (${p.className}) has missed more than 8 % of the hours` : `${p.student} (${p.className}) hat mehr als 8 % der Stunden gefehlt`;
    case 'absenceOver10':
      return en ? `${p.student} (${p.className}) has missed more than 10 % of the hours` : `${p.student} (${p.className}) hat mehr als 10 % der Stunden gefehlt`;
    case 'guidanceDisputed':
      return en ? `${p.student} disputed a guidance record` : `${p.student} hat einem Anleitungsnachweis widersprochen`;
    case 'staffSignup':
      return en ? `New sign-up waiting for approval: ${p.name}` : `Neue Registrierung wartet auf Freigabe: ${p.name}`;
    case 'assessmentGraded':
      return en ? `An assessment was graded${p.title ? `: ${p.title}` : ''}` : `Eine Bewertung wurde abgeschlossen${p.title ? `: ${p.title}` : ''}`;
    case 'statusChanged':
      return en
        ? `Training status of ${p.student}: ${statusPartName(lang, p.part)} is now ${lightName(lang, p.light)}`
        : `Ausbildungsstand von ${p.student}: ${statusPartName(lang, p.part)} ist jetzt ${lightName(lang, p.light)}`;
  }
}
