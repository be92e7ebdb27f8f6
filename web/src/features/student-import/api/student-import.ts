import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPreview, ImportResult } from '@praxisport/contract/student-import';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The file's bytes as base64 (the server detects UTF-8 or Windows-1252). */
export async function toBase64(data: Blob): Promise<string> {
  const bytes = new Uint8Array(await data.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST /api/grade/{classId}/import/preview: each row valid or with its error; nothing is stored. */
export function usePreviewImport(classId: string) {
  return useMutation({ mutationFn: (data: string) => api.post<ImportPreview>(`/api/grade/${encodeURIComponent(classId)}/import/preview`, { data }) });
}

/** POST /api/grade/{classId}/import: the valid rows, all at once; invitations go out by mail. */
export function useRunImport(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: string) => api.post<ImportResult>(`/api/grade/${encodeURIComponent(classId)}/import`, { data }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.classes.all }),
  });
}
