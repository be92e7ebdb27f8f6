import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUser } from '../../../lib/api/get-user';
import { isUuid } from '../../../lib/ids';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState } from '../../../components/ui/query-state';
import { useItems } from '../api/get-items';
import { PlusIcon } from '../components/icons';
import { ItemList } from '../components/item-list';
import { PageHead } from '../components/page-head';

/**
 * Form A at /forma/{studentId}/{formId} (AMB-48), titled with the form's name ('Bogen A'): its
 * items with their done counts; the plus icon opens the item editor /addforma/{formId} (FORM-05..09).
 */
export function FormPage() {
  const { t } = useTranslation();
  const { studentId, formId } = useParams();
  const isValid = isUuid(studentId) && isUuid(formId);
  const query = useItems(isValid ? formId : undefined);
  const student = useUser(isValid ? studentId : undefined).data?.user;
  if (!isValid) return <NotFound />;
  const edit = t('reviews.form.edit');
  return (
    <Stack gap="md" maw={800} mx="auto">
      <PageHead
        back={{ to: `/forma/${studentId}`, label: t('reviews.form.backToForms') }}
        title={query.data?.owner.fName ?? t('reviews.form.title')}
        subtitle={student && `${student.firstName} ${student.name}`}
        actions={
          <Tooltip label={edit}>
            <ActionIcon component={Link} to={`/addforma/${formId}`} size="xl" variant="light" aria-label={edit}>
              <PlusIcon />
            </ActionIcon>
          </Tooltip>
        }
      />
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t('reviews.form.empty')}>
        {(d) => <ItemList items={d.items} label={t('reviews.form.itemsLabel')} />}
      </QueryState>
    </Stack>
  );
}

export default FormPage;
