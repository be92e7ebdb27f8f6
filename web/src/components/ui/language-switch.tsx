import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.language')}
      value={i18n.language.startsWith('en') ? 'en' : 'de'}
      onChange={(v) => void i18n.changeLanguage(v)}
      data={[
        { value: 'de', label: 'Deutsch' },
        { value: 'en', label: 'English' },
      ]}
    />
  );
}
