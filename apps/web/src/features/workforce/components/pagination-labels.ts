import { useTranslation } from 'react-i18next';

/** The page buttons' names for the workforce lists' footers. */
export function usePaginationLabels() {
  const { t } = useTranslation('workforce');
  return {
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    page: (page: number) => t('pagination.page', { page }),
  };
}
