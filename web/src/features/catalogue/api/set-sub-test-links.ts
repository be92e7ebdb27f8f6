import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddSubTestLinksBody, CompetencyCatOptionSubTestRow, SubTestLinks } from '@praxisport/contract/catalogue';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/admin/test/addSubTestLinks {subTitle, audioLink, videoLink, pdfLink1, pdfLink2, _test, _subTest} (ADM-18, API-67). */
export async function setSubTestLinks(body: AddSubTestLinksBody): Promise<SubTestLinks> {
  const data = await api.put<{ links: SubTestLinks }>('/api/admin/test/addSubTestLinks', body);
  return data.links;
}

/** Saves the links and updates the sub-test in the visible list. */
export function useSetSubTestLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSubTestLinks,
    onSuccess: (links) => {
      queryClient.setQueryData(queryKeys.catalogue.links(links._test, links._subTest), links);
      queryClient.setQueryData<CompetencyCatOptionSubTestRow[]>(queryKeys.catalogue.subTests, (rows) =>
        rows?.map((r) => (r._id === links._subTest ? { ...r, subTitle: links.subTitle, videoLink: links.videoLink, audioLink: links.audioLink, pdfLink1: links.pdfLink1, pdfLink2: links.pdfLink2 } : r)),
      );
    },
  });
}
