import { useQuery } from '@tanstack/react-query';
import type { TalkResponse, TalkType } from '@praxisport/contract/talks';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A student's talk of one type and the student's name (TALK-10); `talk` is null while none was submitted. */
export const getTalk = (studentId: string, talkType: TalkType, signal?: AbortSignal) =>
  api.get<TalkResponse>(`/api/user/talk/${encodeURIComponent(studentId)}/${talkType}`, signal);

export function useTalk(studentId: string | undefined, talkType: TalkType | undefined) {
  return useQuery({
    queryKey: queryKeys.talks.one(studentId ?? '', talkType ?? ''),
    queryFn: ({ signal }) => getTalk(studentId!, talkType!, signal),
    enabled: !!studentId && !!talkType,
    meta: { silent: true },
  });
}
