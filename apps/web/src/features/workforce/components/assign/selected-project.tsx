import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import { errorMessage } from '../../../../lib/error-message';
import { useSignedInSession } from '../../../../lib/session-store';
import { toast } from '../../../../lib/toast';
import { useChangeWorkload } from '../../api/change-workload';
import { useRemoveAssignment } from '../../api/remove-assignment';
import { SkillGaps } from './skill-gaps';

/** The selected project's needs and team; its manager changes workloads, removes people and asks for a team. */
export function SelectedProject({ project, onSuggest }: { project: Project; onSuggest: () => void }) {
  const { t } = useTranslation('workforce');
  const { user } = useSignedInSession();
  const mine = project.manager?.id === user.id;
  const remove = useRemoveAssignment();
  const change = useChangeWorkload();
  const [edits, setEdits] = useState<Record<string, number>>({});
  return (
    <Paper withBorder radius="md" p="md" aria-label={t('assign.selected', { name: project.name })} component="section">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('assign.teamOf', { name: project.name })}
          </Title>
          {mine && project.statusGroup === 'active' && (
            <Button size="xs" variant="light" leftSection={<IconSparkles size={14} aria-hidden />} onClick={onSuggest}>
              {t('suggest.button')}
            </Button>
          )}
        </Group>
        {!mine && (
          <Text size="sm" c="dimmed">
            {t('assign.readOnly', { manager: project.manager?.name ?? '—' })}
          </Text>
        )}
        <Group gap={4}>
          {project.technologies.map((x) => (
            <Badge key={x.id} variant="outline" size="sm" c="dark.7">
              {x.name}
            </Badge>
          ))}
        </Group>
        {project.roles.map((r) => (
          <Text key={r.id} size="sm">
            {t('projects.roleFill', { role: r.name, filled: r.filled, count: r.count })}
          </Text>
        ))}
        {project.team.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('projects.noTeam')}
          </Text>
        )}
        {project.team.map((m) => (
          <Group key={m.assignmentId} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {m.employee.name}
              </Text>
              <Text size="xs" c="dimmed">
                {m.role.name} · {m.workload}%
              </Text>
            </div>
            {mine && project.statusGroup === 'active' && (
              <Group gap={4} wrap="nowrap">
                <NumberInput
                  size="xs"
                  w={90}
                  min={1}
                  max={100}
                  suffix="%"
                  aria-label={t('assign.changeWorkload', { name: m.employee.name, role: m.role.name })}
                  value={edits[m.assignmentId] ?? m.workload}
                  onChange={(v) => setEdits({ ...edits, [m.assignmentId]: Number(v) || 1 })}
                />
                {edits[m.assignmentId] !== undefined && edits[m.assignmentId] !== m.workload && (
                  <Button
                    size="xs"
                    loading={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { id: m.assignmentId, workload: edits[m.assignmentId]! },
                        {
                          onSuccess: () => {
                            toast.success(t('assign.toast.changed', { name: m.employee.name }));
                            setEdits(({ [m.assignmentId]: _, ...rest }) => rest);
                          },
                          onError: (error) => toast.error(errorMessage(error)),
                        },
                      )
                    }
                  >
                    {t('save')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('projects.removeFromTeam', { name: m.employee.name, role: m.role.name })}
                  onClick={() =>
                    remove.mutate(m.assignmentId, {
                      onSuccess: () => toast.success(t('assign.toast.removed', { name: m.employee.name })),
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  <IconTrash size={14} aria-hidden />
                </Button>
              </Group>
            )}
          </Group>
        ))}
        {project.technologies.length > 0 && (
          <SkillGaps project={project} canRecommend={mine && project.statusGroup === 'active'} />
        )}
      </Stack>
    </Paper>
  );
}
