import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@talentpath/contracts/constants';
import { LANGUAGE_COOKIE, languageOfTag, toSupportedLanguage } from '@talentpath/contracts/language';

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

export const i18n = i18next;

let ready: Promise<unknown> | null = null;

const sharedOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  load: 'languageOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
  // A text missing in every language shows its key to the user: say so where a developer (and the journeys'
  // page guards, which fail on it) will see it.
  saveMissing: true,
  missingKeyHandler: (languages: readonly string[], namespace: string, key: string) =>
    console.error(`i18n: no text for ${namespace}:${key} (${languages.join(', ')})`),
} as const;

/** For rendering pages to HTML at build time: one language, every namespace given, nothing detected. */
export function initI18nForPrerender(language: Language, resources: Record<string, ResourceKey>): Promise<unknown> {
  if (!i18next.isInitialized) {
    ready = i18next
      .use(initReactI18next)
      .init({ ...sharedOptions, lng: language, resources: { [language]: resources } });
    return ready;
  }
  // The texts first, so the switch finds them and every component reads the new language at once.
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
  ready = i18next.changeLanguage(language);
  return ready;
}

/** Initialises i18next once in the browser (detector order localStorage, navigator, htmlTag; fallback en). */
export function initI18n(): Promise<unknown> {
  ready ??= i18next
    .use(lazyBundles)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      ns: [...BASE_NAMESPACES],
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: STORAGE_KEYS.language,
        // The cookie only mirrors the choice, so the server can send public pages already in that language.
        caches: ['localStorage', 'cookie'],
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
        // A browser language the app lacks ('de') is passed on as it is, so i18next skips it for the next one: in
        // the end the page's own language, which the server chose by the system settings' default (ADR 0046).
        convertDetectedLanguage: (lng: string) => languageOfTag(lng) ?? lng,
      },
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
