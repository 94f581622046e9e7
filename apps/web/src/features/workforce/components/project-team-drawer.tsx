import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import { errorMessage } from '../../../lib/error-message';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useRemoveAssignment } from '../api/remove-assignment';

/** A project's needs and team, beside the list; its manager may take people off it. */
export function ProjectTeamDrawer({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const { t } = useTranslation('workforce');
  const { user } = useSignedInSession();
  const removeAssignment = useRemoveAssignment();
  return (
    <Drawer
      opened={project !== null}
      onClose={onClose}
      position="right"
      title={project ? t('projects.teamOf', { name: project.name }) : ''}
    >
      {project && (
        <Stack gap="sm">
          {project.roles.map((r) => (
            <Text key={r.id} size="sm">
              {t('projects.roleFill', { role: r.name, filled: r.filled, count: r.count })}
            </Text>
          ))}
          {project.team.length === 0 && <Text c="dimmed">{t('projects.noTeam')}</Text>}
          {project.team.map((m) => (
            <Group key={m.assignmentId} justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{m.employee.name}</Text>
                <Text size="sm" c="dimmed">
                  {m.role.name} · {m.workload}%
                </Text>
              </div>
              {project.manager?.id === user.id && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('projects.removeFromTeam', { name: m.employee.name, role: m.role.name })}
                  loading={removeAssignment.isPending && removeAssignment.variables === m.assignmentId}
                  onClick={() =>
                    removeAssignment.mutate(m.assignmentId, {
                      onSuccess: () => toast.success(t('assign.toast.removed', { name: m.employee.name })),
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  {t('remove')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Drawer>
  );
}
