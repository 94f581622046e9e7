import { API_BASE } from '../../../lib/api-client';
import { queryString } from '../../../lib/list-query';
import { getAccessToken, getCurrentRole } from '../../../lib/storage';
import { toApiError } from '../../../lib/api-error';
import type { EnrolmentListParams } from './list-enrolments';

/**
 * GET /enrolments/export (CSV, the list's filters) and saves it as a file: fetched with the bearer token, then
 * handed to the browser as a download.
 */
export async function exportEnrolments(params: Omit<EnrolmentListParams, 'pageNumber' | 'pageSize'>, fileName: string) {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const role = getCurrentRole();
  if (role) headers['X-Active-Role'] = role;
  const response = await fetch(`${API_BASE}/enrolments/export?${queryString(params)}`, { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw toApiError(response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
