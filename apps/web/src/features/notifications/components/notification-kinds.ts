import type { ComponentType } from 'react';
import {
  IconBook,
  IconCircleCheck,
  IconWritingSign,
  IconBriefcase,
  IconBriefcaseOff,
  IconCalendarDue,
  IconClipboardCheck,
  IconFileImport,
  IconKey,
  IconMail,
  IconAlertTriangle,
  IconSchool,
  IconThumbUp,
  IconCertificate,
  IconCertificateOff,
} from '@tabler/icons-react';
import type { NotificationType } from '@talentpath/contracts/notifications';

/** Each type's icon (where it leads is the contracts' notificationLink). */
export const NOTIFICATION_ICONS: Record<NotificationType, ComponentType<{ size?: number; stroke?: number }>> = {
  'contact-message': IconMail,
  'user-import': IconFileImport,
  'course-assigned': IconBook,
  'course-due-soon': IconCalendarDue,
  'quiz-graded': IconClipboardCheck,
  'assignment-created': IconBriefcase,
  'assignment-removed': IconBriefcaseOff,
  'project-overdue': IconAlertTriangle,
  'course-completed': IconCircleCheck,
  'quiz-needs-grading': IconWritingSign,
  'password-changed': IconKey,
  'course-recommended': IconSchool,
  'endorsement-requested': IconThumbUp,
  'certificate-issued': IconCertificate,
  'certificate-expiring': IconCertificateOff,
};
