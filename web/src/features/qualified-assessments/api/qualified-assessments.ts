import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QualifiedAssessmentBody, QualifiedAssessmentResponse, QualifiedAssessmentRow } from '@praxisport/contract/qualified-assessments';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const id = encodeURIComponent;
type Saved = { assessment: QualifiedAssessmentRow };

/** A placement, its absences from the records and its qualified assessment, with what the caller may do. */
export function useQualifiedAssessment(placementId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.qualifiedAssessments.placement(placementId ?? ''),
    queryFn: ({ signal }) => api.get<QualifiedAssessmentResponse>(`/api/qualified-assessments/placement/${id(placementId!)}`, signal),
    enabled: !!placementId,
    meta: { silent: true },
  });
}

export const assessmentPdfHref = (placementId: string) => `/api/qualified-assessments/placement/${id(placementId)}/pdf`;

/** The saved assessment replaces the shown one; once it is submitted nobody writes it any more. */
function useStoring<V>(placementId: string, fn: (v: V) => Promise<Saved>) {
  const queryClient = useQueryClient();
  const key = queryKeys.qualifiedAssessments.placement(placementId);
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ assessment }) => {
      queryClient.setQueryData<QualifiedAssessmentResponse>(key, (old) =>
        old ? { ...old, assessment, mayWrite: old.mayWrite && assessment.status === 'draft', mayConfirm: old.mayConfirm && assessment.status === 'submitted' } : old,
      );
      // the training status counts submitted and confirmed assessments
      void queryClient.invalidateQueries({ queryKey: queryKeys.status.all });
    },
    // a refusal (submitted or confirmed meanwhile) shows the stored state
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** "Entwurf speichern" (`submit: false`) and "Einreichen" (`submit: true`) of the assigned instructor. */
export const useSaveAssessment = (placementId: string) =>
  useStoring(placementId, (body: QualifiedAssessmentBody) => api.put<Saved>(`/api/qualified-assessments/placement/${id(placementId)}`, body));

/** "Gespräch bestätigen" of the student. */
export const useConfirmAssessment = (placementId: string) => useStoring(placementId, (assessmentId: string) => api.post<Saved>(`/api/qualified-assessments/${id(assessmentId)}/confirm`));
