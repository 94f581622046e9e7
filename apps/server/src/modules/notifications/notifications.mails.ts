import { areaOfRole } from '@talentpath/contracts/access';
import type { Language } from '@talentpath/contracts/constants';
import {
  NOTIFICATION_AREA,
  type NotificationData,
  type NotificationType,
  notificationLinkIn,
} from '@talentpath/contracts/notifications';
import type { Role } from '@talentpath/contracts/roles';
import { escapeHtml, type MailMessage } from '../../platform/mail.ts';

// A notification by e-mail (ADR 0037): the same words as in the app, in the recipient's language, with a link to
// what it is about and one to the notification settings.

type Text = { subject: string; body: string };
type Texts = { [T in NotificationType]: (data: NotificationData<T>) => Text };

const percent = (value: number) => `${Math.round(value * 100) / 100} %`;

const TEXTS: Record<Language, Texts & { hello: (name: string) => string; open: string; settings: string }> = {
  en: {
    hello: (name) => `Hello ${name},`,
    open: 'Open in TalentPath',
    settings: 'You get this e-mail because of your notification settings. Change them here:',
    'contact-message': (d) => ({
      subject: `New contact message from ${d.name}`,
      body: `A new message arrived through the contact form from ${d.name}: “${d.subject}”.`,
    }),
    'user-import': (d) => ({
      subject: 'User import finished',
      body: `Your user import finished: ${d.created} created, ${d.rejected} rejected.`,
    }),
    'course-assigned': (d) => ({
      subject: `New course assigned: ${d.courseTitle}`,
      body: d.dueDate
        ? `You have been assigned the course “${d.courseTitle}”, due ${d.dueDate}.`
        : `You have been assigned the course “${d.courseTitle}”.`,
    }),
    'course-due-soon': (d) => ({
      subject: `Course due ${d.daysLeft === 0 ? 'today' : `in ${d.daysLeft} ${d.daysLeft === 1 ? 'day' : 'days'}`}: ${d.courseTitle}`,
      body: `The course “${d.courseTitle}” is due ${d.dueDate} and you have not completed it yet.`,
    }),
    'course-overdue': (d) => ({
      subject: `Reminder: ${d.courseTitle} is overdue`,
      body: `The course “${d.courseTitle}” was due on ${d.dueDate} and you have not completed it yet. Your coordinator reminds you to finish it.`,
    }),
    'quiz-graded': (d) => ({
      subject: `Quiz graded: ${d.quizTitle}`,
      body: `Your attempt at “${d.quizTitle}” has been graded: ${percent(d.percent)}, ${d.passed ? 'passed' : 'not passed'}.`,
    }),
    'assignment-created': (d) => ({
      subject: `You are on the project ${d.projectName}`,
      body: `You have been assigned to the project “${d.projectName}” as ${d.roleName} at ${d.workload} % workload.`,
    }),
    'assignment-removed': (d) => ({
      subject: `You are off the project ${d.projectName}`,
      body: `Your assignment to the project “${d.projectName}” as ${d.roleName} has been removed.`,
    }),
    'project-overdue': (d) => ({
      subject: `Project overdue: ${d.projectName}`,
      body: `The project “${d.projectName}” passed its deadline (${d.deadline}) and is still active.`,
    }),
    'course-completed': (d) => ({
      subject: `${d.learnerName} completed ${d.courseTitle}`,
      body: `${d.learnerName} completed your course “${d.courseTitle}”.`,
    }),
    'quiz-needs-grading': (d) => ({
      subject: `An essay to mark: ${d.quizTitle}`,
      body: `${d.learnerName} submitted “${d.quizTitle}” with an answer for you to mark.`,
    }),
    'password-changed': (d) => ({
      subject: 'Your TalentPath password was changed',
      body:
        d.how === 'reset'
          ? 'The password of your TalentPath account was reset through an e-mailed link. If it was not you, reset it again at once and tell your administrator.'
          : 'The password of your TalentPath account was changed. If it was not you, reset it at once and tell your administrator.',
    }),
    'course-recommended': (d) => ({
      subject: `A course for ${d.projectName}: ${d.courseTitle}`,
      body: `${d.managerName} recommends the course “${d.courseTitle}” to you: it teaches a skill the project “${d.projectName}” needs.`,
    }),
    'certificate-issued': (d) => ({
      subject: `Your certificate for ${d.courseTitle}`,
      body: `You completed “${d.courseTitle}” and earned its certificate. Download it, share its verification link, or add it to your LinkedIn profile.`,
    }),
    'certificate-expiring': (d) => ({
      subject: `Your certificate for ${d.courseTitle} ends in ${d.daysLeft} ${d.daysLeft === 1 ? 'day' : 'days'}`,
      body: `Your certificate for “${d.courseTitle}” is valid until ${d.expiresOn}. Take the course again to renew it.`,
    }),
    'endorsement-requested': (d) => ({
      subject: `${d.personName} asks you to endorse ${d.technologyName}`,
      body: `${d.personName} asks you to endorse their skill ${d.technologyName}. If you have seen them use it, endorse it on their profile.`,
    }),
    'badge-earned': (d) => ({
      subject: `You earned the badge ${d.badgeName}`,
      body: `You earned the badge “${d.badgeName}”. See it among your badges and rewards.`,
    }),
    'level-reached': (d) => ({
      subject: `You reached level ${d.level}: ${d.levelName}`,
      body: `Your points took you to level ${d.level}: ${d.levelName}.`,
    }),
    'redemption-fulfilled': (d) => ({
      subject: `Your redemption of ${d.rewardName} has been fulfilled`,
      body: `Your redemption of “${d.rewardName}” has been fulfilled.`,
    }),
    'redemption-rejected': (d) => ({
      subject: `Your redemption of ${d.rewardName} was rejected`,
      body: d.reason
        ? `Your redemption of “${d.rewardName}” was rejected: ${d.reason}. Its points have been given back to you.`
        : `Your redemption of “${d.rewardName}” was rejected. Its points have been given back to you.`,
    }),
    'forum-reply': (d) => ({
      subject: `New post in ${d.threadTitle}`,
      body: `${d.authorName} wrote in “${d.threadTitle}”, which you are watching.`,
    }),
    'forum-mention': (d) => ({
      subject: `${d.authorName} mentioned you in ${d.threadTitle}`,
      body: `${d.authorName} mentioned you in a post in “${d.threadTitle}”.`,
    }),
  },
  no: {
    hello: (name) => `Hei ${name},`,
    open: 'Åpne i TalentPath',
    settings: 'Du får denne e-posten på grunn av varslingsinnstillingene dine. Endre dem her:',
    'contact-message': (d) => ({
      subject: `Ny kontaktmelding fra ${d.name}`,
      body: `En ny melding kom inn via kontaktskjemaet fra ${d.name}: «${d.subject}».`,
    }),
    'user-import': (d) => ({
      subject: 'Brukerimporten er ferdig',
      body: `Brukerimporten din er ferdig: ${d.created} opprettet, ${d.rejected} avvist.`,
    }),
    'course-assigned': (d) => ({
      subject: `Nytt kurs tildelt: ${d.courseTitle}`,
      body: d.dueDate
        ? `Du har fått tildelt kurset «${d.courseTitle}», med frist ${d.dueDate}.`
        : `Du har fått tildelt kurset «${d.courseTitle}».`,
    }),
    'course-due-soon': (d) => ({
      subject: `Kursfrist ${d.daysLeft === 0 ? 'i dag' : `om ${d.daysLeft} ${d.daysLeft === 1 ? 'dag' : 'dager'}`}: ${d.courseTitle}`,
      body: `Kurset «${d.courseTitle}» har frist ${d.dueDate}, og du har ikke fullført det ennå.`,
    }),
    'course-overdue': (d) => ({
      subject: `Påminnelse: fristen for ${d.courseTitle} har gått ut`,
      body: `Kurset «${d.courseTitle}» hadde frist ${d.dueDate}, og du har ikke fullført det ennå. Koordinatoren din minner deg om å fullføre det.`,
    }),
    'quiz-graded': (d) => ({
      subject: `Quiz vurdert: ${d.quizTitle}`,
      body: `Forsøket ditt på «${d.quizTitle}» er vurdert: ${percent(d.percent).replace('.', ',')}, ${d.passed ? 'bestått' : 'ikke bestått'}.`,
    }),
    'assignment-created': (d) => ({
      subject: `Du er med i prosjektet ${d.projectName}`,
      body: `Du er tildelt prosjektet «${d.projectName}» som ${d.roleName} med ${d.workload} % arbeidsmengde.`,
    }),
    'assignment-removed': (d) => ({
      subject: `Du er tatt ut av prosjektet ${d.projectName}`,
      body: `Tildelingen din til prosjektet «${d.projectName}» som ${d.roleName} er fjernet.`,
    }),
    'project-overdue': (d) => ({
      subject: `Prosjektet har passert fristen: ${d.projectName}`,
      body: `Prosjektet «${d.projectName}» passerte fristen (${d.deadline}) og er fortsatt aktivt.`,
    }),
    'course-completed': (d) => ({
      subject: `${d.learnerName} har fullført ${d.courseTitle}`,
      body: `${d.learnerName} har fullført kurset ditt «${d.courseTitle}».`,
    }),
    'quiz-needs-grading': (d) => ({
      subject: `Et essay å vurdere: ${d.quizTitle}`,
      body: `${d.learnerName} har levert «${d.quizTitle}» med et svar du må vurdere.`,
    }),
    'password-changed': (d) => ({
      subject: 'Passordet ditt i TalentPath er endret',
      body:
        d.how === 'reset'
          ? 'Passordet til TalentPath-kontoen din ble tilbakestilt via en lenke på e-post. Var det ikke deg, må du tilbakestille det igjen med en gang og si fra til administratoren din.'
          : 'Passordet til TalentPath-kontoen din ble endret. Var det ikke deg, må du tilbakestille det med en gang og si fra til administratoren din.',
    }),
    'course-recommended': (d) => ({
      subject: `Et kurs for ${d.projectName}: ${d.courseTitle}`,
      body: `${d.managerName} anbefaler deg kurset «${d.courseTitle}»: det lærer bort en ferdighet prosjektet «${d.projectName}» trenger.`,
    }),
    'certificate-issued': (d) => ({
      subject: `Sertifikatet ditt for ${d.courseTitle}`,
      body: `Du har fullført «${d.courseTitle}» og fått sertifikatet. Last det ned, del bekreftelseslenken eller legg det til på LinkedIn-profilen din.`,
    }),
    'certificate-expiring': (d) => ({
      subject: `Sertifikatet ditt for ${d.courseTitle} utløper om ${d.daysLeft} ${d.daysLeft === 1 ? 'dag' : 'dager'}`,
      body: `Sertifikatet ditt for «${d.courseTitle}» er gyldig til ${d.expiresOn}. Ta kurset på nytt for å fornye det.`,
    }),
    'endorsement-requested': (d) => ({
      subject: `${d.personName} ber deg anbefale ${d.technologyName}`,
      body: `${d.personName} ber deg anbefale ferdigheten ${d.technologyName}. Har du sett dem bruke den, kan du anbefale den på profilen deres.`,
    }),
    'badge-earned': (d) => ({
      subject: `Du har fått merket ${d.badgeName}`,
      body: `Du har fått merket «${d.badgeName}». Se det blant merkene og belønningene dine.`,
    }),
    'level-reached': (d) => ({
      subject: `Du har nådd nivå ${d.level}: ${d.levelName}`,
      body: `Poengene dine har tatt deg til nivå ${d.level}: ${d.levelName}.`,
    }),
    'redemption-fulfilled': (d) => ({
      subject: `Innløsningen av ${d.rewardName} er levert`,
      body: `Innløsningen av «${d.rewardName}» er levert.`,
    }),
    'redemption-rejected': (d) => ({
      subject: `Innløsningen av ${d.rewardName} ble avvist`,
      body: d.reason
        ? `Innløsningen av «${d.rewardName}» ble avvist: ${d.reason}. Poengene er gitt tilbake til deg.`
        : `Innløsningen av «${d.rewardName}» ble avvist. Poengene er gitt tilbake til deg.`,
    }),
    'forum-reply': (d) => ({
      subject: `Nytt innlegg i ${d.threadTitle}`,
      body: `${d.authorName} skrev i «${d.threadTitle}», som du følger.`,
    }),
    'forum-mention': (d) => ({
      subject: `${d.authorName} nevnte deg i ${d.threadTitle}`,
      body: `${d.authorName} nevnte deg i et innlegg i «${d.threadTitle}».`,
    }),
  },
};

