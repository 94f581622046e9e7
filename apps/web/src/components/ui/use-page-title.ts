import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type PageHead = { title: string; description?: string };

// Set only while a page is rendered to HTML at build time: there is no document to write to then.
let headCollector: ((head: PageHead) => void) | null = null;

/** Runs a prerender, collecting the title and description the rendered page asks for. */
export function collectPageHead<T>(render: () => T): { result: T; head: PageHead | null } {
  let head: PageHead | null = null;
  headCollector = (next) => {
    head = next;
  };
  try {
    return { result: render(), head };
  } finally {
    headCollector = null;
  }
}

/**
 * Sets `document.title` to "<page> · TalentPath" (translated, follows the language) and, when given, the
 * page's `<meta name="description">`.
 */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useTranslation();
  const full = t('app.pageTitle', { page: title });
  headCollector?.({ title: full, description });
  useEffect(() => {
    document.title = full;
  }, [full]);
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
