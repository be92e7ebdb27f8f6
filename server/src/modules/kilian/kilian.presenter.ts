import type { KilianPerson, KilianTaskListRow, KilianTaskRow, KilianUploadRow } from '@praxisport/contract/kilian';
import type { TaskListRecord, TaskRecord, UploadRecord } from './kilian.repository';

type PersonRecord = { id: string | null; firstName: string | null; name: string | null } | null;

export const toPerson = (p: PersonRecord): KilianPerson | null => (p?.id ? { _id: p.id, firstName: p.firstName ?? '', name: p.name ?? '' } : null);

/** A task as the API speaks it (ENT-36, KIL-10). */
export const toTaskRow = (t: TaskRecord['task']): KilianTaskRow => ({
  _id: t.id,
  topic: t.topic,
  kilian_type: t.kilianType,
  _student: t.studentId,
  createdAt: t.createdAt.toISOString(),
});

/** A task of the lists, with its student and who started it. */
export const toTaskListRow = (r: TaskListRecord): KilianTaskListRow => ({
  ...toTaskRow(r.task),
  student: { _id: r.student.id, firstName: r.student.firstName, name: r.student.name },
  kilian: toPerson(r.kilian),
});

/** An upload record as the API speaks it (ENT-37, UPL-12). */
export const toUploadRow = (r: UploadRecord): KilianUploadRow => ({
  _id: r.upload.id,
  file: r.upload.file,
  title: r.upload.title,
  _competencyCategoryOptionSubTest: r.upload.subTestId,
  type: r.upload.type,
  _student: r.upload.studentId,
  size: Number(r.size),
  contentType: r.contentType,
  createdAt: r.upload.createdAt.toISOString(),
  uploadedBy: toPerson(r.uploadedBy),
});
