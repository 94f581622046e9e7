import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { usePageTitle } from '../../../components/ui/use-page-title';

/** /cv — placeholder until a later release builds it. */
export function CvPage() {
  const { t } = useTranslation('cv');
  usePageTitle(t('page.title'));
  return <ComingSoon title={t('page.title')} text={t('page.text')} />;
}
