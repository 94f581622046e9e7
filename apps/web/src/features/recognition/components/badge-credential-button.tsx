import { useTranslation } from 'react-i18next';
import type { MyBadge } from '@talentpath/contracts/recognition';
import { DownloadButton } from '../../../components/ui/download-button';
import { downloadBadgeCredential } from '../api/download-badge-credential';

/** Downloads an earned badge as a signed Open Badges credential (for a wallet, or to show an employer). */
export function BadgeCredentialButton({ badge }: { badge: MyBadge }) {
  const { t } = useTranslation('recognition');
  return (
    <DownloadButton
      size="compact-sm"
      variant="light"
      style={{ alignSelf: 'flex-start' }}
      label={t('badges.credential')}
      name={t('badges.credentialName', { name: badge.name })}
      download={() => downloadBadgeCredential(badge)}
    />
  );
}
