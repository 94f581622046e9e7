import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsExportFormat } from '@talentpath/contracts/analytics';
import type {
  BenchPage,
  DemandPage,
  LearningToStaffingPage,
  PersonLoadPage,
  ProjectsAtRiskPage,
  UtilisationSeries,
} from '@talentpath/contracts/workforce-analytics';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { queryString } from '../../../lib/list-query';
import { type DayRange, EXPORT_TYPES } from './activity';

// The project manager's dashboard (issue 27): how loaded people were and will be, the bench, demand against supply
// per technology, the projects at risk, and who learned their way into a required technology. The cache is dropped
// when the user or the role changes (lib/query-client.ts).

type Paged<S extends string> = { sort: S; pageNumber: number; pageSize: number };
export type PersonLoadSort = 'load' | '-load' | 'name' | '-name';
export type BenchSort = 'peak' | '-peak' | 'name' | '-name';
export type DemandSort = 'gap' | '-gap' | 'projects' | '-projects' | 'people' | '-people' | 'name' | '-name';
export type RiskSort = 'deadline' | '-deadline' | 'openSlots' | '-openSlots' | 'name' | '-name';
export type LearnedSort = 'at' | '-at' | 'name' | '-name';

/** A week's people: all of them, or only the fully booked (`atLeast`) or the mostly free (`under`). */
export type PersonLoadParams = DayRange & Paged<PersonLoadSort> & { atLeast?: number; under?: number };
export type BenchParams = Paged<BenchSort> & { below: number; weeks: number };
export type DemandParams = Paged<DemandSort>;
export type RisksParams = Paged<RiskSort>;
export type LearnedParams = DayRange & Paged<LearnedSort> & { technologyId?: string };

const BASE = '/project-manager/analytics';

const workforceKeys = {
  utilisation: (range: DayRange) => ['analytics', 'pm-utilisation', range] as const,
  people: (params: PersonLoadParams) => ['analytics', 'pm-utilisation-people', params] as const,
  bench: (params: BenchParams) => ['analytics', 'pm-bench', params] as const,
  demand: (params: DemandParams) => ['analytics', 'pm-demand', params] as const,
  risks: (params: RisksParams) => ['analytics', 'pm-risks', params] as const,
  learned: (params: LearnedParams) => ['analytics', 'pm-learning-to-staffing', params] as const,
};

/** GET /project-manager/analytics/utilisation: a point a week of the range; the chart shown stays while the next loads. */
export const useUtilisation = (range: DayRange, enabled: boolean) =>
  useQuery({
    queryKey: workforceKeys.utilisation(range),
    queryFn: ({ signal }) => api.get<UtilisationSeries>(`${BASE}/utilisation?${queryString(range)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /project-manager/analytics/utilisation/people: the people behind a week's figure; none asked without one. */
export const usePersonLoads = (params: PersonLoadParams | null) =>
  useQuery({
    queryKey: workforceKeys.people(params ?? { from: '', to: '', sort: '-load', pageNumber: 1, pageSize: 0 }),
    queryFn: ({ signal }) =>
      api.get<PersonLoadPage>(`${BASE}/utilisation/people?${queryString(params ?? {})}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });

/** GET /project-manager/analytics/bench: people below a load on every day of the next weeks. */
export const useBench = (params: BenchParams) =>
  useQuery({
    queryKey: workforceKeys.bench(params),
    queryFn: ({ signal }) => api.get<BenchPage>(`${BASE}/bench?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /project-manager/analytics/demand: each technology active projects require, against the people who have it. */
export const useDemand = (params: DemandParams) =>
  useQuery({
    queryKey: workforceKeys.demand(params),
    queryFn: ({ signal }) => api.get<DemandPage>(`${BASE}/demand?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /project-manager/analytics/projects-at-risk: active projects overdue or with open role slots. */
export const useProjectsAtRisk = (params: RisksParams) =>
  useQuery({
    queryKey: workforceKeys.risks(params),
    queryFn: ({ signal }) => api.get<ProjectsAtRiskPage>(`${BASE}/projects-at-risk?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /project-manager/analytics/learning-to-staffing: required technologies first shown by a course; none asked for null. */
export const useLearningToStaffing = (params: LearnedParams | null) =>
  useQuery({
    queryKey: workforceKeys.learned(params ?? { from: '', to: '', sort: '-at', pageNumber: 1, pageSize: 0 }),
    queryFn: ({ signal }) =>
      api.get<LearningToStaffingPage>(`${BASE}/learning-to-staffing?${queryString(params ?? {})}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });

/** Every week's figures of the range as a file (GET /project-manager/analytics/utilisation/export). */
export const downloadUtilisation = (range: DayRange, format: AnalyticsExportFormat) =>
  downloadFile(
    `${BASE}/utilisation/export?${queryString({ ...range, format })}`,
    `utilization-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );

/** Every technology's demand and supply, in the table's order, as a file (GET …/demand/export). */
export const downloadDemand = (sort: DemandSort, format: AnalyticsExportFormat) =>
  downloadFile(`${BASE}/demand/export?${queryString({ sort, format })}`, `demand.${format}`, EXPORT_TYPES[format]);

/** Everyone who learned a required technology in the range, as a file (GET …/learning-to-staffing/export). */
export const downloadLearningToStaffing = (range: DayRange, format: AnalyticsExportFormat) =>
  downloadFile(
    `${BASE}/learning-to-staffing/export?${queryString({ ...range, format })}`,
    `learning-to-staffing-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );
