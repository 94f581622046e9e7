import { useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@talentpath/contracts/staffing';
import { SELECT_PROJECT_FIRST } from '@talentpath/contracts/workforce-messages';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { toast } from '../../../lib/toast';
import { useProject } from '../api/get-project';
import { AssignDialog } from '../components/assign-dialog';
import { EmployeePanel, useEmployeeList } from '../components/assign/employee-panel';
import { ProjectPanel } from '../components/assign/project-panel';
import { SelectedProject } from '../components/assign/selected-project';
import { SuggestTeamModal } from '../components/suggest-team-modal';

/** /project-manager/employee-assign: projects on the left, employees on the right (spec §2, §5, §8). */
export function EmployeeAssignPage() {
  const { t } = useTranslation('workforce');
  usePageTitle(t('assign.pageTitle'));
  const people = useEmployeeList();
  const selectedId = people.filters.projectId;
  const selected = useProject(selectedId ?? null);
  const project = selected.data ?? null;
  const [assigning, setAssigning] = useState<Employee | null>(null);
  const [suggesting, setSuggesting] = useState(false);

  // Selecting the selected project again unselects it.
  const selectProject = (id: string) => people.setFilters({ projectId: id === selectedId ? undefined : id });
  const chooseEmployee = (employee: Employee) => {
    if (!project) {
      toast.error(t(`messages.${SELECT_PROJECT_FIRST}`));
      return;
    }
    setAssigning(employee);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('assign.pageTitle')} text={t('assign.pageIntro')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ProjectPanel selectedId={selectedId} onSelect={selectProject}>
            {project && <SelectedProject project={project} onSuggest={() => setSuggesting(true)} />}
          </ProjectPanel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <EmployeePanel list={people} project={project} onAssign={chooseEmployee} />
        </Grid.Col>
      </Grid>
      {project && <AssignDialog project={project} employee={assigning} onClose={() => setAssigning(null)} />}
      {project && suggesting && <SuggestTeamModal project={project} onClose={() => setSuggesting(false)} />}
    </Stack>
  );
}
