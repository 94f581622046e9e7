import { useQuery } from '@tanstack/react-query';
import type { VerifiedCertificate } from '@talentpath/contracts/certificates';
import { api } from '../../../lib/api-client';

// The public verification page's one call, in a file of its own: the page is a public route, so what it loads
// counts towards the first visit's preload list (bench:size).

/** GET /verify/{code} (public, no sign-in): what anyone holding the code may know of the certificate. */
export const useVerifiedCertificate = (code: string | null) =>
  useQuery({
    queryKey: ['certificates', 'verify', code ?? ''] as const,
    queryFn: ({ signal }) => api.get<VerifiedCertificate>(`/verify/${encodeURIComponent(code ?? '')}`, { signal }),
    enabled: code !== null,
  });
