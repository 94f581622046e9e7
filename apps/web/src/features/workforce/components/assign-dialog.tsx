import { useState } from 'react';
import { Alert, NumberInput, Select, Slider, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@talentpath/contracts/projects';
import { assignmentInput, type Employee } from '@talentpath/contracts/staffing';
import { DUPLICATE_ASSIGNMENT, MAX_WORKLOAD, WORKLOAD_EXCEEDED } from '@talentpath/contracts/workforce-messages';
import { peakLoad } from '@talentpath/contracts/workload';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useAssignEmployee } from '../api/assign-employee';
import { useProjectRoles } from '../api/list-project-roles';
import { assignDefaults } from '../assign-defaults';

const clampWorkload = (value: number) => Math.max(1, Math.min(MAX_WORKLOAD, Math.round(value) || 1));

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
  // Mounted while closed, and showing the last person while it closes: Mantine gives focus back to the Assign
  // button that opened it when `opened` turns false, which a dialog taken away at once never sees (focus was lost).
  const [last, setLast] = useState(employee);
  if (employee && employee !== last) setLast(employee);
  const person = employee ?? last;
  return (
    <AppModal
      opened={employee !== null}
      onClose={onClose}
      title={person ? t('assign.title', { name: person.name }) : ''}
    >
      {person && <AssignForm key={person.id} project={project} employee={person} onDone={onClose} />}
    </AppModal>
  );
}

function AssignForm({ project, employee, onDone }: { project: Project; employee: Employee; onDone: () => void }) {
  const { t } = useTranslation('workforce');
  const roles = useProjectRoles();
  const assign = useAssignEmployee();
  const form = useAppForm({
    schema: assignmentInput,
    initialValues: assignDefaults(project, employee),
    fieldCodes: { WORKLOAD_EXCEEDED: 'workload', DUPLICATE_ASSIGNMENT: 'roleId' },
  });
  const { roleId, workload } = form.values;

  // Warnings shown as the values change; either keeps the dialog from sending (the server would refuse it).
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

  const submit = form.onSubmit((body) => {
    if (over || duplicate) return;
    assign.mutate(
      { projectId: project.id, body },
      {
        onSuccess: (a) => {
          toast.success(
            t('assign.toast.assigned', { name: a.employee.name, project: a.project.name, role: a.role.name }),
          );
          onDone();
        },
        onError: (error) => form.fail(error),
      },
    );
  });

  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={assign.isPending}
      cancelLabel={t('cancel')}
      submitLabel={t('assign.submit')}
      onCancel={onDone}
      canSubmit={Boolean(roleId) && !over && !duplicate}
    >
      <Text size="sm" c="dimmed">
        {t('assign.intro', { project: project.name })}
      </Text>
      <Select
        label={t('assign.role')}
        data={options}
        required
        searchable
        allowDeselect={false}
        {...form.getInputProps('roleId')}
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
        required
        {...form.getInputProps('workload')}
        onChange={(v) => form.setFieldValue('workload', clampWorkload(Number(v)))}
      />
      <Slider
        thumbLabel={t('assign.workload')}
        min={1}
        max={MAX_WORKLOAD}
        value={workload}
        onChange={(v) => form.setFieldValue('workload', v)}
        color={over ? 'red' : 'brand'}
      />
      <Text size="sm">{t('assign.total', { total: current + workload })}</Text>
      {over && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t(`messages.${WORKLOAD_EXCEEDED}`)}
        </Alert>
      )}
    </ModalForm>
  );
}
