import { z } from 'zod';
import { idSchema, isoDate } from './common';
import { ABSENCE_ALLOWED_SHARE } from './training-rules';

/** The four lesson blocks of a school day and their keys (CONST-01..04, CONST-40, AMB-65). */
export const BLOCK_KEYS = ['8', '10', '12', '13:45'] as const;
export type BlockKey = (typeof BLOCK_KEYS)[number];
export const blockTimes: Record<BlockKey, string> = {
  '8': '08:00-09:30',
  '10': '10:00-11:30',
  '12': '12:00-13:30',
  '13:45': '13:45-15:15',
};
/** Every block lasts 90 minutes (DOMAIN: lesson blocks). */
export const BLOCK_MINUTES = 90;
export const DAY_MINUTES = BLOCK_MINUTES * BLOCK_KEYS.length;

/** One reason per student and day, stored as stable codes (CONST-07, ATT-07, AMB-64). */
export const attendanceReasons = ['late15', 'late30', 'late45', 'late60', 'excused', 'left15', 'left30', 'left45', 'left60'] as const;
export type AttendanceReason = (typeof attendanceReasons)[number];
/** The German labels of the reasons (AMB-64, PROPOSED wording; 'Entschuldigt' as specified). */
export const reasonLabels: Record<AttendanceReason, string> = {
  late15: '15 Minuten zu spät',
  late30: '30 Minuten zu spät',
  late45: '45 Minuten zu spät',
  late60: '60 Minuten zu spät',
  excused: 'Entschuldigt',
  left15: '15 Minuten früher gegangen',
  left30: '30 Minuten früher gegangen',
  left45: '45 Minuten früher gegangen',
  left60: '60 Minuten früher gegangen',
};
/** The edit window: today and the 7 days before, in Europe/Berlin calendar days (CONST-05, AMB-62). */
export const ATTENDANCE_WINDOW_DAYS = 7;
export const SCHOOL_TIME_ZONE = 'Europe/Berlin';
/** The warning threshold below the absenteeism maximum (CONST-23, `ABSENCE_ALLOWED_SHARE` of training-rules.ts). */
export const ABSENCE_WARN_RATE = 0.08;
/** At most this many students in one attendance record (lists bounded). */
export const MAX_STUDENTS_PER_RECORD = 200;

export const attendanceMessages = {
  windowClosed: 'Attendance cannot be updated!',
  /** ATT-10 / AMB-61: only supervisors submit, so the refusal names the supervisor (Praxisbegleitung), not teachers. */
  onlySupervisor: 'Die Anwesenheitsliste kann nur von der Praxisbegleitung aktualisiert werden!',
  stale: 'Die Anwesenheitsliste wurde inzwischen von jemand anderem gespeichert. Der aktuelle Stand wurde geladen – bitte prüfen und erneut speichern.',
  studentNotInClass: 'Mindestens ein:e Auszubildende:r gehört nicht zu dieser Klasse.',
  unknownBlock: 'Unbekannter Unterrichtsblock: erlaubt sind 8, 10, 12 und 13:45 Uhr.',
  blockNotBoolean: 'Ein Unterrichtsblock muss true oder false sein.',
  unknownReason: 'Unbekannter Grund.',
  tooManyStudents: `Höchstens ${MAX_STUDENTS_PER_RECORD} Auszubildende je Anwesenheitsliste.`,
  badMonth: 'Monat im Format JJJJ-MM angeben.',
  noAccess: 'Sie haben keinen Zugriff auf die Fehlzeiten dieser:s Auszubildenden.',
  studentNotFound: 'Auszubildende:r nicht gefunden.',
} as const;

/** The success alert of the attendance list (ERR-20, ATT-09). */
export const attendanceAlerts = { saved: 'Anwesenheitsliste aktualisiert!' } as const;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** A calendar day YYYY-MM-DD in the school's time zone. */
export function schoolDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** `day` plus `n` calendar days (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whether attendance of `date` may be changed at `now`: today − 7 ≤ date ≤ today, Berlin calendar days (AMB-62, SEC-05). */
export function isAttendanceEditable(date: string, now: Date = new Date()): boolean {
  const today = schoolDay(now);
  return date <= today && date >= addDays(today, -ATTENDANCE_WINDOW_DAYS);
}

const blockSchema = z.boolean({ error: attendanceMessages.blockNotBoolean });

/** One student's day: presence per block and one reason ('' for none) (ENT-13, ATT-06, ATT-07). */
export const attendanceEntry = z.strictObject(
  {
    '8': blockSchema,
    '10': blockSchema,
    '12': blockSchema,
    '13:45': blockSchema,
    reason: z.enum(['', ...attendanceReasons], { error: attendanceMessages.unknownReason }),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? attendanceMessages.unknownBlock : 'Eintrag muss ein Objekt sein.') },
);
export type AttendanceEntry = z.infer<typeof attendanceEntry>;

