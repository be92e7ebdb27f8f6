import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUser } from '../../../lib/api/get-user';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useForms } from '../api/get-forms';
import { LinkList } from '../components/link-list';
import { PageHead } from '../components/page-head';

/** /forma/{studentId}: the student's forms by name; a form opens at /forma/{studentId}/{formId} (FORM-01..04, AMB-48). */
export function FormsPage() {
  const { t } = useTranslation();
  const { studentId } = useParams();
  const isValid = isUuid(studentId);
  const query = useForms(isValid ? studentId : undefined);
  const student = useUser(isValid ? studentId : undefined).data?.user;
  if (!isValid) return <NotFound />;
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
