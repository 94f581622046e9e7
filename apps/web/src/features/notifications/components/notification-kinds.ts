import type { ComponentType } from 'react';
import { IconFileImport, IconMail } from '@tabler/icons-react';
import type { NotificationType } from '@talentpath/contracts/notifications';

type Kind = {
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** What it is about, in the admin area (issue 13 gives the other areas' types their own). */
  link: string;
};

/**
 * Each type's icon and link. A contact message opens the inbox (it has no address per message yet), an import
 * the users screen, where the import's report was shown.
 */
export const NOTIFICATION_KINDS: Record<NotificationType, Kind> = {
  'contact-message': { icon: IconMail, link: '/admin/contact-messages' },
  'user-import': { icon: IconFileImport, link: '/admin/manage-users' },
};
