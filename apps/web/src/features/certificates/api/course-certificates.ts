import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Certificate,
  CertificateList,
  CertificateSettings,
  CertificateSettingsRequest,
  RevokeCertificateRequest,
} from '@talentpath/contracts/certificates';
import type { Course } from '@talentpath/contracts/courses';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { downloadFile } from '../../../lib/download';
import { currentLanguage } from '../../../lib/i18n';
import { certificateKeys } from './certificates';

// The course owner's side of certificates (issue 25): every certificate of one course, how long they are valid,
// and revoking one. The owner and admins; anyone else gets 403 COURSE_NOT_OWNER, or 404 for a course they may
// not see.

const coursePath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}`;

/** GET /courses/{id}/certificates: every certificate of the course, newest first, each with its status today. */
export const useCourseCertificates = (courseId: string | null) =>
  useQuery({
    queryKey: certificateKeys.ofCourse(courseId ?? ''),
    queryFn: ({ signal }) => api.get<CertificateList>(`${coursePath(courseId ?? '')}/certificates`, { signal }),
    enabled: courseId !== null,
  });

/**
 * GET /courses/{id}: only for the course's title, where no certificate names it yet (the learning feature reads
 * courses its own way; this page needs no more than the title).
 */
export const useCourseTitle = (courseId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: certificateKeys.courseTitle(courseId ?? ''),
    queryFn: ({ signal }) => api.get<Pick<Course, 'id' | 'title'>>(coursePath(courseId ?? ''), { signal }),
    select: (course) => course.title,
    enabled: courseId !== null && enabled,
  });

/**
 * GET /courses/{id}/certificate-settings: how long the course's certificates are valid (null: for ever), and whether
 * one is issued only once every quiz is passed (not changed here).
 */
export const useCertificateSettings = (courseId: string | null) =>
  useQuery({
    queryKey: certificateKeys.settings(courseId ?? ''),
    queryFn: ({ signal }) =>
      api.get<CertificateSettings>(`${coursePath(courseId ?? '')}/certificate-settings`, { signal }),
    enabled: courseId !== null,
  });

/**
 * PUT /courses/{id}/certificate-settings {validMonths}: for certificates issued from now on (those issued keep their
 * expiry); answers the settings.
 */
export function useSaveCertificateSettings(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateSettingsRequest) =>
      api.put<CertificateSettings>(`${coursePath(courseId)}/certificate-settings`, body),
    onSuccess: (settings) => queryClient.setQueryData(certificateKeys.settings(courseId), settings),
  });
}

type Revocation = { certificate: Certificate; body: RevokeCertificateRequest };

/**
 * POST /certificates/{id}/revoke {reason}: answers the certificate, revoked; the course's list shows it at once.
 * 409 CERTIFICATE_REVOKED when someone revoked it first.
 */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificate, body }: Revocation) =>
      api.post<Certificate>(`/certificates/${encodeURIComponent(certificate.id)}/revoke`, body),
    onSuccess: (revoked) => {
      queryClient.setQueryData<CertificateList>(certificateKeys.ofCourse(revoked.course.id), (list) =>
        list ? { items: list.items.map((c) => (c.id === revoked.id ? revoked : c)) } : list,
      );
      queryClient.setQueryData(certificateKeys.one(revoked.id), revoked);
    },
    onError: (error, { certificate }) => {
      // Revoked by someone else first: read the list again, to show that revocation and its reason.
      if (error instanceof ApiError && error.code === 'CERTIFICATE_REVOKED')
        void queryClient.invalidateQueries({ queryKey: certificateKeys.ofCourse(certificate.course.id), exact: true });
    },
  });
}

/**
 * GET /courses/{id}/certificates/zip: every certificate of the course as a PDF (in the reader's language) in one
 * zip, made while it downloads; saved as the server names it.
 */
export const downloadCourseCertificatesZip = (courseId: string) =>
  downloadFile(
    `${coursePath(courseId)}/certificates/zip?language=${currentLanguage()}`,
    'certificates.zip',
    'application/zip',
  );
