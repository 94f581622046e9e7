import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MyBadge } from '@talentpath/contracts/recognition';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { downloadBadgeCredential } from '../api/download-badge-credential';

/** Downloads an earned badge as a signed Open Badges credential (for a wallet, or to show an employer). */
export function BadgeCredentialButton({ badge }: { badge: MyBadge }) {
  const { t } = useTranslation('recognition');
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await downloadBadgeCredential(badge);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconFileDownload size={16} aria-hidden />}
      loading={pending}
      onClick={() => void run()}
      aria-label={t('badges.credentialName', { name: badge.name })}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('badges.credential')}
    </Button>
  );
}
