import { Group, NativeSelect, Radio, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lfceChoices, placementOptions } from '@praxisport/contract/common';
import { useSignupClasses } from '../api/get-signup-classes';
import type { GetInputPropsReturnType } from '@mantine/form';
import { placementFields, type SignUpField } from './signup-form';

/** The value, onChange and error of one field (@mantine/form's getInputProps). */
type InputProps = (field: SignUpField) => GetInputPropsReturnType;

/** Students: the class (AUTH-22) and five empty placement selects 'Einsatz 1'..'Einsatz 5' (AUTH-23, AUTH-24, AMB-22, AMB-23). */
export function StudentFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation();
  const classes = useSignupClasses({ enabled: true });
  const first = classes.isLoading ? t('common.loading') : classes.data?.length ? t('auth.signup.choose') : t('auth.signup.noClasses');
  const placementData = [{ value: '', label: t('auth.signup.choose') }, ...placementOptions.map((p) => ({ value: p, label: p }))];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label={t('auth.signup.grade')}
        required
        {...inputProps('grade')}
        data={[{ value: '', label: first }, ...(classes.data ?? []).map((c) => ({ value: c._id, label: c.className }))]}
      />
      {placementFields.map((field, i) => (
        <NativeSelect key={field} label={t('auth.signup.placement', { n: i + 1 })} required {...inputProps(field)} data={placementData} />
      ))}
    </SimpleGrid>
  );
}

/** Supervisors: LF or CE, 'LF' preselected (AUTH-25). */
export function SupervisorFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('auth.signup.lfce')} {...inputProps('lfce')} required>
      <Group gap="xl" mt="xs">
        {lfceChoices.map((c) => (
          <Radio key={c} value={c} label={c} />
        ))}
      </Group>
    </Radio.Group>
  );
}
