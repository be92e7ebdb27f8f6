import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/api/get-user';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useForms } from '../api/get-forms';
import { useItems } from '../api/get-items';
import { LinkList } from '../components/link-list';
import { PageHead } from '../components/page-head';

/**
 * /forma/{studentId}: the student's forms by name; a form opens at /forma/{studentId}/{formId} (FORM-01..04, AMB-48).
 * An old link /forma/{formId} is resolved by looking the id up: no student has it, but a form does,
 * so Form A opens at its own address.
 */
export function FormsPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const isValid = isUuid(studentId);
  const query = useForms(isValid ? studentId : undefined);
  const student = useUser(isValid ? studentId : undefined).data?.user;
  const notAStudent = query.error instanceof ApiError && query.error.status === 404;
  const form = useItems(notAStudent ? studentId : undefined);
  if (!isValid) return <NotFound />;
  if (notAStudent) {
    const owner = form.data?.owner;
    if (owner?.fName !== undefined) return <Navigate to={`/forma/${owner._student}/${owner._id}`} replace />;
    // a review's id is no form's: not found
    if (owner) return <NotFound />;
    // looking up, or the form's own refusal (another student's form, or no form either)
    return <QueryState query={form}>{() => null}</QueryState>;
  }
  return (
    <Stack gap="md" maw={800} mx="auto">
      <PageHead back={{ to: `/${studentId}`, label: t('reviews.back') }} title={t('reviews.forms.title')} subtitle={student && `${student.firstName} ${student.name}`} />
      <QueryState query={query} isEmpty={(d) => d.forms.length === 0} empty={t('reviews.forms.empty')}>
        {(d) => <LinkList label={t('reviews.forms.listLabel')} rows={d.forms.map((f) => ({ id: f._id, label: f.fName, to: `/forma/${studentId}/${f._id}` }))} />}
      </QueryState>
    </Stack>
  );
}

export default FormsPage;
