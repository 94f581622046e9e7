import { Avatar, Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LearnerCandidate } from '@talentpath/contracts/enrolments';
import { SkeletonRows } from '../../../../components/ui/list-state';
import { EnrolmentStatusBadge } from '../status-badges';
import classes from './enrolments.module.css';
import { pageSelection, type Selection } from './learner-selection';
import { TableScroll } from '../../../../components/ui/table-scroll';

const COLUMNS = 4;
const SKILLS_SHOWN = 4;

/** A learner may be chosen unless they completed the course already (assigning would leave them unchanged). */
export const selectable = (learner: LearnerCandidate) => learner.enrolment?.status !== 'completed';

type Props = {
  items: LearnerCandidate[] | undefined;
  selection: Selection;
  onToggle: (learner: LearnerCandidate) => void;
  onTogglePage: (chosen: boolean) => void;
};

/** The learners of one page, each with a checkbox, their skills and where they stand in the course. */
export function LearnerRows({ items, selection, onToggle, onTogglePage }: Props) {
  const { t } = useTranslation(['course-enrolments', 'learning']);
  const choosable = items?.filter(selectable) ?? [];
  const page = pageSelection(selection, choosable);
  return (
    <TableScroll label={t('assign.tableLabel')} minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('assign.tableLabel')} aria-busy={!items}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>
              <Checkbox
                aria-label={t('assign.selectPage')}
                checked={page === 'all'}
                indeterminate={page === 'some'}
                disabled={choosable.length === 0}
                onChange={() => onTogglePage(page !== 'all')}
              />
            </Table.Th>
            <Table.Th miw={220}>{t('assign.columns.learner')}</Table.Th>
            <Table.Th>{t('assign.columns.skills')}</Table.Th>
            <Table.Th miw={150}>{t('assign.columns.inCourse')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!items && <SkeletonRows rows={5} columns={COLUMNS} />}
          {items?.map((learner) => {
            const chosen = selection.has(learner.id);
            return (
              <Table.Tr key={learner.id} bg={chosen ? 'var(--mantine-primary-color-light)' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={
                      selectable(learner)
                        ? t('assign.selectLearner', { name: learner.name })
                        : t('assign.completedLearner', { name: learner.name })
                    }
                    checked={chosen}
                    disabled={!selectable(learner)}
                    onChange={() => onToggle(learner)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={learner.avatar} name={learner.name} color="brand" size="sm" alt="" />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" className={classes.wrap}>
                        {learner.name}
                      </Text>
                      <Text size="xs" c="dimmed" className={classes.wrap}>
                        {learner.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <SkillBadges skills={learner.technologies} max={SKILLS_SHOWN} />
                </Table.Td>
                <Table.Td>
                  {learner.enrolment ? (
                    <Stack gap={2} align="flex-start">
                      <EnrolmentStatusBadge status={learner.enrolment.status} />
                      <Text size="xs" c="dimmed">
                        {t('assign.progress', { progress: learner.enrolment.progress })}
                      </Text>
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('assign.notEnrolled')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** A learner's technologies with their levels (1–5); past `max`, a count of the rest. */
export function SkillBadges({
  skills,
  max = Number.POSITIVE_INFINITY,
}: {
  skills: LearnerCandidate['technologies'];
  max?: number;
}) {
  const { t } = useTranslation('course-enrolments');
  if (skills.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('skills.none')}
      </Text>
    );
  const shown = skills.slice(0, max);
  return (
    <Group gap={6}>
      {shown.map((skill) => (
        <Badge key={skill.id} variant="outline" color="gray" c="dark.7" tt="none" fw={600}>
          {t('skills.level', { name: skill.name, level: skill.level })}
        </Badge>
      ))}
      {skills.length > shown.length && (
        <Text size="xs" c="dimmed">
          {t('skills.more', { count: skills.length - shown.length })}
        </Text>
      )}
    </Group>
  );
}
