import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileBody } from '@praxisport/contract/profile';
import { api, uploadFile } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user/profile: the own profile. */
export function useProfile() {
  return useQuery({ queryKey: queryKeys.profile.own, queryFn: ({ signal }) => api.get<ProfileResponse>('/api/user/profile', signal), meta: { silent: true } });
}

/** PATCH /api/user/profile: phone, pictures, language. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch<ProfileResponse>('/api/user/profile', body),
    onSuccess: (data) => client.setQueryData(queryKeys.profile.own, data),
  });
}

/** Uploads a new picture through the pre-signed flow (with progress) and saves it as `field`. */
export function useReplaceImage(field: 'profile' | 'signature') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => {
      const address = await uploadFile(file, { onProgress });
      return api.patch<ProfileResponse>('/api/user/profile', { [field]: address });
    },
    onSuccess: (data) => client.setQueryData(queryKeys.profile.own, data),
  });
}
