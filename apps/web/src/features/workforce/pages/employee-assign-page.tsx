import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSparkles, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Project } from '@talentpath/contracts/projects';
import type { Employee } from '@talentpath/contracts/staffing';
import { NO_MATCHING_EMPLOYEES, SELECT_PROJECT_FIRST } from '@talentpath/contracts/workforce-messages';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, QueryError } from '../../../components/ui/query-states';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { formatDay } from '../../../lib/format-date-time';
import { errorMessage } from '../../../lib/error-message';
import { useSignedInSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { useActiveTechnologies } from '../api/list-active-technologies';
import { useChangeWorkload } from '../api/change-workload';
import { useEmployees } from '../api/list-employees';
import { useProject } from '../api/get-project';
import { useProjects } from '../api/list-projects';
import { useRemoveAssignment } from '../api/remove-assignment';
import { availabilityLabel } from '../availability';
import { AssignDialog } from '../components/assign-dialog';
import { ProjectStatusBadges } from '../components/status-badges';
import { SuggestTeamModal } from '../components/suggest-team-modal';
import classes from './employee-assign-page.module.css';

type StatusGroup = 'all' | 'active' | 'completed';
type DeadlineSort = 'nearest' | 'furthest' | 'none';
const SORT: Record<DeadlineSort, string> = { nearest: 'deadline', furthest: '-deadline', none: 'name' };

/** /project-manager/employee-assign: projects on the left, employees on the right (spec §2, §5, §8). */
export function EmployeeAssignPage() {
  const { t } = useTranslation('workforce');
  usePageTitle(t('assign.pageTitle'));
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('projectId');
  const selectProject = (id: string) => setParams(id === selectedId ? {} : { projectId: id }, { replace: true });

  // Projects
  const [projectSearch, setProjectSearch] = useState('');
  const [projectTerm] = useDebouncedValue(projectSearch.trim(), 300);
  const [group, setGroup] = useState<StatusGroup>('active');
  const [deadlineSort, setDeadlineSort] = useState<DeadlineSort>('nearest');
  const projects = useProjects({
    searchTerm: projectTerm,
    group: group === 'all' ? undefined : group,
    sort: SORT[deadlineSort],
  });
  const selected = useProject(selectedId);
  const project = selected.data ?? null;

  // Employees
  const [match, setMatch] = useState(false);
  const [technologyIds, setTechnologyIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), 300);
  const [availability, setAvailability] = useState<'all' | 'available' | 'full'>('all');
  const technologies = useActiveTechnologies();
  const matching = match && Boolean(project);
  const employees = useEmployees({
    searchTerm,
    availability: availability === 'all' ? undefined : availability,
    technologyIds: match ? undefined : technologyIds,
    projectId: matching ? project!.id : undefined,
    match: matching || undefined,
  });

  const [assigning, setAssigning] = useState<Employee | null>(null);
  const [suggesting, setSuggesting] = useState(false);

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
          <Stack gap="sm" component="section" aria-labelledby="projects-heading">
            <Title order={2} size="h3" id="projects-heading">
              {t('assign.projects')}
            </Title>
            <TextInput
              label={t('projects.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={projectSearch}
              onChange={(e) => setProjectSearch(e.currentTarget.value)}
            />
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="assign-group-label">
                  {t('filter.status')}
                </Text>
                <SegmentedControl
                  aria-labelledby="assign-group-label"
                  size="xs"
                  value={group}
                  onChange={(v) => setGroup(v as StatusGroup)}
                  data={[
                    { value: 'all', label: t('filter.all') },
                    { value: 'active', label: t('filter.active') },
                    { value: 'completed', label: t('filter.completed') },
                  ]}
                />
              </Stack>
              <Select
                w={190}
                size="xs"
                label={t('assign.sortByDeadline')}
                value={deadlineSort}
                onChange={(v) => v && setDeadlineSort(v as DeadlineSort)}
                allowDeselect={false}
                data={[
                  { value: 'nearest', label: t('sort.nearest') },
                  { value: 'furthest', label: t('sort.furthest') },
                  { value: 'none', label: t('sort.none') },
                ]}
              />
            </Group>
            {projects.isError ? (
              <QueryError error={projects.error} onRetry={() => void projects.refetch()} />
            ) : projects.data?.items.length === 0 ? (
              <EmptyState title={t('projects.noMatch')} />
            ) : (
              <Stack gap="xs" className={classes.scroll}>
                {!projects.data && <Skeleton h={160} />}
                {projects.data?.items.map((p) => (
                  <ProjectCard
                    key={p.id}
                    project={p}
                    selected={p.id === selectedId}
                    onSelect={() => selectProject(p.id)}
                  />
                ))}
              </Stack>
            )}
            {project && <SelectedProject project={project} onSuggest={() => setSuggesting(true)} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm" component="section" aria-labelledby="employees-heading">
            <Title order={2} size="h3" id="employees-heading">
              {t('assign.employees')}
            </Title>
            {!project && (
              <Alert variant="light" color="brand">
                {t(`messages.${SELECT_PROJECT_FIRST}`)}
              </Alert>
            )}
            <Group gap="md" align="flex-end" wrap="wrap">
              <Switch
                label={t('assign.matchTechnologies')}
                description={
                  technologyIds.length > 0
                    ? t('assign.matchBlocked')
                    : !project
                      ? t('assign.matchNeedsProject')
                      : t('assign.matchHint')
                }
                checked={match}
                disabled={technologyIds.length > 0}
                onChange={(e) => {
                  if (e.currentTarget.checked && !project) toast.error(t(`messages.${SELECT_PROJECT_FIRST}`));
                  setMatch(e.currentTarget.checked);
                }}
              />
              <MultiSelect
                style={{ flex: '1 1 220px' }}
                label={t('assign.technologies')}
                description={match ? t('assign.customBlocked') : undefined}
                placeholder={technologyIds.length ? undefined : t('assign.anyTechnology')}
                data={(technologies.data?.items ?? []).map((x) => ({ value: x.id, label: x.name }))}
                value={technologyIds}
                onChange={setTechnologyIds}
                disabled={match}
                searchable
                clearable
              />
            </Group>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                style={{ flex: '1 1 220px' }}
                label={t('assign.searchEmployees')}
                placeholder={t('assign.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
              />
              <Select
                w={200}
                label={t('assign.availability')}
                value={availability}
                onChange={(v) => v && setAvailability(v as typeof availability)}
                allowDeselect={false}
                data={[
                  { value: 'all', label: t('filter.all') },
                  { value: 'available', label: t('assign.availableOnly') },
                  { value: 'full', label: t('assign.fullyAllocated') },
                ]}
              />
            </Group>
            {employees.isError ? (
              <QueryError error={employees.error} onRetry={() => void employees.refetch()} />
            ) : employees.data?.items.length === 0 ? (
              <EmptyState title={t(`messages.${NO_MATCHING_EMPLOYEES}`)} />
            ) : (
              <Stack
                gap="xs"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('assign.employees')}
                aria-busy={employees.isFetching}
              >
                {!employees.data && <Skeleton h={200} />}
                {employees.data?.items.map((e) => (
                  <EmployeeCard key={e.id} employee={e} onAssign={() => chooseEmployee(e)} />
                ))}
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {project && <AssignDialog project={project} employee={assigning} onClose={() => setAssigning(null)} />}
      {project && suggesting && <SuggestTeamModal project={project} onClose={() => setSuggesting(false)} />}
    </Stack>
  );
}

function ProjectCard({ project, selected, onSelect }: { project: Project; selected: boolean; onSelect: () => void }) {
  const { t, i18n } = useTranslation('workforce');
  const needed = project.roles.reduce((n, r) => n + r.count, 0);
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={selected}
      className={classes.card}
      data-selected={selected || undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{project.name}</Text>
        <ProjectStatusBadges status={project.status} overdue={project.overdue} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('assign.deadline', { date: formatDay(project.deadline, i18n.language) })} ·{' '}
        {t('projects.teamFill', { count: project.team.length, needed })}
      </Text>
    </UnstyledButton>
  );
}

function SelectedProject({ project, onSuggest }: { project: Project; onSuggest: () => void }) {
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
      </Stack>
    </Paper>
  );
}

function EmployeeCard({ employee: e, onAssign }: { employee: Employee; onAssign: () => void }) {
  const { t } = useTranslation('workforce');
  const color = e.workload >= 100 ? 'red' : e.workload >= 70 ? 'orange' : 'green';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{e.name}</Text>
            <Text size="xs" c="dimmed">
              {t('assign.id', { id: e.id.slice(0, 8) })} · {e.email}
            </Text>
          </div>
          <Button
            size="xs"
            leftSection={<IconUserPlus size={14} aria-hidden />}
            onClick={onAssign}
            aria-label={t('assign.assignLabel', { name: e.name })}
          >
            {t('assign.assign')}
          </Button>
        </Group>
        {e.match && (
          <Group gap={4} aria-label={t('match.why', { name: e.name })}>
            <Badge color="brand">{t('match.score', { score: Math.round(e.match.score) })}</Badge>
            {e.match.matched.map((m) => (
              <Badge key={m.id} color="green" variant="light" c="dark.7">
                {t('match.has', { name: m.name, level: m.level })}
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
            <Badge key={x.id} variant="outline" size="sm" color="gray" c="dark.7">
              {x.name} · {x.level}
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
