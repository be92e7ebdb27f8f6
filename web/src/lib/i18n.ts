import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'praxisport.language';

/**
 * German by default, English selectable; every text goes through these files.
 * One file per feature: locales/{de,en}/<feature>.json, used as t('<feature>.<key>').
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, { translation: Record<string, unknown> }> = { de: { translation: {} }, en: { translation: {} } };
for (const [path, content] of Object.entries(files)) {
  const [, lng, feature] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (lng && feature && resources[lng]) resources[lng].translation[feature] = content;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: localStorage.getItem(LANGUAGE_KEY) ?? 'de',
  fallbackLng: 'de',
  interpolation: { escapeValue: false },
});
i18n.on('languageChanged', (lng) => {
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export default i18n;
