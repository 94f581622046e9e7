import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@talentpath/contracts/paging';
import type { EMPLOYEE_AVAILABILITY, Employee } from '@talentpath/contracts/staffing';
import { api } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { workforceKeys } from './query-keys';

export type EmployeeListParams = {
  searchTerm?: string;
  availability?: (typeof EMPLOYEE_AVAILABILITY)[number];
  technologyIds?: string[];
  projectId?: string;
  match?: boolean;
  pageNumber?: number;
  pageSize?: number;
};

/** GET /employees: the people to staff, filtered, or ranked for a project (`match`); 50 to a page unless asked. */
export const listEmployees = (params: EmployeeListParams) =>
  api.get<Page<Employee>>(`/employees?${queryString({ pageSize: 50, ...params })}`);

export const employeesQuery = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: workforceKeys.employees(params),
    queryFn: () => listEmployees(params),
    placeholderData: keepPreviousData,
  });

export const useEmployees = (params: EmployeeListParams) => useQuery(employeesQuery(params));
