import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearnerProject } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { workforceKeys } from './query-keys';

export type MyProjects = { items: LearnerProject[]; workload: number };

/** GET /learner/projects: the signed-in learner's own assignments and their workload today. */
export const listMyProjects = () => api.get<MyProjects>('/learner/projects');

export const myProjectsQuery = () => queryOptions({ queryKey: workforceKeys.mine, queryFn: listMyProjects });

export const useMyProjects = () => useQuery(myProjectsQuery());
