import { useQuery } from '@tanstack/react-query';
import type { Certificate, CertificateList } from '@talentpath/contracts/certificates';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';

// Query keys of certificates. The cache is dropped when the user or the role changes (lib/query-client.ts).
export const certificateKeys = {
  mine: ['certificates', 'mine'] as const,
  one: (id: string) => ['certificates', 'one', id] as const,
  ofCourse: (courseId: string) => ['certificates', 'course', courseId] as const,
  settings: (courseId: string) => ['certificates', 'settings', courseId] as const,
  courseTitle: (courseId: string) => ['certificates', 'course-title', courseId] as const,
};

/** GET /learner/certificates: the caller's own certificates, newest first, each with its status today. */
export const useMyCertificates = () =>
  useQuery({
    queryKey: certificateKeys.mine,
    queryFn: ({ signal }) => api.get<CertificateList>('/learner/certificates', { signal }),
  });

/** GET /certificates/{id}: one certificate (its holder, the course's owner, admins; 404 for anyone else). */
export const useCertificate = (id: string | undefined) =>
  useQuery({
    queryKey: certificateKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<Certificate>(`/certificates/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });

/** GET /certificates/{id}/pdf: the certificate as a PDF in the reader's language, saved as the server names it. */
export const downloadCertificatePdf = (certificate: Pick<Certificate, 'id' | 'code'>) =>
  downloadFile(
    `/certificates/${encodeURIComponent(certificate.id)}/pdf?language=${currentLanguage()}`,
    `certificate-${certificate.code}.pdf`,
    'application/pdf',
  );

/**
 * GET /certificates/{id}/credential: the certificate as a signed Open Badges 3.0 credential (JSON), for a wallet or
 * a verifier; saved as the server names it.
 */
export const downloadCertificateCredential = (certificate: Pick<Certificate, 'id' | 'code'>) =>
  downloadFile(
    `/certificates/${encodeURIComponent(certificate.id)}/credential`,
    `certificate-${certificate.code}.json`,
    'application/vc',
  );
