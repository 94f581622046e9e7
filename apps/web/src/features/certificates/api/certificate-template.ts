import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificateTemplate, CertificateTemplateInput } from '@talentpath/contracts/certificates';
import type { Language } from '@talentpath/contracts/constants';
import { API_BASE, api } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';
import { getAccessToken, getCurrentRole } from '../../../lib/storage';

// A course's certificate template (issue 25, ADR 0067): its owner and admins read and save it, upload or remove its
// signature and logo, and preview a sample certificate drawn with the template being edited.

const templatePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/certificate-template`;
export const templateKey = (courseId: string) => ['certificates', 'template', courseId] as const;
export type TemplateImage = 'signature' | 'logo';

/** GET /courses/{id}/certificate-template: the defaults when none was saved. */
export const useCertificateTemplate = (courseId: string) =>
  useQuery({
    queryKey: templateKey(courseId),
    queryFn: ({ signal }) => api.get<CertificateTemplate>(templatePath(courseId), { signal }),
  });

/** PUT /courses/{id}/certificate-template: answers the template as saved. */
export function useSaveCertificateTemplate(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateTemplateInput) => api.put<CertificateTemplate>(templatePath(courseId), body),
    onSuccess: (saved) => queryClient.setQueryData(templateKey(courseId), saved),
  });
}

/** PUT (a file) or DELETE (null) /courses/{id}/certificate-template/{signature|logo}: saved at once. */
export function useReplaceTemplateImage(courseId: string, which: TemplateImage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      const path = `${templatePath(courseId)}/${which}`;
      if (!file) return api.delete<CertificateTemplate>(path);
      const form = new FormData();
      form.append('file', file);
      return api.upload<CertificateTemplate>(path, form, { method: 'PUT' });
    },
    // Only the images: the form's fields being edited are not the cache's to overwrite.
    onSuccess: (saved) =>
      queryClient.setQueryData<CertificateTemplate>(templateKey(courseId), (old) =>
        old
          ? {
              ...old,
              signatureUrl: saved.signatureUrl,
              logoUrl: saved.logoUrl,
              organizationLogo: saved.organizationLogo,
            }
          : saved,
      ),
  });
}

/**
 * POST /courses/{id}/certificate-template/preview: a sample certificate drawn with `template` (not saved) and the
 * saved images, as a PDF. Fetched with the session's token (an <iframe> cannot send it), for an object URL.
 */
export async function fetchTemplatePreview(
  courseId: string,
  template: CertificateTemplateInput,
  language: Language,
  signal: AbortSignal,
): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'application/pdf', 'Content-Type': 'application/json' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const role = getCurrentRole();
  if (role) headers['X-Active-Role'] = role;
  const response = await fetch(`${API_BASE}${templatePath(courseId)}/preview?language=${language}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(template),
    signal,
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    throw toApiError(response.status, body, response.headers.get('Retry-After'));
  }
  return response.blob();
}
