import { Group, NativeSelect, Radio, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lfceChoices, placementOptions } from '@praxisport/contract/common';
import { useSignupClasses } from '../api/get-signup-classes';
import type { Lfce, SignUpErrors, SignUpValues } from './signup-values';

interface StudentFieldsProps {
  grade: string;
  placements: SignUpValues['placements'];
  errors: SignUpErrors;
  onGrade: (grade: string) => void;
  onPlacement: (index: number, value: string) => void;
}

/** Students: the class (AUTH-22) and five empty placement selects 'Einsatz 1'..'Einsatz 5' (AUTH-23, AUTH-24, AMB-22, AMB-23). */
export function StudentFields({ grade, placements, errors, onGrade, onPlacement }: StudentFieldsProps) {
  const { t } = useTranslation();
  const classes = useSignupClasses({ enabled: true });
  const first = classes.isLoading ? t('common.loading') : classes.data?.length ? t('auth.signup.choose') : t('auth.signup.noClasses');
  const placementData = [{ value: '', label: t('auth.signup.choose') }, ...placementOptions.map((p) => ({ value: p, label: p }))];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
      <NativeSelect
        label={t('auth.signup.grade')}
        required
        value={grade}
        onChange={(e) => onGrade(e.currentTarget.value)}
        error={errors.grade}
        data={[{ value: '', label: first }, ...(classes.data ?? []).map((c) => ({ value: c._id, label: c.className }))]}
      />
      {placements.map((value, i) => (
        <NativeSelect
          key={i}
          label={t('auth.signup.placement', { n: i + 1 })}
          required
          value={value}
          onChange={(e) => onPlacement(i, e.currentTarget.value)}
          error={errors[`impatient${(i + 1) as 1 | 2 | 3 | 4 | 5}`]}
          data={placementData}
        />
      ))}
    </SimpleGrid>
  );
}

/** Supervisors: LF or CE, 'LF' preselected (AUTH-25). */
export function SupervisorFields({ lfce, onLfce }: { lfce: Lfce; onLfce: (v: Lfce) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('auth.signup.lfce')} value={lfce} onChange={(v) => onLfce(v as Lfce)} required>
      <Group gap="xl" mt="xs">
        {lfceChoices.map((c) => (
          <Radio key={c} value={c} label={c} />
        ))}
      </Group>
    </Radio.Group>
  );
}
