import { useState } from 'react';
import { ActionIcon, Alert, Group, NativeSelect, Stack, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { reviewAlerts, updateItemBody } from '@praxisport/contract/reviews';
import { isUuid } from '../../../lib/ids';
import { alertSuccess } from '../../../lib/notify';
import { useUserSession } from '../../../lib/session';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useConfirmDiscard, useUnsavedChanges } from '../../../lib/unsaved-changes';
import { lengthCounter, maxLengthOf, zodResolver } from '../../../lib/zod-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotFound } from '../../../components/ui/not-found';
import { QueryState, StatusText } from '../../../components/ui/query-state';
import { useItem } from '../api/get-item';
import { useItems } from '../api/get-items';
import { useUpdateItem } from '../api/update-item';
import { SaveIcon } from '../components/icons';
import { PageHead } from '../components/page-head';

const descSchema = updateItemBody.shape.item.pick({ itemDesc: true });
const MAX_DESC = maxLengthOf(descSchema.shape.itemDesc);

/** The description editor of one item: loaded by id, saved with the save icon ('Updated!'); emptying it asks first. */
function ItemDescription({ itemId, canEdit }: { itemId: string; canEdit: boolean }) {
  const query = useItem(itemId);
  const update = useUpdateItem();
  const submitOnce = useSubmitOnce(update);
  const onSave = (itemDesc: string) => submitOnce({ _id: itemId, itemDesc }, { onSuccess: () => alertSuccess(reviewAlerts.itemSaved) });
  return (
    <QueryState query={query}>
      {({ item }) => <DescriptionForm key={item._id + item.itemDesc} initial={item.itemDesc} canEdit={canEdit} onSave={onSave} isSaving={update.isPending} />}
    </QueryState>
  );
}

function DescriptionForm({ initial, canEdit, onSave, isSaving }: { initial: string; canEdit: boolean; onSave: (itemDesc: string) => void; isSaving: boolean }) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'controlled', initialValues: { itemDesc: initial }, validate: zodResolver(descSchema) });
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  useUnsavedChanges(form.isDirty());
  const save = t('reviews.editor.save');
  const submit = form.onSubmit(({ itemDesc }) => (itemDesc.trim() === '' && initial.trim() !== '' ? setConfirmingEmpty(true) : onSave(itemDesc)));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('reviews.editor.description')}
          placeholder={t('reviews.editor.placeholder')}
          description={lengthCounter(form.values.itemDesc, MAX_DESC)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={5}
          readOnly={!canEdit}
          {...form.getInputProps('itemDesc')}
        />
        {canEdit && (
          <Group justify="flex-end">
            <Tooltip label={save}>
              <ActionIcon type="submit" size="xl" aria-label={save} loading={isSaving}>
                <SaveIcon />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmingEmpty}
        title={t('reviews.editor.clearTitle')}
        text={t('reviews.editor.clearText')}
        confirmLabel={t('reviews.editor.clear')}
        cancelLabel={t('reviews.editor.keep')}
        onConfirm={() => {
          setConfirmingEmpty(false);
          onSave(form.values.itemDesc);
        }}
        onCancel={() => setConfirmingEmpty(false)}
      />
    </form>
  );
}

/**
 * /addforma/{id}: the items of a form or a review (AMB-49) in a dropdown, the first selected; the
 * selected item's description in a textarea ('Item Description'); the save icon stores it (ITEM-08..13).
 */
export function ItemEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useUserSession();
  const isValid = isUuid(id);
  const query = useItems(isValid ? id : undefined);
  const [selected, setSelected] = useState<string | null>(null);
  const confirmDiscard = useConfirmDiscard();
  if (!isValid) return <NotFound />;
  const canEdit = session?.user.userType === 'teacher';
  const owner = query.data?.owner;
  const back = owner ? (owner.fName !== undefined ? `/forma/${owner._student}/${owner._id}` : `/reviewa/${owner._id}`) : undefined;
  return (
    <Stack gap="md" maw={800} mx="auto">
      <PageHead back={back ? { to: back, label: t('reviews.item.backToForm') } : undefined} title={t('reviews.editor.title')} subtitle={owner && (owner.fName ?? owner.rName)} />
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty={t('reviews.editor.empty')}>
        {({ items }) => {
          const itemId = selected ?? items[0]!._id;
          return (
            <>
              <NativeSelect
                label={t('reviews.editor.item')}
                data={items.map((i) => ({ value: i._id, label: i.itemName }))}
                value={itemId}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  confirmDiscard(() => setSelected(next));
                }}
              />
              {!canEdit && (
                <Alert color="gray" variant="light">
                  {t('reviews.editor.readOnly')}
                </Alert>
              )}
              {itemId ? <ItemDescription itemId={itemId} canEdit={canEdit} /> : <StatusText>{t('common.loading')}</StatusText>}
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}

export default ItemEditorPage;
