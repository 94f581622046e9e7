import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets `document.title` to "<page> · TalentPath" (translated, follows the language) and, when given, the
 * page's `<meta name="description">`.
 */
export function usePageTitle(title: string, description?: string): void {
  const { t } = useTranslation();
  const full = t('app.pageTitle', { page: title });
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
