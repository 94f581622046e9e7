import { Button } from '@mantine/core';
import { IconCategory, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { usePageTitle } from '../../../../components/ui/use-page-title';

/** In-app not found for a course or a category, with the way to the catalogue (learners) and the dashboard. */
export function LearningNotFound({ what, catalogue = true }: { what: 'course' | 'category'; catalogue?: boolean }) {
  const { t } = useTranslation(['learning', 'common']);
  usePageTitle(t('common:notFound.title'));
  return (
    <ComingSoon
      title={t('common:notFound.title')}
      text={t(what === 'course' ? 'learning:notFound.course' : 'learning:notFound.category')}
      icon={<IconMapSearch size={24} />}
    >
      {catalogue && (
        <Button
          component={Link}
          to="/learner/course-categories"
          variant="filled"
          leftSection={<IconCategory size={16} aria-hidden />}
        >
          {t('learning:notFound.toCatalogue')}
        </Button>
      )}
    </ComingSoon>
  );
}
