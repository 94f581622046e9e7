import { Anchor, Avatar, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconUser, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Enrolment } from '@talentpath/contracts/enrolments';
import type { Sort } from '@talentpath/contracts/paging';
import { SkeletonRows } from '../../../../components/ui/list-state';
import { SortHeader } from '../../../../components/ui/sort-header';
import { formatDateTime, formatDay } from '../../../../lib/format-date-time';
import { formatRelativeTime } from '../../../../lib/format-relative-time';
import { EnrolmentStatusBadge } from '../status-badges';
import { RowMenu } from '../../../../components/ui/row-menu';
import { ProgressMeter } from '../learner/due-label';
import classes from './enrolments.module.css';
import type { EnrolmentSortKey } from './list-filters';
import { coordinatorPaths } from './paths';
import { TableScroll } from '../../../../components/ui/table-scroll';

type Props = {
  items: Enrolment[] | undefined;
  pageSize: number;
  sort: Sort<EnrolmentSortKey>;
  onSort: (sort: Sort<EnrolmentSortKey>) => void;
  onChangeDueDate: (enrolment: Enrolment) => void;
  onRemove: (enrolment: Enrolment) => void;
};

const COLUMNS = 7;

/** The enrolments of one page; scrolls sideways inside its frame on narrow screens, never the page. */
export function ListTable({ items, pageSize, sort, onSort, onChangeDueDate, onRemove }: Props) {
  const { t } = useTranslation('course-enrolments');
  const header = (key: EnrolmentSortKey, label: string) => (
    <SortHeader sortKey={key} sort={sort} onSort={onSort}>
      {label}
    </SortHeader>
  );
  return (
    <TableScroll label={t('list.tableLabel')} minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list.tableLabel')} aria-busy={!items}>
        <Table.Thead>
          <Table.Tr>
            {header('learner', t('list.columns.learner'))}
            {header('course', t('list.columns.course'))}
            {header('progress', t('list.columns.progress'))}
            {header('lastAccessedAt', t('list.columns.lastActivity'))}
            {header('dueDate', t('list.columns.dueDate'))}
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!items && <SkeletonRows rows={Math.min(pageSize, 6)} columns={COLUMNS} />}
          {items?.map((enrolment) => (
            <Row key={enrolment.id} enrolment={enrolment} onChangeDueDate={onChangeDueDate} onRemove={onRemove} />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

type RowProps = {
  enrolment: Enrolment;
  onChangeDueDate: (enrolment: Enrolment) => void;
  onRemove: (enrolment: Enrolment) => void;
};

function Row({ enrolment: e, onChangeDueDate, onRemove }: RowProps) {
  const { t, i18n } = useTranslation('course-enrolments');
  const completed = e.status === 'completed';
  const who = { learner: e.learner.name, course: e.course.title };
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={e.learner.avatar} name={e.learner.name} color="brand" variant="filled" size="sm" alt="" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={coordinatorPaths.profile(e.learner.id)} fw={600} c="brand.8">
              {e.learner.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {e.learner.email}
            </Text>
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td maw={260}>
        <Text size="sm" className={classes.wrap}>
          {e.course.title}
        </Text>
      </Table.Td>
      <Table.Td miw={150}>
        <ProgressMeter value={e.progress} label={t('list.progressOf', who)} />
      </Table.Td>
      <Table.Td>
        {e.lastAccessedAt ? (
          <Text size="sm" component="time" dateTime={e.lastAccessedAt} title={formatDateTime(e.lastAccessedAt)}>
            {formatRelativeTime(e.lastAccessedAt, i18n.language)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.never')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {e.dueDate ? (
          <Text size="sm" component="time" dateTime={e.dueDate} c={e.status === 'overdue' ? 'red.9' : undefined}>
            {formatDay(e.dueDate, i18n.language)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('list.noDueDate')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <EnrolmentStatusBadge status={e.status} />
      </Table.Td>
      <Table.Td>
        <RowMenu label={t('list.actionsFor', who)}>
          <Menu.Item
            component={Link}
            to={coordinatorPaths.profile(e.learner.id)}
            leftSection={<IconUser size={16} aria-hidden />}
          >
            {t('list.viewProfile')}
          </Menu.Item>
          {!completed && (
            <Menu.Item leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => onChangeDueDate(e)}>
              {t('list.changeDueDate')}
            </Menu.Item>
          )}
          {!completed && (
            <Menu.Item color="red.9" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={() => onRemove(e)}>
              {t('list.remove')}
            </Menu.Item>
          )}
        </RowMenu>
      </Table.Td>
    </Table.Tr>
  );
}
