// Query keys of workforce planning (issue 10). Every key starts with 'workforce': a change refetches what it
// touches by invalidating that prefix (the cache is dropped anyway when the role or the user changes).
export const workforceKeys = {
  all: ['workforce'] as const,
  projects: (params: object) => ['workforce', 'projects', params] as const,
  project: (id: string | null) => ['workforce', 'project', id] as const,
  roles: (params: object) => ['workforce', 'roles', params] as const,
  technologies: ['workforce', 'technologies'] as const,
  employees: (params: object) => ['workforce', 'employees', params] as const,
  capacity: (params: object) => ['workforce', 'capacity', params] as const,
  dashboard: ['workforce', 'dashboard'] as const,
  mine: ['workforce', 'mine'] as const,
  skillGaps: (projectId: string) => ['workforce', 'skill-gaps', projectId] as const,
  suggestion: (projectId: string | null, workload: number) => ['workforce', 'suggestion', projectId, workload] as const,
};
