import { NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { krChoices, type KrChoice } from '@praxisport/contract/option-questions';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useSaveExtras } from '../api/option-answers';

/** The KR1/KR2/KR3 select of the selforganizedlearning set (OPTQ-04, CONST-35); read-only for teachers. */
export function KrSelect({ studentId, set, value, canEdit }: { studentId: string; set: string; value: KrChoice | null; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveExtras(studentId, set);
  const saveOnce = useSubmitOnce(save);
  if (!canEdit) {
    return (
      <Text size="sm">
        <strong>{t('optionQuestions.kr.label')}:</strong> {value ?? t('optionQuestions.kr.none')}
      </Text>
    );
  }
  return (
    <NativeSelect
      label={t('optionQuestions.kr.label')}
      description={t('optionQuestions.kr.description')}
      data={[...(value ? [] : [{ value: '', label: t('optionQuestions.kr.placeholder'), disabled: true }]), ...krChoices]}
      value={value ?? ''}
      disabled={save.isPending}
      maw={260}
      onChange={(e) => {
        const v = e.currentTarget.value as KrChoice;
        if (v && v !== value) saveOnce({ kr: v }, { onSuccess: () => alertSuccess(t('optionQuestions.kr.saved')) });
      }}
    />
  );
}
