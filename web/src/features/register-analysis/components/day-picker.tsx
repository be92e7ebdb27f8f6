import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { PICKER_DAY } from '../../../lib/dates';

/** The date picker bounds (RA-11, CONST-14). */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2099-12-31';

/** The day of the register, year-month-day (RA-10, CONST-12). */
export function DayPicker({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  const { t } = useTranslation();
  return (
    <DatePickerInput
      label={t('registerAnalysis.date')}
      valueFormat={PICKER_DAY}
      minDate={DATE_MIN}
      maxDate={DATE_MAX}
      value={value}
      onChange={(v) => v && onChange(v)}
      w={200}
      data-testid="day-picker"
    />
  );
}
