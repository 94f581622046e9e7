import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRosetteDiscountCheck, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@talentpath/contracts/staffing';
import { availabilityLabel } from '../../availability';
import { skillText } from '../../skill-text';

const verifiedIcon = <IconRosetteDiscountCheck size={12} aria-hidden />;

/** One person to staff: skills, workload today, when they are free, why they match the selected project. */
export function EmployeeCard({ employee: e, onAssign }: { employee: Employee; onAssign: () => void }) {
  const { t } = useTranslation('workforce');
  const color = e.workload >= 100 ? 'red' : e.workload >= 70 ? 'orange' : 'green';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* The text gives way (a long address breaks), never the button: a shrunk button cuts its label. */}
          <div style={{ minWidth: 0 }}>
            {/* The person's profile: every skill with where its level comes from. */}
            <Anchor
              component={Link}
              to={`/learner/profile/${e.id}`}
              fw={600}
              c="dark.7"
              aria-label={t('skill.profile', { name: e.name })}
            >
              {e.name}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('assign.id', { id: e.id.slice(0, 8) })} · {e.email}
            </Text>
          </div>
          <Button
            size="xs"
            style={{ flexShrink: 0 }}
            leftSection={<IconUserPlus size={14} aria-hidden />}
            onClick={onAssign}
            aria-label={t('assign.assignLabel', { name: e.name })}
          >
            {t('assign.assign')}
          </Button>
        </Group>
        {e.match && (
          <Group gap={4} role="group" aria-label={t('match.why', { name: e.name })}>
            <Badge color="brand">{t('match.score', { score: Math.round(e.match.score) })}</Badge>
            {e.match.matched.map((m) => (
              <Badge
                key={m.id}
                color="green"
                variant="light"
                c="dark.7"
                leftSection={m.verifiedLevel !== null ? verifiedIcon : undefined}
              >
                {skillText(t, m)}
              </Badge>
            ))}
            {e.match.missing.map((m) => (
              <Badge key={m.id} color="gray" variant="light" c="dark.7">
                {t('match.missing', { name: m.name })}
              </Badge>
            ))}
            <Badge color={e.match.freeCapacity > 0 ? 'teal' : 'red'} variant="outline" c="dark.7">
              {t('match.free', { free: e.match.freeCapacity })}
            </Badge>
          </Group>
        )}
        <Group gap={4}>
          {e.technologies.map((x) => (
            <Badge
              key={x.id}
              variant="outline"
              size="sm"
              color="gray"
              c="dark.7"
              leftSection={x.verifiedLevel !== null ? verifiedIcon : undefined}
            >
              {x.name} · {x.level}
              {x.verifiedLevel !== null && <VisuallyHidden> {t('skill.verifiedMark')}</VisuallyHidden>}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={Math.min(100, e.workload)}
            color={color}
            style={{ flex: 1 }}
            aria-label={t('assign.workloadToday', { workload: e.workload })}
          />
          <Text size="xs" w={110} ta="right">
            {t('assign.workloadToday', { workload: e.workload })}
          </Text>
        </Group>
        <Text size="sm" c={e.fullyAllocated ? 'red.9' : undefined} fw={e.fullyAllocated ? 600 : undefined}>
          {e.fullyAllocated ? `${t('assign.fullyAllocated')} · ` : ''}
          {availabilityLabel(t, e.availableFrom, e.fullyAllocated)}
        </Text>
        {e.assignments.length > 0 && (
          <Text size="xs" c="dimmed">
            {e.assignments.map((a) => `${a.project.name} (${a.role.name}, ${a.workload}%)`).join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
