import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { z } from 'zod';
import { authMessages } from '@praxisport/contract/auth';
import { hasNoControlChars } from '@praxisport/contract/common';
import { trainingBody } from '@praxisport/contract/status';
import { studentImportMessages as m } from '@praxisport/contract/student-import';
import { AppError } from '../../lib/app-error';

export const MAX_BYTES = 1024 * 1024;
export const MAX_ROWS = 500;

export interface ParsedRow {
  line: number;
  name: string;
  firstName: string;
  email: string;
  contact: string | null;
  dob: string | null;
  /** The optional training period (both or neither), checked as the status screen checks it. */
  trainingStart: string | null;
  plannedEnd: string | null;
  error: string | null;
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (as Excel saves 'CSV'); binary is refused. */
export function decodeCsv(bytes: Buffer): string {
  if (bytes.length > MAX_BYTES) throw new AppError('VALIDATION_ERROR', m.tooLarge, 'data');
  if (bytes.includes(0)) throw new AppError('VALIDATION_ERROR', m.encoding, 'data');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = iconv.decode(bytes, 'win1252');
  }
  text = text.replace(/^\uFEFF/, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u0080-\u009F]/.test(text)) throw new AppError('VALIDATION_ERROR', m.encoding, 'data');
  return text;
}

const columnNames: Record<string, keyof Omit<ParsedRow, 'line' | 'error'>> = {
  nachname: 'name',
  name: 'name',
  familienname: 'name',
  lastname: 'name',
  vorname: 'firstName',
  firstname: 'firstName',
  email: 'email',
  mail: 'email',
  emailadresse: 'email',
  telefon: 'contact',
  telefonnummer: 'contact',
  handy: 'contact',
  mobil: 'contact',
  phone: 'contact',
  geburtsdatum: 'dob',
  birthdate: 'dob',
  dateofbirth: 'dob',
  dob: 'dob',
  ausbildungsbeginn: 'trainingStart',
  ausbildungsstart: 'trainingStart',
  trainingstart: 'trainingStart',
  geplantesende: 'plannedEnd',
  ausbildungsende: 'plannedEnd',
  plannedend: 'plannedEnd',
};
const normalise = (h: string) => h.toLowerCase().replace(/[^a-zäöüß]/g, '');

const email = z.email();
const phone = /^(?=.{6,20}$)\+?[0-9][0-9 /-]*[0-9]$/;
/** A cell a spreadsheet would run as a formula (CSV injection); a phone number's leading + is fine. */
const isFormula = (v: string) => /^[=@\t\r]/.test(v) || /^[+-](?![\d\s(])/.test(v);

/** A day as DD.MM.YYYY (or D.M.YYYY) or YYYY-MM-DD, as YYYY-MM-DD; null when it is no real day. */
export function parseDay(v: string): string | null {
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const [y, mo, d] = de ? [de[3], de[2], de[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !mo || !d) return null;
  const s = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== s ? null : s;
}

/** A birth date as DD.MM.YYYY (or D.M.YYYY) or YYYY-MM-DD, a real day from 1900 up to yesterday; else the reason it is not. */
export function parseBirthDate(v: string): { date: string } | { error: string } {
  const s = parseDay(v);
  if (!s) return { error: m.badDate };
  if (s < '1900-01-01') return { error: m.dobBefore1900 };
  if (s >= new Date().toISOString().slice(0, 10)) return { error: authMessages.dobInPast };
  return { date: s };
}

/**
 * Reads the rows of a students CSV: ';' or ',' separated, with a header row naming at
 * least Nachname, Vorname and E-Mail; each row gets its error or null. Nothing is stored here.
 * @throws VALIDATION_ERROR for the file as a whole (size, encoding, columns, row count)
 */
export function parseStudentsCsv(bytes: Buffer): ParsedRow[] {
  const text = decodeCsv(bytes);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter: [delimiter, '\t'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, to: MAX_ROWS + 2 });
  } catch {
    throw new AppError('VALIDATION_ERROR', m.unreadable, 'data');
  }
  const [header, ...rows] = records;
  if (!header) throw new AppError('VALIDATION_ERROR', m.empty, 'data');
  const index: Partial<Record<keyof Omit<ParsedRow, 'line' | 'error'>, number>> = {};
  header.forEach((h, i) => {
    // own keys only: a column named 'constructor' or '__proto__' is not one of ours
    const name = normalise(h);
    const key = Object.hasOwn(columnNames, name) ? columnNames[name] : undefined;
    if (key && index[key] === undefined) index[key] = i;
  });
  if (index.name === undefined || index.firstName === undefined || index.email === undefined) throw new AppError('VALIDATION_ERROR', m.missingColumns, 'data');
  if (rows.length > MAX_ROWS) throw new AppError('VALIDATION_ERROR', m.tooManyRows, 'data');
  const data = rows.filter((r) => r.some((c) => c !== ''));
  if (data.length === 0) throw new AppError('VALIDATION_ERROR', m.empty, 'data');

  const seen = new Set<string>();
  return data.map((r, i) => {
    const cell = (k: keyof typeof index) => (index[k] === undefined ? '' : (r[index[k]!] ?? '').trim());
    const row: ParsedRow = {
      line: i + 2,
      name: cell('name'),
      firstName: cell('firstName'),
      email: cell('email').toLowerCase(),
      contact: cell('contact') || null,
      dob: null,
      trainingStart: null,
      plannedEnd: null,
      error: null,
    };
    const dobText = cell('dob');
    const startText = cell('trainingStart');
    const endText = cell('plannedEnd');
    const fail = (e: string) => (row.error ??= e);
    if (r.some((c) => isFormula(c.trim()))) fail(m.formula);
    for (const n of [row.name, row.firstName]) if (!n || n.length > 100 || !hasNoControlChars(n) || /[<>"\r\n]/.test(n)) fail(m.badName);
    if (row.email.length > 254 || !email.safeParse(row.email).success) fail(m.badEmail);
    if (row.contact && !phone.test(row.contact)) fail(m.badPhone);
    if (dobText) {
      const dob = parseBirthDate(dobText);
      if ('date' in dob) row.dob = dob.date;
      else fail(dob.error);
    }
    if (startText || endText) {
      const period = parseTrainingPeriod(startText, endText);
      if ('error' in period) fail(period.error);
      else Object.assign(row, period);
    }
    if (!row.error) {
      if (seen.has(row.email)) fail(m.duplicateInFile);
      seen.add(row.email);
    }
    // what a refused row shows is the file's text, cut short
    row.name = row.name.slice(0, 100);
    row.firstName = row.firstName.slice(0, 100);
    row.email = row.email.slice(0, 254);
    if (!row.dob && dobText) row.dob = dobText.slice(0, 30);
    if (!row.trainingStart && startText) row.trainingStart = startText.slice(0, 30);
    if (!row.plannedEnd && endText) row.plannedEnd = endText.slice(0, 30);
    return row;
  });
}

/** The optional training period of a row: both days or neither, the end 3 to 5 years after the start (trainingBody's rule). */
function parseTrainingPeriod(startText: string, endText: string): { trainingStart: string; plannedEnd: string } | { error: string } {
  if (!startText || !endText) return { error: m.trainingIncomplete };
  const start = parseDay(startText);
  if (!start) return { error: m.badTrainingStart };
  const end = parseDay(endText);
  if (!end) return { error: m.badPlannedEnd };
  const checked = trainingBody.safeParse({ start, plannedEnd: end });
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? m.badPlannedEnd };
  return { trainingStart: start, plannedEnd: end };
}
