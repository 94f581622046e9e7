import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ListBody } from '../../../components/ui/list-body';
import { ListFooter } from '../../../components/ui/list-footer';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { usePageCount } from '../../../lib/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useEnrolments } from '../api/list-enrolments';
import { useChangeEnrolment } from '../api/update-enrolment';
import { ListDueDateDialog } from '../components/enrolments/list-due-date-dialog';
import { ListExportButton } from '../components/enrolments/list-export-button';
import { ENROLMENT_PAGE_SIZE, useEnrolmentListFilters } from '../components/enrolments/list-filters';
import { ListTable } from '../components/enrolments/list-table';
import { ListToolbar } from '../components/enrolments/list-toolbar';
import { coordinatorPaths } from '../components/enrolments/paths';

/**
 * /coordinator/learner-list: the enrolments in my courses — learner, course, progress, last activity, due date and
 * status — sorted, filtered, paged and exported to CSV; each row's due date can be changed and an open enrolment
 * removed.
 */
export function LearnerListPage() {
  const { t } = useTranslation(['course-enrolments', 'learning']);
  usePageTitle(t('list.title'));
  const filters = useEnrolmentListFilters();
  const list = useEnrolments({ ...filters.filters, pageNumber: filters.page, pageSize: ENROLMENT_PAGE_SIZE });
  const [dueFor, setDueFor] = useState<Enrolment | null>(null);
  const [removing, setRemoving] = useState<Enrolment | null>(null);
  const remove = useChangeEnrolment();

  const data = list.data;
  const pages = usePageCount(filters, list);
  const { page, setPage } = filters;

  const closeRemove = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { id: removing.id, remove: true },
      {
        onSuccess: () => {
          toast.success(t('remove.done', { learner: removing.learner.name, course: removing.course.title }));
          closeRemove();
        },
      },
    );
  };

  const assign = (
    <Button component={Link} to={coordinatorPaths.assign()} leftSection={<IconUserPlus size={18} aria-hidden />}>
      {t('list.assign')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        text={t('list.intro')}
        action={
          <Group gap="sm">
            <ListExportButton filters={filters.filters} disabled={!data || data.totalCount === 0} />
            {assign}
          </Group>
        }
      />
      <ListToolbar filters={filters} />
      <ListBody
        totalCount={data?.totalCount}
        failed={list.isError}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
        filtered={filters.filtered}
        icon={<IconUsersGroup size={24} />}
        texts={{
          loadError: t('list.loadError'),
          tryAgain: t('list.tryAgain'),
          emptyTitle: t('list.empty.title'),
          emptyText: t('list.empty.text'),
          noMatchTitle: t('list.empty.noMatchTitle'),
          noMatchText: t('list.empty.noMatchText'),
        }}
        addAction={assign}
      >
        <ListTable
          items={data?.items}
          pageSize={ENROLMENT_PAGE_SIZE}
          sort={filters.sort}
          onSort={filters.setSort}
          onChangeDueDate={setDueFor}
          onRemove={setRemoving}
        />
        {data && (
          <ListFooter
            totalText={t('list.total', { count: data.totalCount })}
            page={page}
            pages={pages}
            onPage={setPage}
            labels={{
              previous: t('learning:paging.previous'),
              next: t('learning:paging.next'),
              page: (item) => t('learning:paging.page', { page: item }),
            }}
          />
        )}
      </ListBody>
      <ListDueDateDialog enrolment={dueFor} onClose={() => setDueFor(null)} />
      <ConfirmModal
        opened={removing !== null}
        onClose={closeRemove}
        title={t('remove.title')}
        message={t('remove.message', { learner: removing?.learner.name ?? '', course: removing?.course.title ?? '' })}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        onConfirm={confirmRemove}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
      />
    </Stack>
  );
}
