import { useRef, useState } from 'react';
import { Button, Fieldset, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { competenceAreas } from '@praxisport/contract/placements';
import {
  AREA_TEXT_MAX,
  GRADE_MAX,
  GRADE_MIN,
  qualifiedAssessmentBody,
  type CompetenceArea,
  type QualifiedAssessmentBody,
  type QualifiedAssessmentRow,
} from '@praxisport/contract/qualified-assessments';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { lengthCounter, zodResolver } from '../../../lib/zod-form';
import { useSaveAssessment } from '../api/qualified-assessments';
import { areaLabel, gradeLabel } from './format';

interface AreaValues {
  area: CompetenceArea;
  /** '' while no grade is chosen (a Select's value is a string). */
  grade: string;
  text: string;
}
interface Values {
  areas: AreaValues[];
}

const grades = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);

/** The five areas I–V in order, each with what the draft holds. */
function initialValues(assessment: QualifiedAssessmentRow | null): Values {
  return {
    areas: competenceAreas.map((area) => {
      const stored = assessment?.areas.find((a) => a.area === area);
      return { area, grade: stored?.grade ? String(stored.grade) : '', text: stored?.text ?? '' };
    }),
  };
}

const toBody = (v: Values, submit: boolean): QualifiedAssessmentBody => ({
  areas: v.areas.map((a) => ({ area: a.area, grade: a.grade ? Number(a.grade) : null, text: a.text })),
  submit,
});

export interface AssessmentFormProps {
  placementId: string;
  assessment: QualifiedAssessmentRow | null;
}

/**
 * The assigned instructor's form: a grade 1–5 and a text for each competence area. "Entwurf speichern"
 * keeps a draft (anything may be missing); "Einreichen" needs every area graded and explained and asks
 * first, since a submitted assessment is final. Field errors (the form's and the server's) show at the field.
 */
export function AssessmentForm({ placementId, assessment }: AssessmentFormProps) {
  const { t } = useTranslation();
  const save = useSaveAssessment(placementId);
  const form = useForm<Values>({ mode: 'controlled', initialValues: initialValues(assessment) });
  const saveOnce = useSubmitOnce(save, { form });
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(form.isDirty());

  /** Shows every problem at its field and takes the user to the first; true when the body may be sent. */
  const check = (submit: boolean) => {
    const errors = zodResolver(qualifiedAssessmentBody)(toBody(form.getValues(), submit));
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) return true;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };
  const send = (submit: boolean) =>
    saveOnce(toBody(form.getValues(), submit), {
      onSuccess: () => {
        // what was sent is stored now: leaving does not ask
        form.resetDirty();
        alertSuccess(submit ? t('qualifiedAssessments.alerts.submitted') : t('qualifiedAssessments.alerts.saved'));
      },
    });
  const gradeOptions = grades.map((g) => ({ value: String(g), label: gradeLabel(t, g) }));

  return (
    <>
      <Paper
        ref={formRef}
        withBorder
        p="md"
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (check(true)) setAsking(true);
        }}
        aria-labelledby="assessment-form-title"
      >
        <Stack gap="md">
          <Text fw={700} id="assessment-form-title">
            {t('qualifiedAssessments.form.title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('qualifiedAssessments.form.intro')}
          </Text>
          {form.values.areas.map((a, i) => (
            <Fieldset key={a.area} legend={areaLabel(t, a.area)} data-testid={`area-${a.area}`} styles={{ legend: { fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'normal' } }}>
              <Stack gap="sm">
                <Select
                  label={t('qualifiedAssessments.form.grade')}
                  placeholder={t('qualifiedAssessments.form.noGrade')}
                  data={gradeOptions}
                  clearable
                  maw={280}
                  {...form.getInputProps(`areas.${i}.grade`)}
                  // no grade is null to the Select (no clear button), '' in the form
                  value={a.grade || null}
                  onChange={(v) => form.setFieldValue(`areas.${i}.grade`, v ?? '')}
                />
                <Textarea
                  label={t('qualifiedAssessments.form.text')}
                  autosize
                  minRows={3}
                  description={lengthCounter(a.text, AREA_TEXT_MAX)}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  {...form.getInputProps(`areas.${i}.text`)}
                />
              </Stack>
            </Fieldset>
          ))}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              loading={save.isPending}
              onClick={() => {
                if (check(false)) send(false);
              }}
            >
              {t('qualifiedAssessments.saveDraft')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('qualifiedAssessments.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={asking}
        title={t('qualifiedAssessments.submitTitle')}
        text={t('qualifiedAssessments.submitText')}
        confirmLabel={t('qualifiedAssessments.submit')}
        cancelLabel={t('qualifiedAssessments.keepEditing')}
        onConfirm={() => {
          setAsking(false);
          send(true);
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