/** The area a page every area has opens in for this reader: the learner area if they hold it, else their role's. */
const readerArea = (roles: readonly Role[]) =>
  roles.includes('Learner') ? 'learner' : areaOfRole(roles[0] ?? 'Learner');

/** The e-mail of one notification to one recipient. */
export function notificationMail<T extends NotificationType>(
  to: { name: string; email: string; language: Language; roles?: readonly Role[] },
  type: T,
  data: NotificationData<T>,
  appUrl: string,
): MailMessage {
  const t = TEXTS[to.language];
  const { subject, body } = (t[type] as (d: NotificationData<T>) => Text)(data);
  const path = notificationLinkIn(
    { type, data } as Parameters<typeof notificationLinkIn>[0],
    readerArea(to.roles ?? []),
  );
  const link = path ? new URL(path, appUrl).toString() : null;
  // A type for every role (a password change) has no one area's settings page: the app's start then.
  const area = NOTIFICATION_AREA[type];
  const settings = new URL(area === 'signed-in' ? '/' : `/${area}/notifications/preferences`, appUrl).toString();
  return {
    to: to.email,
    subject,
    text: [
      t.hello(to.name),
      '',
      body,
      ...(link ? ['', `${t.open}: ${link}`] : []),
      '',
      '--',
      t.settings,
      settings,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(t.hello(to.name))}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t.open)}</a></p>` : '',
      `<hr><p style="color:#555;font-size:13px">${escapeHtml(t.settings)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>`,
    ].join(''),
  };
}
