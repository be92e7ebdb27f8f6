import { useState } from 'react';
import { Anchor, Checkbox, MultiSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_PLANNED_HOURS, placementBody, placementTypes, requiredHours, type PlacementBody, type PlacementRow, type Person } from '@praxisport/contract/placements';
import { FormModal } from '../../../components/ui/form-modal';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { usePlanPlacement, useProviders } from '../api/placements';
import { ProviderModal } from './provider-modal';

interface Values {
  type: string;
  providerId: string;
  from: string;
  until: string;
  plannedHours: number | string;
  atProvider: boolean;
  instructorIds: string[];
}

export interface PlacementModalProps {
  opened: boolean;
  onClose: () => void;
  studentId: string;
  /** The placement to change; a new one when absent. */
  placement?: PlacementRow;
  instructorOptions: Person[];
}

/** The supervisor's form of a placement: type, provider and ward, dates, hours, instructors. */
export function PlacementModal({ opened, onClose, studentId, placement, instructorOptions }: PlacementModalProps) {
  const { t } = useTranslation();
  const providers = useProviders(opened);
  const [addingProvider, setAddingProvider] = useState(false);
  const mutation = usePlanPlacement();
  const form = useForm<Values>({
    initialValues: placement
      ? {
          type: placement.type,
          providerId: placement.provider._id,
          from: placement.from,
          until: placement.until,
          plannedHours: placement.plannedHours,
          atProvider: placement.atProvider,
          instructorIds: placement.instructors.map((i) => i._id),
        }
      : { type: '', providerId: '', from: '', until: '', plannedHours: '', atProvider: false, instructorIds: [] },
    validate: (v) => zodResolver<PlacementBody>(placementBody)({ ...v, plannedHours: v.plannedHours === '' ? Number.NaN : Number(v.plannedHours) } as unknown as PlacementBody),
  });
  const submitOnce = useSubmitOnce(mutation, { form, inline: true });
  const send = (v: Values) =>
    submitOnce(
      { studentId, placementId: placement?._id, body: { ...v, plannedHours: Number(v.plannedHours) } as PlacementBody },
      {
        onSuccess: () => {
          alertSuccess(t('placements.alerts.planned'));
          form.reset();
          onClose();
        },
      },
    );
  return (
    <>
      <FormModal opened={opened && !addingProvider} onClose={onClose} title={placement ? t('placements.edit') : t('placements.plan')} onSubmit={form.onSubmit(send)} submitLabel={t('placements.save')} isSubmitting={mutation.isPending} error={submitOnce.error} size="lg">
        <Select
          label={t('placements.form.type')}
          withAsterisk
          data={placementTypes.map((type) => ({ value: type, label: `${t(`placements.types.${type}`)} (${requiredHours[type]} h)` }))}
          {...form.getInputProps('type')}
          onChange={(v) => {
            form.setFieldValue('type', v ?? '');
            if (v && form.values.plannedHours === '') form.setFieldValue('plannedHours', requiredHours[v as keyof typeof requiredHours]);
          }}
        />
        <Select
          label={t('placements.form.provider')}
          withAsterisk
          searchable
          data={(providers.data?.providers ?? []).map((p) => ({ value: p._id, label: `${p.name} – ${p.ward}` }))}
          {...form.getInputProps('providerId')}
        />
        <Anchor component="button" type="button" size="sm" onClick={() => setAddingProvider(true)}>
          {t('placements.providers')}
        </Anchor>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput type="date" label={t('placements.form.from')} withAsterisk min="1900-01-01" max="2099-12-31" {...form.getInputProps('from')} />
          <TextInput type="date" label={t('placements.form.until')} withAsterisk min="1900-01-01" max="2099-12-31" {...form.getInputProps('until')} />
        </SimpleGrid>
        <NumberInput label={t('placements.form.plannedHours')} withAsterisk min={1} max={MAX_PLANNED_HOURS} clampBehavior="none" allowDecimal={false} {...form.getInputProps('plannedHours')} />
        <Checkbox label={t('placements.form.atProvider')} description={t('placements.form.atProviderHint')} {...form.getInputProps('atProvider', { type: 'checkbox' })} />
        <MultiSelect
          label={t('placements.form.instructors')}
          data={instructorOptions.map((p) => ({ value: p._id, label: `${p.firstName} ${p.name}` }))}
          {...form.getInputProps('instructorIds')}
        />
      </FormModal>
      <ProviderModal
        opened={opened && addingProvider}
        onClose={(created) => {
          setAddingProvider(false);
          if (created) form.setFieldValue('providerId', created);
        }}
      />
    </>
  );
}
