import { stringify } from 'csv-stringify/sync';
import { ASSESSMENT_CSV_COLUMNS } from '@praxisport/contract/assessments';

export interface CsvRow {
  category: string;
  categoryTest: string;
  testTitle: string;
  grade: number;
  option: string;
}

/**
 * One cell as D2 §9 and AMB-105 ask: commas become spaces, line breaks too; a cell that Excel would
 * run as a formula (= + - @, tab) gets a leading apostrophe (SEC-15).
 */
export function csvCell(value: string | number): string {
  const text = String(value).replace(/,/g, ' ').replace(/[\r\n]+/g, ' ');
  return /^[=+\-@\t]/.test(text) ? `'${text}` : text;
}

/**
 * The assessments of one test and sub-test as CSV (ASMT-10, ASMT-11, CONST-37): the five columns,
 * comma-separated, UTF-8 with a BOM so that umlauts open correctly in Excel.
 */
export function assessmentCsv(rows: CsvRow[]): string {
  const body = rows.map((r) => [r.category, r.categoryTest, r.testTitle, r.grade, r.option]);
  return stringify([[...ASSESSMENT_CSV_COLUMNS], ...body].map((row) => row.map(csvCell)), { bom: true, record_delimiter: 'windows' });
}
