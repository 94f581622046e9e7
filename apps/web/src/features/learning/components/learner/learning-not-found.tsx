import { Button } from '@mantine/core';
import { IconCategory, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { ApiError } from '../../../../lib/api-error';

/** A course or category address that leads nowhere (or to nothing the caller may see): ADR 0032 answers 404. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id the API could know; anything else is not found without asking. */
export const isId = (value: string | undefined): value is string => Boolean(value && UUID.test(value));

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
