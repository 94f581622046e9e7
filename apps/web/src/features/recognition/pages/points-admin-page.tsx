import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { LevelsSection } from '../components/levels-form';
import { RulesSection } from '../components/rules-form';

/**
 * /admin/points (issue 25): what pays points — each rule's points, daily cap, cool-down and threshold — and the
 * ladder of levels; each saved on its own. Changes count from the next award; points already paid stay.
 */
export function PointsAdminPage() {
  const { t } = useTranslation('recognition');
  usePageTitle(t('pointsAdmin.title'));
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={t('pointsAdmin.title')} text={t('pointsAdmin.text')} />
      <RulesSection />
      <LevelsSection />
    </Stack>
  );
}
