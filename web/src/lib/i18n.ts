import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'praxisport.language';

/**
 * German by default, English selectable; every text goes through these files.
 * One file per feature: locales/{de,en}/<feature>.json, used as t('<feature>.<key>').
 *
 * The sign-in page's first load carries only the texts it needs (auth, common, topBar, passwordReset; bundle
 * budget); every other feature's texts of the shown language follow at once in one
 * chunk (locales/de.ts, locales/en.ts), and the router lets no page or layout but the sign-in
 * page render before they are there (`loadShownLanguage`).
 */
const firstPaint = import.meta.glob<Record<string, unknown>>('../locales/*/{auth,common,topBar,passwordReset}.json', { eager: true, import: 'default' });
// '../locales/de/auth.json' here, './de/auth.json' in locales/de.ts
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

/**
 * One chunk per language (locales/de.ts, locales/en.ts): a page loads the texts of the language it
 * shows, not both (≈ 15 KB gzip less on every page). German is the fallback of every
 * missing English text, so English loads German too.
 */
const languageChunks: Record<string, () => Promise<{ files: Record<string, Record<string, unknown>> }>> = {
  de: () => import('../locales/de'),
  en: () => import('../locales/en'),
};
const loading = new Map<string, Promise<void>>();
/** Resolves once every feature's texts of `lng` (and of the fallback, German) are loaded. */
export function loadLanguage(lng: string): Promise<void> {
  const wanted = [...new Set([Object.hasOwn(languageChunks, lng) ? lng : 'de', 'de'])];
  return Promise.all(
    wanted.map((l) => {
      if (!loading.has(l)) {
        loading.set(
          l,
          languageChunks[l]!().then(({ files }) => {
            for (const [path, content] of Object.entries(files)) {
              const [, lang, feature] = parse(path);
              if (lang && feature && resources[lang]) i18n.addResourceBundle(lang, 'translation', { [feature]: content }, true, true);
            }
          }),
        );
      }
      return loading.get(l)!;
    }),
  ).then(() => undefined);
}

/** Resolves once every feature's texts of the shown language are loaded (what a page waits for). */
export const loadShownLanguage = () => loadLanguage(i18n.language);
i18n.on('languageChanged', (lng) => {
  void loadLanguage(lng);
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export default i18n;
