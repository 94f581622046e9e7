import { IconLock, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon';
import { usePageTitle } from '../../components/ui/use-page-title';
import type { ShellKey } from './area-definition';

/** A route of spec §2 whose screen is not built yet: its title, a line saying so, the way back. */
export function UnbuiltPage({ title }: { title: ShellKey }) {
  const { t } = useTranslation('shell');
  const heading = t(title);
  usePageTitle(heading);
  return <ComingSoon title={heading} text={t('unbuilt.text')} />;
}

/** An address inside a role area that is no route: not found, inside the shell. */
export function AreaNotFoundPage() {
  const { t } = useTranslation(['shell', 'common']);
  usePageTitle(t('common:notFound.title'));
  return (
    <ComingSoon
      title={t('common:notFound.title')}
      text={t('common:shellPage.notFoundText')}
      icon={<IconMapSearch size={24} />}
    />
  );
}

/** A route of the area that the current role may not open (a SuperAdmin's screen, for an Admin). */
export function AreaNotAllowedPage({ title }: { title: ShellKey }) {
  const { t } = useTranslation('shell');
  usePageTitle(t(title));
  return <ComingSoon title={t('notAllowed.title')} text={t('notAllowed.text')} icon={<IconLock size={24} />} />;
}
