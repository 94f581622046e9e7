import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AnalyticsExportFormat,
  AnalyticsInterval,
  CertificateKind,
  CertificateListPage,
  CertificateSeries,
  CompletionReport,
  SkillCoveragePage,
  SkillHoldersPage,
} from '@talentpath/contracts/analytics';
import type { EnrolmentPage, EnrolmentStatus } from '@talentpath/contracts/enrolments';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { queryString } from '../../../lib/list-query';
import { type DayRange, EXPORT_TYPES } from './activity';

// What learning came to (issue 27): completion by category and course, certificates over time, skill coverage,
// and the lists behind them. The cache is dropped when the user or the role changes (lib/query-client.ts).

type Paged<S extends string> = { sort: S; pageNumber: number; pageSize: number };
export type EnrolmentsSort =
  | 'learner'
  | '-learner'
  | 'course'
  | '-course'
  | 'enrolledAt'
  | '-enrolledAt'
  | 'dueDate'
  | '-dueDate'
  | 'progress'
  | '-progress';
/**
 * The enrolments behind a figure: begun in a range (none: any time), of a category or course, by status, started
 * (true only) or past a lesson (a course funnel's step).
 */
export type EnrolmentsParams = Partial<{
  enrolledFrom: string;
  enrolledTo: string;
  categoryId: string;
  courseId: string;
  status: EnrolmentStatus;
  started: true;
  lessonCompleted: string;
}> &
  Paged<EnrolmentsSort>;
export type CertificateSort = 'day' | '-day' | 'name' | '-name' | 'course' | '-course';
export type CertificateParams = DayRange & { kind: CertificateKind } & Paged<CertificateSort>;
export type SkillCoverageSort = 'people' | '-people' | 'verified' | '-verified' | 'name' | '-name';
export type SkillHoldersSort = 'level' | '-level' | 'name' | '-name';
export type SkillHoldersParams = { technologyId: string; level?: number; verified?: boolean } & Paged<SkillHoldersSort>;

const outcomeKeys = {
  completion: (range: DayRange) => ['analytics', 'completion', range] as const,
  enrolments: (params: EnrolmentsParams) => ['analytics', 'enrolments', params] as const,
  certificates: (range: DayRange, interval: AnalyticsInterval) =>
    ['analytics', 'certificates', range, interval] as const,
  certificateList: (params: CertificateParams) => ['analytics', 'certificate-list', params] as const,
  skills: (params: Paged<SkillCoverageSort>) => ['analytics', 'skills', params] as const,
  skillHolders: (params: SkillHoldersParams) => ['analytics', 'skill-holders', params] as const,
};

/** GET /admin/analytics/completion: the range's enrolments and how many are completed, by category and course. */
export const useCompletion = (range: DayRange, enabled: boolean) =>
  useQuery({
    queryKey: outcomeKeys.completion(range),
    queryFn: ({ signal }) => api.get<CompletionReport>(`/admin/analytics/completion?${queryString(range)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /enrolments: one page of the enrolments behind a completion figure (or today's overdue ones). */
export const useEnrolmentsBehind = (params: EnrolmentsParams) =>
  useQuery({
    queryKey: outcomeKeys.enrolments(params),
    queryFn: ({ signal }) => api.get<EnrolmentPage>(`/enrolments?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/analytics/certificates: certificates issued and ending per interval of the range. */
export const useCertificateSeries = (range: DayRange, interval: AnalyticsInterval, enabled: boolean) =>
  useQuery({
    queryKey: outcomeKeys.certificates(range, interval),
    queryFn: ({ signal }) =>
      api.get<CertificateSeries>(`/admin/analytics/certificates?${queryString({ ...range, interval })}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /admin/analytics/certificates/list: one page of the certificates behind a figure. */
export const useCertificateList = (params: CertificateParams) =>
  useQuery({
    queryKey: outcomeKeys.certificateList(params),
    queryFn: ({ signal }) =>
      api.get<CertificateListPage>(`/admin/analytics/certificates/list?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/analytics/skills: one page of the technologies, people per level, verified or not. */
export const useSkillCoverage = (params: Paged<SkillCoverageSort>) =>
  useQuery({
    queryKey: outcomeKeys.skills(params),
    queryFn: ({ signal }) => api.get<SkillCoveragePage>(`/admin/analytics/skills?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/analytics/skills/people: one page of the people behind a coverage figure. */
export const useSkillHolders = (params: SkillHoldersParams | null) =>
  useQuery({
    queryKey: outcomeKeys.skillHolders(params ?? { technologyId: '', sort: '-level', pageNumber: 1, pageSize: 0 }),
    queryFn: ({ signal }) =>
      api.get<SkillHoldersPage>(`/admin/analytics/skills/people?${queryString(params ?? {})}`, { signal }),
    placeholderData: keepPreviousData,
    enabled: params !== null,
  });

/** Every course's completion figures of the range as a file (GET /admin/analytics/completion/export). */
export const downloadCompletion = (range: DayRange, format: AnalyticsExportFormat) =>
  downloadFile(
    `/admin/analytics/completion/export?${queryString({ ...range, format })}`,
    `completion-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );

/** The certificates' points as a file (GET /admin/analytics/certificates/export). */
export const downloadCertificates = (range: DayRange, interval: AnalyticsInterval, format: AnalyticsExportFormat) =>
  downloadFile(
    `/admin/analytics/certificates/export?${queryString({ ...range, interval, format })}`,
    `certificates-${range.from}-${range.to}.${format}`,
    EXPORT_TYPES[format],
  );

/** Every technology's coverage as a file (GET /admin/analytics/skills/export). */
export const downloadSkillCoverage = (sort: SkillCoverageSort, format: AnalyticsExportFormat) =>
  downloadFile(
    `/admin/analytics/skills/export?${queryString({ sort, format })}`,
    `skill-coverage.${format}`,
    EXPORT_TYPES[format],
  );
