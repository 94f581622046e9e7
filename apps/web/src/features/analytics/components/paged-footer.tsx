import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../../components/ui/list-footer';

type Props = { totalText: string; page: number; pages: number; onPage: (page: number) => void };

/** A dashboard list's footer: how many in all, and the pages (their controls named in the reader's language). */
export function PagedFooter(props: Props) {
  const { t } = useTranslation('analytics');
  return (
    <ListFooter
      {...props}
      labels={{
        previous: t('paging.previous'),
        next: t('paging.next'),
        page: (page) => t('paging.page', { page }),
      }}
    />
  );
}
