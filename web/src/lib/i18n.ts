import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'praxisport.language';

/**
 * German by default, English selectable; every text goes through these files.
 * One file per feature: locales/{de,en}/<feature>.json, used as t('<feature>.<key>').
 *
 * The sign-in page's first load carries only the texts it needs (auth, common, topBar; bundle
 * budget, issue 17); every other feature's texts follow at once in one chunk (locales/all.ts),
 * and the router lets no page or layout render before `localesReady`.
 */
const firstPaint = import.meta.glob<Record<string, unknown>>('../locales/*/{auth,common,topBar}.json', { eager: true, import: 'default' });
// '../locales/de/auth.json' here, './de/auth.json' in locales/all.ts
const parse = (path: string) => /(?:^|\/)(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
const resources: Record<string, { translation: Record<string, unknown> }> = { de: { translation: {} }, en: { translation: {} } };
for (const [path, content] of Object.entries(firstPaint)) {
  const [, lng, feature] = parse(path);
  if (lng && feature && resources[lng]) resources[lng].translation[feature] = content;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: localStorage.getItem(LANGUAGE_KEY) ?? 'de',
  fallbackLng: 'de',
  interpolation: { escapeValue: false },
  // components re-render when the rest of the texts arrive
  react: { bindI18nStore: 'added' },
});

/** Resolves once every feature's texts are loaded. */
export const localesReady: Promise<void> = import('../locales/all').then(({ files }) => {
  for (const [path, content] of Object.entries(files)) {
    const [, lng, feature] = parse(path);
    if (lng && feature && resources[lng]) i18n.addResourceBundle(lng, 'translation', { [feature]: content }, true, true);
  }
});
i18n.on('languageChanged', (lng) => {
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export default i18n;