/** Minutes missed on top of the absent blocks, by reason: late and left-early minutes count. */
const reasonMinutes: Record<AttendanceReason, number> = {
  late15: 15, late30: 30, late45: 45, late60: 60, excused: 0, left15: 15, left30: 30, left45: 45, left60: 60,
};

/**
 * The minutes a student's day counts as missed: every absent block in full, plus the
 * late or left-early minutes of the reason ('excused' adds none); never more than the whole day.
 */
export function missedMinutes(entry: AttendanceEntry): number {
  const absentBlocks = BLOCK_KEYS.filter((k) => !entry[k]).length;
  return Math.min(DAY_MINUTES, absentBlocks * BLOCK_MINUTES + (entry.reason === '' ? 0 : reasonMinutes[entry.reason]));
}

/** The attendance map keyed by student id. */
export const attendanceMap = z
  .record(idSchema, attendanceEntry)
  .refine((m) => Object.keys(m).length <= MAX_STUDENTS_PER_RECORD, { error: attendanceMessages.tooManyStudents });
export type AttendanceMap = z.infer<typeof attendanceMap>;

/** A stored attendance record (ENT-13). `version` grows with every save (the stale-save check). */
export const attendanceRecord = z.object({
  _id: idSchema,
  _grade: idSchema,
  date: z.string(),
  _teacher: idSchema.nullable(),
  attendance: attendanceMap,
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AttendanceRecord = z.infer<typeof attendanceRecord>;

export const attendanceStudent = z.object({ _id: idSchema, firstName: z.string(), name: z.string() });
export type AttendanceStudent = z.infer<typeof attendanceStudent>;

export const dateClassParams = z.object({ date: isoDate('date'), classId: idSchema });

/** GET /grade/attendance/byDate/{date}/{classId} (API-26, ATT-02): `attendance` is null before the first save. */
export const attendanceByDateResponse = z.object({ students: z.array(attendanceStudent), attendance: attendanceRecord.nullable() });
export type AttendanceByDateResponse = z.infer<typeof attendanceByDateResponse>;

/**
 * PUT /grade/attendance (API-27, ATT-08): `_teacher` is optional and must be the caller (AMB-63);
 * `version` is the version the client loaded, absent or null when it loaded no record (stale save → 409).
 */
export const saveAttendanceBody = z.object({
  _grade: idSchema,
  date: isoDate('date'),
  _teacher: idSchema.optional(),
  attendance: attendanceMap,
  version: z.number().int().min(0).nullable().optional(),
});
export type SaveAttendanceBody = z.infer<typeof saveAttendanceBody>;
export const saveAttendanceResponse = z.object({ attendance: attendanceRecord });

/** Absence figures of one student (the statistics). Hours as decimals, `rate` 0..1 (0 without records). */
export const absenceLevels = ['ok', 'warn', 'over'] as const;
export const studentAbsence = z.object({
  _id: idSchema,
  firstName: z.string(),
  name: z.string(),
  recordedDays: z.number().int(),
  recordedHours: z.number(),
  missedHours: z.number(),
  rate: z.number(),
  level: z.enum(absenceLevels),
});
export type StudentAbsence = z.infer<typeof studentAbsence>;

/** GET /grade/attendance/statistics/{classId}: per student, and the class as a whole. */
export const classAbsenceResponse = z.object({
  statistics: z.object({
    _grade: idSchema,
    className: z.string(),
    recordedDays: z.number().int(),
    recordedHours: z.number(),
    missedHours: z.number(),
    rate: z.number(),
    students: z.array(studentAbsence),
  }),
});
export type ClassAbsence = z.infer<typeof classAbsenceResponse>['statistics'];

/** GET /grade/attendance/statistics/student/{studentId}: the student's own figures. */
export const studentAbsenceResponse = z.object({ statistics: studentAbsence });
export const studentIdParams = z.object({ studentId: idSchema });
export const classIdParams = z.object({ classId: idSchema });

/** GET /grade/attendance/csv/{classId}?month=YYYY-MM: a month of a class as CSV. */
export const attendanceCsvQuery = z.object({
  month: z
    .string({ error: attendanceMessages.badMonth })
    .regex(/^(19\d\d|20\d\d)-(0[1-9]|1[0-2])$/, { error: attendanceMessages.badMonth }),
});

/** The level of a rate: at or over 10 % flagged, over 8 % warned. */
export function absenceLevel(rate: number): (typeof absenceLevels)[number] {
  if (rate >= ABSENCE_ALLOWED_SHARE) return 'over';
  if (rate > ABSENCE_WARN_RATE) return 'warn';
  return 'ok';
}
