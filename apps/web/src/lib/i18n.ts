import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@talentpath/contracts/constants';

/** Namespaces every screen needs; feature namespaces load with their routes. */
export const BASE_NAMESPACES = ['common', 'errors', 'validation', 'fatal'] as const;

// One chunk per language and namespace, fetched on first use.
const bundles = import.meta.glob<{ default: ResourceKey }>('../locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Maps what the browser says to a supported language: any Norwegian variant (nb, nn, no) is 'no'. */
export function toSupportedLanguage(code: string | undefined | null): Language {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0];
  if (base === 'nb' || base === 'nn' || base === 'no') return 'no';
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : FALLBACK_LANGUAGE;
}

export const i18n = i18next;

let ready: Promise<unknown> | null = null;

/** Initialises i18next once (detector order localStorage, navigator, htmlTag; fallback en). */
export function initI18n(): Promise<unknown> {
  ready ??= i18next
    .use(lazyBundles)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      ns: [...BASE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: STORAGE_KEYS.language,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng),
      },
      react: { useSuspense: true },
    });
  return ready;
}

/** Loads namespaces after initialisation; route loaders await it so pages never suspend on text. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await initI18n();
  await i18next.loadNamespaces(namespaces);
}

export const currentLanguage = (): Language => toSupportedLanguage(i18next.resolvedLanguage ?? i18next.language);

/** Keeps `<html lang>` in step with the language. */
export function syncHtmlLang(): void {
  const apply = () => {
    document.documentElement.lang = currentLanguage();
  };
  apply();
  i18next.on('languageChanged', apply);
}
