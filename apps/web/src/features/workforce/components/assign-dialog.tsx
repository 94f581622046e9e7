import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, Slider, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import type { Employee } from '@talentpath/contracts/staffing';
import { DUPLICATE_ASSIGNMENT, MAX_WORKLOAD, WORKLOAD_EXCEEDED } from '@talentpath/contracts/workforce-messages';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useAssignEmployee } from '../api/assign-employee';
import { useProjectRoles } from '../api/list-project-roles';
import { peakLoad } from '@talentpath/contracts/workload';

/** The assignment dialog (spec §2, §5): role and workload %, with the duplicate and over-100% warnings. */
export function AssignDialog({
  project,
  employee,
  onClose,
}: {
  project: Project;
  employee: Employee | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('workforce');
  const roles = useProjectRoles();
  const assign = useAssignEmployee();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [workload, setWorkload] = useState<number>(50);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens for someone
  useEffect(() => {
    if (!employee) return;
    const open = project.roles.find(
      (r) => r.filled < r.count && !project.team.some((m) => m.employee.id === employee.id && m.role.id === r.id),
    );
    setRoleId(open?.id ?? project.roles[0]?.id ?? null);
    setWorkload(
      Math.max(
        1,
        Math.min(
          50,
          MAX_WORKLOAD -
            (employee.match?.freeCapacity !== undefined ? 100 - employee.match.freeCapacity : employee.workload),
        ),
      ),
    );
    assign.reset();
  }, [employee?.id]);

  if (!employee) return null;
  const current = peakLoad(employee.assignments, project.startDate, project.deadline);
  const over = current + workload > MAX_WORKLOAD;
  const duplicate = project.team.some((m) => m.employee.id === employee.id && m.role.id === roleId);
  const needed = new Set(project.roles.map((r) => r.id));
  const options = [
    {
      group: t('assign.neededRoles'),
      items: project.roles.map((r) => ({ value: r.id, label: `${r.name} (${r.filled}/${r.count})` })),
    },
    {
      group: t('assign.otherRoles'),
      items: (roles.data?.items ?? []).filter((r) => !needed.has(r.id)).map((r) => ({ value: r.id, label: r.name })),
    },
  ].filter((g) => g.items.length);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!roleId || over || duplicate) return;
    assign.mutate(
      { projectId: project.id, body: { employeeId: employee.id, roleId, workload } },
      {
        onSuccess: (a) => {
          toast.success(
            t('assign.toast.assigned', { name: a.employee.name, project: a.project.name, role: a.role.name }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={t('assign.title', { name: employee.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('assign.intro', { project: project.name })}
          </Text>
          {assign.error && <FormAlert>{errorMessage(assign.error)}</FormAlert>}
          <Select
            label={t('assign.role')}
            data={options}
            value={roleId}
            onChange={setRoleId}
            required
            searchable
            allowDeselect={false}
          />
          {duplicate && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {t(`messages.${DUPLICATE_ASSIGNMENT}`)}
            </Alert>
          )}
          <NumberInput
            label={t('assign.workload')}
            description={t('assign.current', { current })}
            min={1}
            max={MAX_WORKLOAD}
            suffix="%"
            value={workload}
            onChange={(v) => setWorkload(Math.max(1, Math.min(MAX_WORKLOAD, Number(v) || 1)))}
            required
          />
          <Slider
            thumbLabel={t('assign.workload')}
            min={1}
            max={MAX_WORKLOAD}
            value={workload}
            onChange={setWorkload}
            color={over ? 'red' : 'brand'}
          />
          <Text size="sm">{t('assign.total', { total: current + workload })}</Text>
          {over && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {t(`messages.${WORKLOAD_EXCEEDED}`)}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={assign.isPending} disabled={!roleId || over || duplicate}>
              {t('assign.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
