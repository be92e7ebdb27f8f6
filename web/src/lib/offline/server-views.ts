import i18n from '../i18n';
import type { AttendanceByDateResponse } from '@praxisport/contract/attendance';
import type { StudentPlanResponse } from '@praxisport/contract/placements';
import type { StudentPortfolioResponse } from '@praxisport/contract/portfolio';
import type { ItemResponse } from '@praxisport/contract/reviews';
import { api } from '../api-client';
import { formatGermanDate } from '../dates';
import type { Line, QueuedWrite, WriteKind } from './index';
import { attendanceLine } from './lines';

const id = encodeURIComponent;
const t = (key: string, options?: Record<string, unknown>) => i18n.t(`offline.${key}`, options);

const yesNo = (value: boolean) => t(value ? 'yes' : 'no');

/** What the server holds now, in the lines the person compares with theirs; `version` where a write carries one. */
export interface ServerState {
  lines: Line[];
  version?: number | null;
}

type View = (ref: Record<string, string>) => Promise<ServerState | null>;

const views: Record<WriteKind, View> = {
  async attendance({ classId, date }) {
    const data = await api.get<AttendanceByDateResponse>(`/api/grade/attendance/byDate/${id(date!)}/${id(classId!)}`);
    if (!data.attendance) return { lines: [{ label: t('server.attendance'), value: t('server.notProcessed') }], version: null };
    const marks = data.attendance.attendance;
    return {
      lines: data.students.filter((s) => marks[s._id]).map((s) => attendanceLine(`${s.firstName} ${s.name}`, marks[s._id]!)),
      version: data.attendance.version,
    };
  },
  async guidance({ studentId, placementId }) {
    const plan = await api.get<StudentPlanResponse>(`/api/placements/student/${id(studentId!)}`);
    const p = plan.placements.find((x) => x._id === placementId);
    if (!p) return { lines: [{ label: t('server.placement'), value: t('server.placementGone') }] };
    return {
      lines: [
        { label: t('server.placement'), value: `${p.provider.name}, ${formatGermanDate(p.from)} – ${formatGermanDate(p.until)}` },
        { label: t('server.instructors'), value: p.instructors.map((i) => `${i.firstName} ${i.name}`).join(', ') || '–' },
        { label: t('server.mayRecord'), value: yesNo(p.mayRecord) },
      ],
    };
  },
  async point({ itemId, pointId }) {
    const { item } = await api.get<ItemResponse>(`/api/home/item/${id(itemId!)}`);
    const point = item.points.find((x) => x._id === pointId);
    return point ? { lines: [{ label: point.name, value: t(point.done ? 'done' : 'open') }] } : null;
  },
  async tick({ studentId, itemId, side }) {
    const data = await api.get<StudentPortfolioResponse>(`/api/teacher/trainingportfolio/categories/${id(studentId!)}`);
    const item = data.categories.flatMap((c) => c.items).find((i) => i._id === itemId);
    if (!item) return null;
    const row = item.trainingPortfolio;
    const checked = side === 'student' ? !!row?.studentChecked : !!row?.teacherChecked;
    return { lines: [{ label: item.title, value: t(checked ? 'ticked' : 'unticked') }] };
  },
  // a comment has no state to compare: the server's message says why it was refused
  comment: async () => null,
};

/** The server's state of a refused write, or null when it cannot be read (the refusal's message stands alone). */
export async function serverStateOf(write: Pick<QueuedWrite, 'kind' | 'ref'>): Promise<ServerState | null> {
  try {
    return await views[write.kind](write.ref);
  } catch {
    return null;
  }
}
