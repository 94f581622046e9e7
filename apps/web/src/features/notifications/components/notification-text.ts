import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@talentpath/contracts/notifications';
import { formatDay } from '../../../lib/format-date-time';

const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };

/** 85 → '85%' / '85 %' (a score or a workload, 0–100). */
const percent = (value: number, language: string) =>
  new Intl.NumberFormat(LOCALES[language] ?? language, { style: 'percent', maximumFractionDigits: 1 }).format(
    value / 100,
  );

/** What a notification says, in the chosen language, with its data written in (names, dates, scores). */
export function useNotificationText(): (n: Notification) => string {
  const { t, i18n } = useTranslation('notifications');
  return (n) => textOf(n, t, i18n.language);
}

function textOf(n: Notification, t: TFunction<'notifications'>, language: string): string {
  switch (n.type) {
    case 'contact-message':
      return t('types.contact-message.text', { name: n.data.name, subject: n.data.subject });
    case 'user-import':
      return t('types.user-import.text', { created: n.data.created, rejected: n.data.rejected });
    case 'course-assigned':
      return n.data.dueDate
        ? t('types.course-assigned.textDue', {
            course: n.data.courseTitle,
            dueDate: formatDay(n.data.dueDate, language),
          })
        : t('types.course-assigned.text', { course: n.data.courseTitle });
    case 'course-due-soon':
      return n.data.daysLeft === 0
        ? t('types.course-due-soon.textToday', { course: n.data.courseTitle })
        : t('types.course-due-soon.text', {
            course: n.data.courseTitle,
            count: n.data.daysLeft,
            dueDate: formatDay(n.data.dueDate, language),
          });
    case 'course-overdue':
      return t('types.course-overdue.text', {
        course: n.data.courseTitle,
        dueDate: formatDay(n.data.dueDate, language),
      });
    case 'quiz-graded':
      return t(n.data.passed ? 'types.quiz-graded.textPassed' : 'types.quiz-graded.textFailed', {
        quiz: n.data.quizTitle,
        percent: percent(n.data.percent, language),
      });
    case 'assignment-created':
    case 'assignment-removed':
      return t(`types.${n.type}.text`, {
        project: n.data.projectName,
        role: n.data.roleName,
        workload: percent(n.data.workload, language),
      });
    case 'project-overdue':
      return t('types.project-overdue.text', {
        project: n.data.projectName,
        deadline: formatDay(n.data.deadline, language),
      });
    case 'course-completed':
      return t('types.course-completed.text', { learner: n.data.learnerName, course: n.data.courseTitle });
    case 'quiz-needs-grading':
      return t('types.quiz-needs-grading.text', { learner: n.data.learnerName, quiz: n.data.quizTitle });
    case 'password-changed':
      return t(n.data.how === 'reset' ? 'types.password-changed.textReset' : 'types.password-changed.textChanged');
    case 'course-recommended':
      return t('types.course-recommended.text', {
        manager: n.data.managerName,
        course: n.data.courseTitle,
        project: n.data.projectName,
      });
    case 'endorsement-requested':
      return t('types.endorsement-requested.text', { person: n.data.personName, technology: n.data.technologyName });
    case 'certificate-issued':
      return t('types.certificate-issued.text', { course: n.data.courseTitle });
    case 'certificate-expiring':
      return t('types.certificate-expiring.text', {
        course: n.data.courseTitle,
        count: n.data.daysLeft,
        date: formatDay(n.data.expiresOn, language),
      });
    case 'badge-earned':
      return t('types.badge-earned.text', { badge: n.data.badgeName });
    case 'level-reached':
      return t('types.level-reached.text', { level: n.data.level, levelName: n.data.levelName });
    case 'redemption-fulfilled':
      return t('types.redemption-fulfilled.text', { reward: n.data.rewardName });
    case 'redemption-rejected':
      return n.data.reason
        ? t('types.redemption-rejected.text', { reward: n.data.rewardName, reason: n.data.reason })
        : t('types.redemption-rejected.textNoReason', { reward: n.data.rewardName });
    case 'forum-reply':
    case 'forum-mention':
      return t(`types.${n.type}.text`, { author: n.data.authorName, thread: n.data.threadTitle });
  }
}
