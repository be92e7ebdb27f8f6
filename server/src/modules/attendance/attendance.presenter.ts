import {
  absenceLevel,
  DAY_MINUTES,
  missedMinutes,
  type AttendanceEntry,
  type AttendanceRecord,
  type AttendanceStudent,
  type StudentAbsence,
} from '@praxisport/contract/attendance';
import type { StudentRow } from '@praxisport/contract/classes';
import type { DayShapeCount, EntryFields, RecordFields } from './attendance.repository';

/** A stored entry as the API speaks it: blocks keyed '8', '10', '12', '13:45', '' for no reason. */
export function toAttendanceEntry(e: EntryFields): AttendanceEntry {
  return { '8': e.b8, '10': e.b10, '12': e.b12, '13:45': e.b1345, reason: e.reason ?? '' };
}

/** A stored record with its entries as the API speaks it (ENT-13): blocks keyed '8', '10', '12', '13:45'. */
export function toAttendanceRecord(record: RecordFields, entries: EntryFields[]): AttendanceRecord {
  return {
    _id: record.id,
    _grade: record.classId,
    date: record.date,
    _teacher: record.teacherId,
    attendance: Object.fromEntries(entries.map((e) => [e.studentId, toAttendanceEntry(e)])),
    version: record.version,
    updatedAt: record.updatedAt.toISOString(),
  };
}

export function toAttendanceStudent(s: StudentRow): AttendanceStudent {
  return { _id: s._id, firstName: s.firstName, name: s.name };
}

/** A student's days recorded in a class and the minutes missed on them. */
export interface AbsenceSums {
  recordedDays: number;
  missedMinutes: number;
}
export interface AbsenceRow extends AbsenceSums {
  id: string;
  firstName: string;
  name: string;
}

/** Per student: their days and minutes, summed over the counted shapes of their days with the minute rule. */
export function toAbsenceSums(counts: DayShapeCount[]): Map<string, AbsenceSums> {
  const sums = new Map<string, AbsenceSums>();
  for (const c of counts) {
    const s = sums.get(c.studentId) ?? { recordedDays: 0, missedMinutes: 0 };
    s.recordedDays += c.days;
    s.missedMinutes += c.days * missedMinutes(toAttendanceEntry(c));
    sums.set(c.studentId, s);
  }
  return sums;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const rateOf = (missed: number, recorded: number) => (recorded === 0 ? 0 : missed / recorded);

/** A student's figures: hours recorded and missed, the rate against the 10 % maximum. */
export function toStudentAbsence(r: AbsenceRow): StudentAbsence {
  const recorded = r.recordedDays * DAY_MINUTES;
  const rate = rateOf(r.missedMinutes, recorded);
  return {
    _id: r.id,
    firstName: r.firstName,
    name: r.name,
    recordedDays: r.recordedDays,
    recordedHours: hours(recorded),
    missedHours: hours(r.missedMinutes),
    rate,
    level: absenceLevel(rate),
  };
}

/** The class as a whole: hours summed over its students. */
export function toClassTotals(rows: AbsenceRow[]) {
  const studentDays = rows.reduce((n, r) => n + r.recordedDays, 0);
  const missed = rows.reduce((n, r) => n + r.missedMinutes, 0);
  const recorded = studentDays * DAY_MINUTES;
  // the days of the class: the most any of its students has (a student who joined later has fewer)
  const recordedDays = rows.reduce((n, r) => Math.max(n, r.recordedDays), 0);
  return { recordedDays, recordedHours: hours(recorded), missedHours: hours(missed), rate: rateOf(missed, recorded) };
}
