import type { FormEvent } from 'react';
import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  PORTFOLIO_BLANK_MAX_LENGTH,
  portfolioAssignmentBlocks,
  portfolioFormBody,
  portfolioSignAlerts,
  type PortfolioForm,
  type PortfolioPerson,
} from '@praxisport/contract/portfolio';
import { alertSuccess } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';
import { zodResolver } from '../../../lib/zod-form';
import { useSavePortfolioForm } from '../api/save-form';
import { formatGermanDateTime } from '../../../lib/dates';
import { fullName } from './format';

/** The form's values: dates as the inputs hold them ('' when empty). */
type Values = Omit<PortfolioForm, 'assignments'> & { assignments: Record<string, { from: string; until: string; company: string }> };

const toValues = (f: PortfolioForm): Values => ({
  ...f,
  assignments: Object.fromEntries(portfolioAssignmentBlocks.map((b) => [b, { from: f.assignments[b].from ?? '', until: f.assignments[b].until ?? '', company: f.assignments[b].company }])),
});
const toBody = (v: Values): PortfolioForm => ({
  ...v,
  assignments: Object.fromEntries(
    portfolioAssignmentBlocks.map((b) => [b, { from: v.assignments[b]!.from || null, until: v.assignments[b]!.until || null, company: v.assignments[b]!.company }]),
  ) as PortfolioForm['assignments'],
});
const validate = zodResolver<PortfolioForm>(portfolioFormBody);

/**
 * The printable form's blanks (PORT-02) and assignment blocks with from, until and company
 * (PORT-03), saved per student by the student or a teacher of the class.
 */
export function PortfolioBlanks({
  studentId,
  form: saved,
  updatedBy,
  updatedAt,
}: {
  studentId: string;
  form: PortfolioForm;
  updatedBy: PortfolioPerson | null;
  updatedAt: string | null;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({ initialValues: toValues(saved), validate: (v) => validate(toBody(v)) });
  const save = useSavePortfolioForm();
  const saveOnce = useSubmitOnce(save);
  const onSubmit = (e?: FormEvent) => {
    e?.preventDefault();
    if (form.validate().hasErrors) return;
    saveOnce({ studentId, form: toBody(form.getValues()) }, { onSuccess: () => alertSuccess(portfolioSignAlerts.success) });
  };
  const blank = (key: 'trainee' | 'school' | 'provider') => (
    <TextInput label={t(`portfolio.student.${key}`)} maxLength={PORTFOLIO_BLANK_MAX_LENGTH} key={form.key(key)} {...form.getInputProps(key)} />
  );
  return (
    <Paper withBorder p="md" component="form" onSubmit={onSubmit} noValidate data-section="blanks">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('portfolio.student.blanks')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {blank('trainee')}
          {blank('school')}
          {blank('provider')}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('portfolio.student.assignmentsTitle')}
        </Title>
        {portfolioAssignmentBlocks.map((b) => (
          <Fieldset key={b} legend={t(`portfolio.student.blocks.${b}`)} data-block={b} style={{ breakInside: 'avoid' }}>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <TextInput type="date" label={t('portfolio.student.from')} key={form.key(`assignments.${b}.from`)} {...form.getInputProps(`assignments.${b}.from`)} />
              <TextInput type="date" label={t('portfolio.student.until')} key={form.key(`assignments.${b}.until`)} {...form.getInputProps(`assignments.${b}.until`)} />
              <TextInput
                label={t('portfolio.student.company')}
                maxLength={PORTFOLIO_BLANK_MAX_LENGTH}
                key={form.key(`assignments.${b}.company`)}
                {...form.getInputProps(`assignments.${b}.company`)}
              />
            </SimpleGrid>
          </Fieldset>
        ))}
        <Group justify="space-between" data-print="hide">
          <Text size="sm" c="gray.7">
            {updatedBy && updatedAt ? t('portfolio.student.savedBy', { name: fullName(updatedBy), date: formatGermanDateTime(updatedAt) }) : null}
          </Text>
          <Button type="submit" loading={save.isPending}>
            {t('portfolio.student.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
