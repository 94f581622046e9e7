import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { exportEnrolments } from '../../api/export-enrolments';
import { utcToday } from '../learner/due-date';
import type { EnrolmentFilters } from './list-filters';

/** The file a CSV export is saved as: dated (UTC, as the server writes its times), so exports never overwrite. */
export const exportFileName = (today: string = utcToday()) => `enrolments-${today}.csv`;

/** Downloads the list as CSV with the filters and order on screen (every matching row, not only this page). */
export function ListExportButton({ filters, disabled }: { filters: EnrolmentFilters; disabled: boolean }) {
  const { t } = useTranslation('course-enrolments');
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await exportEnrolments(filters, exportFileName());
      toast.success(t('list.exported'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={18} aria-hidden />}
      onClick={() => void run()}
      loading={pending}
      disabled={disabled}
    >
      {t('list.export')}
    </Button>
  );
}
