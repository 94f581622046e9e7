import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CertificateStatus } from '@talentpath/contracts/certificates';

const COLOR: Record<Exclude<CertificateStatus, 'revoked'>, string> = { valid: 'green', expired: 'gray' };

/**
 * A certificate's status: valid (green) or expired (gray) as a colored dot beside dark text, as the other status
 * badges (a light badge's colored text misses 4.5:1); revoked filled red, as it is what a reader must not miss.
 */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation('certificates');
  return status === 'revoked' ? (
    <Badge color="red.9" variant="filled">
      {t('status.revoked')}
    </Badge>
  ) : (
    <Badge color={COLOR[status]} variant="dot" c="dark.7">
      {t(`status.${status}`)}
    </Badge>
  );
}
