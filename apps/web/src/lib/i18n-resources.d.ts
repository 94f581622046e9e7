import type admin from '../locales/en/admin.json';
import type adminUsers from '../locales/en/admin-users.json';
import type auditLog from '../locales/en/audit-log.json';
import type auth from '../locales/en/auth.json';
import type certificates from '../locales/en/certificates.json';
import type common from '../locales/en/common.json';
import type contact from '../locales/en/contact.json';
import type courseAuthoring from '../locales/en/course-authoring.json';
import type courseCategories from '../locales/en/course-categories.json';
import type courseEnrolments from '../locales/en/course-enrolments.json';
import type contactInbox from '../locales/en/contact-inbox.json';
import type coordinator from '../locales/en/coordinator.json';
import type cv from '../locales/en/cv.json';
import type errors from '../locales/en/errors.json';
import type fatal from '../locales/en/fatal.json';
import type forum from '../locales/en/forum.json';
import type landing from '../locales/en/landing.json';
import type learner from '../locales/en/learner.json';
import type learning from '../locales/en/learning.json';
import type legal from '../locales/en/legal.json';
import type notifications from '../locales/en/notifications.json';
import type notificationPreferences from '../locales/en/notification-preferences.json';
import type projectManager from '../locales/en/project-manager.json';
import type projectRoles from '../locales/en/project-roles.json';
import type quizAuthoring from '../locales/en/quiz-authoring.json';
import type quizTaking from '../locales/en/quiz-taking.json';
import type recognition from '../locales/en/recognition.json';
import type search from '../locales/en/search.json';
import type settings from '../locales/en/settings.json';
import type shell from '../locales/en/shell.json';
import type site from '../locales/en/site.json';
import type talent from '../locales/en/talent.json';
import type technologies from '../locales/en/technologies.json';
import type validation from '../locales/en/validation.json';
import type workforce from '../locales/en/workforce.json';

// English is the reference: a key missing or misspelt there fails `tsc`; locales.test.ts holds Norwegian to it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      'admin-users': typeof adminUsers;
      'audit-log': typeof auditLog;
      auth: typeof auth;
      certificates: typeof certificates;
      common: typeof common;
      contact: typeof contact;
      'course-authoring': typeof courseAuthoring;
      'course-categories': typeof courseCategories;
      'course-enrolments': typeof courseEnrolments;
      'contact-inbox': typeof contactInbox;
      coordinator: typeof coordinator;
      cv: typeof cv;
      errors: typeof errors;
      fatal: typeof fatal;
      forum: typeof forum;
      landing: typeof landing;
      learner: typeof learner;
      learning: typeof learning;
      legal: typeof legal;
      notifications: typeof notifications;
      'notification-preferences': typeof notificationPreferences;
      'project-manager': typeof projectManager;
      'project-roles': typeof projectRoles;
      'quiz-authoring': typeof quizAuthoring;
      'quiz-taking': typeof quizTaking;
      recognition: typeof recognition;
      search: typeof search;
      settings: typeof settings;
      shell: typeof shell;
      site: typeof site;
      talent: typeof talent;
      technologies: typeof technologies;
      validation: typeof validation;
      workforce: typeof workforce;
    };
  }
}
