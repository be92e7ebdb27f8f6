import type { SubmitTalkBody, TalkPerson, TalkRow } from '@praxisport/contract/talks';
import type { StudentRef } from '../users/users.service';
import type { TalkFields, TalkRecord } from './talks.repository';

const person = (p: { id: string | null; firstName: string | null; name: string | null } | null): TalkPerson | null =>
  p?.id ? { _id: p.id, firstName: p.firstName ?? '', name: p.name ?? '' } : null;

/** A stored talk as the API speaks it (ENT-23), with who confirmed it and when. */
export function toTalkRow({ talk: t, teacherSignature, instructorBy, studentBy }: TalkRecord): TalkRow {
  return {
    _id: t.id,
    talkType: t.talkType,
    _student: t.studentId,
    _teacher: t.teacherId,
    interviewDate: t.interviewDate,
    intermMeeting: { week: t.intermWeek, year: t.intermYear },
    finalMeeting: { week: t.finalWeek, year: t.finalYear },
    teacherType: t.teacherType,
    otherPerson: t.otherPerson,
    otherType: t.otherType,
    mainteraction_date: t.mainteractionDates,
    fixedpoint_date: t.fixedpointDates,
    competency_test_date: t.competencyTestDate,
    instructorConfirmation: t.instructorConfirmation,
    studentConfirmation: t.studentConfirmation,
    instructorConfirmedBy: person(instructorBy),
    instructorConfirmedAt: t.instructorConfirmedAt?.toISOString() ?? null,
    studentConfirmedBy: person(studentBy),
    studentConfirmedAt: t.studentConfirmedAt?.toISOString() ?? null,
    teacherSignature: t.studentConfirmation ? (teacherSignature ?? null) : null,
  };
}

export const toStudent = (s: StudentRef): TalkPerson => ({ _id: s.id, firstName: s.firstName, name: s.name });

/** The request body's instructor fields as stored columns. */
export const toTalkFields = (b: SubmitTalkBody): TalkFields => ({
  interviewDate: b.interviewDate,
  intermWeek: b.intermMeeting.week,
  intermYear: b.intermMeeting.year,
  finalWeek: b.finalMeeting.week,
  finalYear: b.finalMeeting.year,
  teacherType: b.teacherType,
  otherPerson: b.otherPerson,
  otherType: b.otherType,
  mainteractionDates: b.mainteraction_date,
  fixedpointDates: b.fixedpoint_date,
  competencyTestDate: b.competency_test_date,
});
