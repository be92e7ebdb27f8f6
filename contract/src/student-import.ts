import { z } from 'zod';
import { idSchema } from './common';

/** CSV import of students into a class (ADR 022). */
export const studentImportMessages = {
  onlySupervisor: 'Nur die Kursleitung der Klasse darf Auszubildende importieren.',
  tooLarge: 'Die Datei ist zu groß (höchstens 1 MB).',
  tooManyRows: 'Die Datei hat zu viele Zeilen (höchstens 500 Auszubildende je Import).',
  empty: 'Die Datei enthält keine Auszubildenden.',
  encoding: 'Die Datei ist keine Textdatei in UTF-8 oder Windows-1252. Bitte als CSV speichern.',
  unreadable: 'Die Datei ist keine lesbare CSV-Datei.',
  missingColumns: 'Es fehlen Spalten: Nachname, Vorname und E-Mail sind Pflicht.',
  badEmail: 'Ungültige E-Mail-Adresse.',
  duplicateInFile: 'Diese E-Mail-Adresse steht mehrfach in der Datei.',
  otherClass: 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
  alreadyImported: 'Bereits in dieser Klasse.',
  badDate: 'Geburtsdatum ist kein gültiges Datum (TT.MM.JJJJ).',
  dobBefore1900: 'Das Geburtsdatum darf nicht vor 1900 liegen.',
  badPhone: 'Telefon: 6–20 Zeichen, nur Ziffern, +, Leerzeichen, / und -.',
  badTrainingStart: 'Ausbildungsbeginn ist kein gültiges Datum (TT.MM.JJJJ).',
  badPlannedEnd: 'Geplantes Ende ist kein gültiges Datum (TT.MM.JJJJ).',
  trainingIncomplete: 'Ausbildungsbeginn und Geplantes Ende bitte beide angeben oder beide leer lassen.',
  formula: 'Formeln sind nicht erlaubt.',
  badName: 'Name fehlt, ist zu lang oder enthält unzulässige Zeichen.',
  nothingToImport: 'Keine gültigen Zeilen zum Importieren.',
  notInvited: 'Diese Person hat keine offene Einladung.',
  studentNotFound: 'Diese Person gibt es in der Klasse nicht.',
  invitationSent: 'Einladung erneut gesendet.',
} as const;

export const importBody = z.object({
  /** The file's bytes, base64 (the server detects UTF-8 or Windows-1252). */
  data: z.string({ error: studentImportMessages.unreadable }).max(1_500_000, { error: studentImportMessages.tooLarge }),
});
export type ImportBody = z.infer<typeof importBody>;

export const importRow = z.object({
  line: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  dob: z.string().nullable(),
  /** The training period of the optional columns Ausbildungsbeginn and Geplantes Ende (YYYY-MM-DD; the file's text on a refused row). */
  trainingStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  /** null: valid (new); 'existing': valid and already in this class (nothing to do but its training period, when given). */
  error: z.string().nullable(),
  existing: z.boolean(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importPreview = z.object({ rows: z.array(importRow), valid: z.number().int(), invalid: z.number().int() });
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({ created: z.number().int(), skipped: z.number().int(), invalid: z.number().int() });
export type ImportResult = z.infer<typeof importResult>;

export const invitationParams = z.object({ classId: idSchema, studentId: idSchema });
