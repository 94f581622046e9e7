import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to "<page> · TalentPath" (translated, follows the language). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const full = t('app.pageTitle', { page: title });
  useEffect(() => {
    document.title = full;
  }, [full]);
}
