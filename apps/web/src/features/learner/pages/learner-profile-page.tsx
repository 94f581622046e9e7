import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { usePageTitle } from '../../../components/ui/use-page-title';

/** /learner/profile, /learner/profile/{id}, /learner/view-profile/{id} — placeholder until a later release builds it. */
export function LearnerProfilePage() {
  const { t } = useTranslation('learner');
  usePageTitle(t('profile.title'));
  return <ComingSoon title={t('profile.title')} text={t('profile.text')} />;
}
