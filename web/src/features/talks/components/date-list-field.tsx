import { useState } from 'react';
import { ActionIcon, Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TALK_DATES_MAX } from '@praxisport/contract/talks';
import { formatGermanDate } from '../../../lib/dates';

export interface DateListFieldProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
}

/**
 * A list of dates (mainteraction_date, fixedpoint_date) edited in a dialog 400 wide, with add and
 * remove buttons (TALK-03, AMB-83); at least one entry stays. Empty entries are dropped on submit.
 */
export function DateListField({ label, values, onChange, error }: DateListFieldProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const filled = values.filter(Boolean);
  const set = (i: number, v: string) => onChange(values.map((x, j) => (j === i ? v : x)));
  return (
    <Input.Wrapper label={label} error={error}>
      <Group gap="xs" mt={4} wrap="wrap">
        <Text size="sm" c={filled.length ? undefined : 'gray.7'}>
          {filled.length ? filled.map(formatGermanDate).join(', ') : t('talks.noDates')}
        </Text>
        <Button variant="light" size="compact-sm" onClick={() => setOpened(true)} aria-label={t('talks.editDatesOf', { label })}>
          {t('talks.editDates')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} size={400} closeButtonProps={{ 'aria-label': t('common.closeDialog') }}>
        <Stack gap="sm">
          {values.map((v, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="date"
                label={t('talks.dateN', { n: i + 1 })}
                value={v}
                min="1900-01-01"
                max="2099-12-31"
                onChange={(e) => set(i, e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('talks.removeDate', { n: i + 1 })}
                disabled={values.length <= 1}
                onClick={() => onChange(values.filter((_, j) => j !== i))}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button variant="light" onClick={() => onChange([...values, ''])} disabled={values.length >= TALK_DATES_MAX}>
              {t('talks.addDate')}
            </Button>
            <Button onClick={() => setOpened(false)}>{t('talks.done')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Input.Wrapper>
  );
}
