import type { LfceRow } from '@praxisport/contract/register-analysis';
import type { LfceRecord } from './lfce.repository';

/** An LFCE with its learning objectives populated as {_id, title} (LFCE-17, AMB-133). */
export const toLfceRow = (l: LfceRecord, objectives: { id: string; title: string }[]): LfceRow => ({
  _id: l.id,
  title: l.title,
  competencyIV: l.competencyIv,
  _learningObjectives: objectives.map((o) => ({ _id: o.id, title: o.title })),
});
