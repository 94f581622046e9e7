import type { MyBadge } from '@talentpath/contracts/recognition';
import { downloadFile } from '../../../lib/download';

/**
 * GET /me/badges/{id}/credential: a badge the caller holds as a signed Open Badges 3.0 credential (JSON), for a
 * wallet or a verifier; saved as the server names it.
 */
export const downloadBadgeCredential = (badge: Pick<MyBadge, 'id' | 'name'>) =>
  downloadFile(
    `/me/badges/${encodeURIComponent(badge.id)}/credential`,
    `badge-${badge.name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.json`,
    'application/vc',
  );
