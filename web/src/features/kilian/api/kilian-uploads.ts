import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateKilianUploadBody,
  KilianFolderType,
  KilianSubTestResponse,
  KilianTilesResponse,
  KilianUploadRow,
  KilianUploadsResponse,
} from '@praxisport/contract/kilian';
import { api, uploadFile } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const enc = encodeURIComponent;

/** The upload tiles of the KILIAN Tasks screen (KIL-02, AMB-117). */
export function useKilianTiles(studentId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.kilian.tiles(studentId ?? ''),
    queryFn: ({ signal }) => api.get<KilianTilesResponse>(`/api/teacher/kilianUploads/subTests/${enc(studentId!)}`, signal),
    enabled: !!studentId,
    meta: { silent: true },
  });
}

/** The sub-test of the folder screen (API-56, UPL-06; a read although POST, AMB-110). */
export function useKilianSubTest(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.kilian.subTest(id ?? ''),
    queryFn: ({ signal }) => api.post<KilianSubTestResponse>(`/api/teacher/kilianUploads/competencySubTestById/${enc(id!)}`, undefined, { signal }),
    enabled: !!id,
    meta: { silent: true },
  });
}

/** The files of one folder (API-55, UPL-08). */
export function useKilianFolder(studentId: string | undefined, subTestId: string | undefined, type: KilianFolderType | undefined) {
  return useQuery({
    queryKey: queryKeys.kilian.folder(studentId ?? '', subTestId ?? '', type ?? ''),
    queryFn: ({ signal }) => api.get<KilianUploadsResponse>(`/api/teacher/kilianUploads/${enc(studentId!)}/${enc(subTestId!)}/${enc(type!)}`, signal),
    enabled: !!studentId && !!subTestId && !!type,
    meta: { silent: true },
  });
}

/** Records an uploaded file in the folder (API-54, UPL-10). */
export const recordKilianUpload = (body: CreateKilianUploadBody) => api.post<{ kilianUpload: KilianUploadRow }>('/api/teacher/kilianUploads', body);

/**
 * One file through the pre-signed flow into a folder (UPL-01..03, UPL-10): pre-signed URL, PUT
 * with progress, then the record with the query-less address.
 */
export async function uploadToFolder(
  file: File,
  folder: { studentId: string; subTestId: string; type: KilianFolderType },
  onProgress: (share: number) => void,
): Promise<KilianUploadRow> {
  const address = await uploadFile(file, { purpose: 'kilian', onProgress });
  const { kilianUpload } = await recordKilianUpload({
    file: address,
    title: file.name,
    _competencyCategoryOptionSubTest: folder.subTestId,
    type: folder.type,
    _student: folder.studentId,
  });
  return kilianUpload;
}

export function useRefreshFolder() {
  const queryClient = useQueryClient();
  return (studentId: string, subTestId: string, type: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.kilian.folder(studentId, subTestId, type) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.kilian.tiles(studentId) }),
    ]);
}
