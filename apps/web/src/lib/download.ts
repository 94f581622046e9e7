import { API_BASE } from './api-client';
import { toApiError } from './api-error';
import { getAccessToken, getCurrentRole } from './storage';

/**
 * GET a file from the API (a CSV export, say), or POST `body` as JSON for one (a CV), and save it: fetched with the
 * bearer token and role, then handed to the browser as a download named `fileName`. An error status throws the
 * server's error, as the API client does.
 */
export async function downloadFile(path: string, fileName: string, accept = 'text/csv', body?: unknown): Promise<void> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const role = getCurrentRole();
  if (role) headers['X-Active-Role'] = role;
  const response = await fetch(
    `${API_BASE}${path}`,
    body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
  );
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw toApiError(response.status, body, response.headers.get('Retry-After'));
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
