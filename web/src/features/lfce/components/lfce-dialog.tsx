import { Modal, MultiSelect, Stack, Button, Group, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createLfceBody, type CreateLfceBody } from '@praxisport/contract/lfce';
import type { LfceRow } from '@praxisport/contract/register-analysis';
import { FormError } from '../../../components/ui/form-error';
import { QueryState } from '../../../components/ui/query-state';
import { zodResolver } from '../../../lib/zod-form';
import { usePortfolioItemRefs } from '../api/get-portfolio-items';

export interface LfceDialogProps {
  /** The LFCE to update; undefined adds one. */
  lfce?: LfceRow;
  onClose: () => void;
  isSubmitting: boolean;
  /** The failure of the last submit, shown inside the dialog. */
  error?: string | null;
  onSubmit: (values: CreateLfceBody) => void;
}

/**
 * 'Add LFCE' / 'Update LFCE' (LFCE-05..LFCE-10, AMB-132): 400 wide; 'Loading...' until the portfolio
 * items are there; a click outside closes without saving (LFCE-16).
 */
export function LfceDialog({ lfce, onClose, isSubmitting, error, onSubmit }: LfceDialogProps) {
  const { t } = useTranslation();
  const items = usePortfolioItemRefs();
  const form = useForm<CreateLfceBody>({
    mode: 'controlled',
    initialValues: { title: lfce?.title ?? '', competencyIV: lfce?.competencyIV ?? '', _learningObjectives: lfce?._learningObjectives.map((o) => o._id) ?? [] },
    validate: zodResolver(createLfceBody),
  });
  return (
    <Modal opened onClose={onClose} size={400} title={lfce ? 'Update LFCE' : 'Add LFCE'} closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
      <QueryState query={items}>
        {(options) => (
          <form noValidate onSubmit={form.onSubmit((v) => onSubmit(createLfceBody.parse(v)))}>
            <Stack gap="sm">
              <TextInput label={t('lfce.fields.title')} withAsterisk data-autofocus {...form.getInputProps('title')} />
              <Textarea label={t('lfce.fields.competencyIV')} withAsterisk autosize minRows={1} {...form.getInputProps('competencyIV')} />
              <MultiSelect
                label={t('lfce.fields.learningObjectives')}
                withAsterisk
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('lfce.clearObjectives') }}
                nothingFoundMessage={t('lfce.nothingFound')}
                data={options.map((o) => ({ value: o._id, label: o.title }))}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('_learningObjectives')}
              />
              <FormError error={error} />
              <Group justify="flex-end">
                <Button type="submit" loading={isSubmitting}>
                  {lfce ? t('common.update') : t('common.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </QueryState>
    </Modal>
  );
}
