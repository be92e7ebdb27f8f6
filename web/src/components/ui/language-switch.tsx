import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The app's languages, each named in itself. */
export const LANGUAGES = [
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
] as const;

export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.language')}
      value={i18n.language.startsWith('en') ? 'en' : 'de'}
      onChange={(v) => void i18n.changeLanguage(v)}
      data={[...LANGUAGES]}
    />
  );
}
