import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { Project, ProjectInput, ProjectUpdate } from '@talentpath/contracts/projects';
import type { ProjectRole } from '@talentpath/contracts/project-roles';
import type {
  AcceptTeamInput,
  Assignment,
  AssignmentInput,
  CapacityPage,
  Employee,
  LearnerProject,
  ProjectManagerDashboard,
  TeamSuggestion,
} from '@talentpath/contracts/staffing';
import type { Technology } from '@talentpath/contracts/technologies';
import { api } from '../../lib/api-client';
import { queryString as query } from '../../lib/list-query';

// The workforce screens' calls (issue 10). Every key starts with 'workforce', so a change refetches what it touches.

export type ProjectParams = {
  searchTerm?: string;
  group?: 'active' | 'completed';
  sort?: string;
  pageNumber?: number;
  pageSize?: number;
};
export type EmployeeParams = {
  searchTerm?: string;
  availability?: 'available' | 'full';
  technologyIds?: string[];
  projectId?: string;
  match?: boolean;
  pageNumber?: number;
  pageSize?: number;
};

const KEY = 'workforce';
const list = { placeholderData: keepPreviousData };

export const useProjects = (params: ProjectParams) =>
  useQuery({
    queryKey: [KEY, 'projects', params],
    queryFn: () => api.get<Page<Project>>(`/projects?${query({ pageSize: 50, ...params })}`),
    ...list,
  });
export const useProject = (id: string | null) =>
  useQuery({
    queryKey: [KEY, 'project', id],
    queryFn: () => api.get<Project>(`/projects/${id}`),
    enabled: Boolean(id),
  });
export const useRoles = (searchTerm?: string) =>
  useQuery({
    queryKey: [KEY, 'roles', searchTerm ?? ''],
    queryFn: () => api.get<Page<ProjectRole>>(`/project-roles?${query({ pageSize: 100, searchTerm })}`),
    ...list,
  });
export const useActiveTechnologies = () =>
  useQuery({
    queryKey: [KEY, 'technologies'],
    queryFn: () => api.get<Page<Technology>>('/technologies?pageSize=100&status=active'),
  });
export const useEmployees = (params: EmployeeParams) =>
  useQuery({
    queryKey: [KEY, 'employees', params],
    queryFn: () => api.get<Page<Employee>>(`/employees?${query({ pageSize: 50, ...params })}`),
    ...list,
  });
export const useCapacity = (params: { searchTerm?: string; technologyIds?: string[]; pageNumber: number }) =>
  useQuery({
    queryKey: [KEY, 'capacity', params],
    queryFn: () => api.get<CapacityPage>(`/capacity?${query({ pageSize: 25, ...params })}`),
    ...list,
  });
export const useDashboard = () =>
  useQuery({
    queryKey: [KEY, 'dashboard'],
    queryFn: () => api.get<ProjectManagerDashboard>('/project-manager/dashboard'),
    retry: false,
  });
export const useLearnerProjects = () =>
  useQuery({
    queryKey: [KEY, 'mine'],
    queryFn: () => api.get<{ items: LearnerProject[]; workload: number }>('/learner/projects'),
  });
export const useTeamSuggestion = (projectId: string | null, workload: number) =>
  useQuery({
    queryKey: [KEY, 'suggestion', projectId, workload],
    queryFn: () => api.get<TeamSuggestion>(`/projects/${projectId}/team-suggestion?workload=${workload}`),
    enabled: Boolean(projectId),
    gcTime: 0,
  });

/** A change: refetches everything of workforce planning when it succeeds (lists, workloads, fills, the dashboard). */
function useChange<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

export const useSaveProject = () =>
  useChange(({ id, body }: { id?: string; body: ProjectInput | ProjectUpdate }) =>
    id ? api.put<Project>(`/projects/${id}`, body) : api.post<Project>('/projects', body),
  );
export const useDeleteProject = () => useChange((id: string) => api.delete<null>(`/projects/${id}`));
export const useSaveRole = () =>
  useChange(({ id, name }: { id?: string; name: string }) =>
    id ? api.put<ProjectRole>(`/project-roles/${id}`, { name }) : api.post<ProjectRole>('/project-roles', { name }),
  );
export const useDeleteRole = () => useChange((id: string) => api.delete<null>(`/project-roles/${id}`));
export const useAssign = () =>
  useChange(({ projectId, body }: { projectId: string; body: AssignmentInput }) =>
    api.post<Assignment>(`/projects/${projectId}/assignments`, body),
  );
export const useChangeWorkload = () =>
  useChange(({ id, workload }: { id: string; workload: number }) =>
    api.put<Assignment>(`/assignments/${id}`, { workload }),
  );
export const useRemoveAssignment = () => useChange((id: string) => api.delete<null>(`/assignments/${id}`));
export const useAcceptTeam = () =>
  useChange(({ projectId, body }: { projectId: string; body: AcceptTeamInput }) =>
    api.post<{ items: Assignment[] }>(`/projects/${projectId}/team-suggestion`, body),
  );
