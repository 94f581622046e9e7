import type { Role } from '@talentpath/contracts/roles';

export const PASSWORD = 'Welcome!2026';

/** Demo accounts (seeded by the product) that journeys only read. */
export const demo = {
  superadmin: { email: 'superadmin@talentpath.test', name: 'Sofia Berg' },
  admin: { email: 'admin@talentpath.test', name: 'Amir Haddad' },
  coordinator: { email: 'coordinator@talentpath.test', name: 'Ingrid Solheim' },
  pm: { email: 'pm@talentpath.test', name: 'Marcus Lee' },
  learner: { email: 'learner@talentpath.test', name: 'Leah Okafor' },
  multi: { email: 'multi@talentpath.test', name: 'Jonas Nilsen' },
} as const;

type Fixture = { email: string; name: string; roles: Role[]; requirePasswordChange?: boolean };

/** Accounts a journey changes (passwords, status): one per journey and language, so journeys never collide. */
export const fixtures = {
  tempEn: {
    email: 'e2e-temp-en@talentpath.test',
    name: 'Tove Temp',
    roles: ['Learner', 'ProjectManager'],
    requirePasswordChange: true,
  },
  tempNo: {
    email: 'e2e-temp-no@talentpath.test',
    name: 'Ola Midlertidig',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  resetEn: { email: 'e2e-reset-en@talentpath.test', name: 'Rita Reset', roles: ['Learner'] },
  resetNo: { email: 'e2e-reset-no@talentpath.test', name: 'Kari Nullstill', roles: ['ProjectManager'] },
  voluntary: { email: 'e2e-voluntary@talentpath.test', name: 'Vera Voluntary', roles: ['CourseCoordinator'] },
  expiring: { email: 'e2e-expiring@talentpath.test', name: 'Erik Expiry', roles: ['Learner'] },
  usersToggle: { email: 'e2e-users-toggle@talentpath.test', name: 'Tora Toggle', roles: ['Learner'] },
  // The course authoring journeys (e2e/course-authoring.spec.ts): coordinators who start with no courses (their
  // list's counts are theirs alone), and a learner who enrols in one of their courses.
  authoringEn: { email: 'e2e-authoring-en@talentpath.test', name: 'Aksel Author', roles: ['CourseCoordinator'] },
  authoringNo: { email: 'e2e-authoring-no@talentpath.test', name: 'Astrid Forfatter', roles: ['CourseCoordinator'] },
  authoringListEn: { email: 'e2e-authoring-list-en@talentpath.test', name: 'Lina List', roles: ['CourseCoordinator'] },
  authoringListNo: { email: 'e2e-authoring-list-no@talentpath.test', name: 'Liv Liste', roles: ['CourseCoordinator'] },
  authoringLearner: { email: 'e2e-authoring-learner@talentpath.test', name: 'Ella Enrolled', roles: ['Learner'] },
  shellTempEnWide: {
    email: 'e2e-shell-temp-en-1440@talentpath.test',
    name: 'Siri Shell',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  shellTempEnNarrow: {
    email: 'e2e-shell-temp-en-375@talentpath.test',
    name: 'Sam Shell',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  shellTempNoWide: {
    email: 'e2e-shell-temp-no-1440@talentpath.test',
    name: 'Sindre Skall',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  shellTempNoNarrow: {
    email: 'e2e-shell-temp-no-375@talentpath.test',
    name: 'Solveig Skall',
    roles: ['Learner'],
    requirePasswordChange: true,
  },
  // The learner journeys (e2e/learning.spec.ts): learners whose progress they change, and the coordinator whose
  // courses they take.
  learnerEn: { email: 'e2e-learner-en@talentpath.test', name: 'Lars Learner', roles: ['Learner'] },
  learnerNo: { email: 'e2e-learner-no@talentpath.test', name: 'Lise Lærevillig', roles: ['Learner'] },
  // The one whose dashboard must show the course it last opened as the one to continue: no other journey (running
  // at the same time) opens a course as them.
  resumingLearnerEn: { email: 'e2e-resuming-learner-en@talentpath.test', name: 'Rita Resume', roles: ['Learner'] },
  resumingLearnerNo: { email: 'e2e-resuming-learner-no@talentpath.test', name: 'Rune Fortsett', roles: ['Learner'] },
  learningCoordinator: {
    email: 'e2e-learning-coordinator@talentpath.test',
    name: 'Carla Course',
    roles: ['CourseCoordinator'],
  },
  // The coordinator's enrolment journeys (e2e/course-enrolments.spec.ts): learners a demo course is assigned to.
  assigneeEn: { email: 'e2e-assignee-en@talentpath.test', name: 'Asta Assignee', roles: ['Learner'] },
  assigneeNo: { email: 'e2e-assignee-no@talentpath.test', name: 'Tora Tildelt', roles: ['Learner'] },
  // The cross-role journey (e2e/learning-journey.spec.ts): a coordinator makes, publishes and assigns a course;
  // a learner of each language takes it to the end.
  journeyCoordinator: {
    email: 'e2e-journey-coordinator@talentpath.test',
    name: 'Jonas Journey',
    roles: ['CourseCoordinator'],
  },
  journeyLearnerEn: { email: 'e2e-journey-learner-en@talentpath.test', name: 'Jenny Journey', roles: ['Learner'] },
  journeyLearnerNo: { email: 'e2e-journey-learner-no@talentpath.test', name: 'Jorunn Reise', roles: ['Learner'] },
  // The learner's quiz journeys (e2e/quiz-taking.spec.ts): a coordinator whose courses hold the quizzes, and a
  // learner of each language who takes them.
  quizCoordinator: {
    email: 'e2e-quiz-coordinator@talentpath.test',
    name: 'Quentin Quizmaker',
    roles: ['CourseCoordinator'],
  },
  quizLearnerEn: { email: 'e2e-quiz-learner-en@talentpath.test', name: 'Quinn Quizzer', roles: ['Learner'] },
  quizLearnerNo: { email: 'e2e-quiz-learner-no@talentpath.test', name: 'Kaja Kunnskap', roles: ['Learner'] },
  // The coordinator's quiz screens (e2e/quiz-authoring.spec.ts): a coordinator of each language who builds a bank
  // and a quiz in the screens, and a learner of each language whose attempts (made through the API) they grade.
  quizAuthorEn: { email: 'e2e-quiz-author-en@talentpath.test', name: 'Agnes Author', roles: ['CourseCoordinator'] },
  quizAuthorNo: { email: 'e2e-quiz-author-no@talentpath.test', name: 'Åse Oppgavemaker', roles: ['CourseCoordinator'] },
  quizTakerEn: { email: 'e2e-quiz-taker-en@talentpath.test', name: 'Theo Taker', roles: ['Learner'] },
  quizTakerNo: { email: 'e2e-quiz-taker-no@talentpath.test', name: 'Tuva Testtaker', roles: ['Learner'] },
  // The notification settings journeys (e2e/notification-preferences.spec.ts): a learner of each language who
  // changes their settings and is then assigned a course, so no demo learner's settings change.
  prefsLearnerEn: { email: 'e2e-prefs-learner-en@talentpath.test', name: 'Petra Prefs', roles: ['Learner'] },
  prefsLearnerNo: { email: 'e2e-prefs-learner-no@talentpath.test', name: 'Pål Preferanse', roles: ['Learner'] },
  // The skills journey (e2e/skills.spec.ts): a coordinator whose course grants a skill, and a learner of each
  // language who earns it; the project manager who then finds them verified is the demo one.
  skillsCoordinator: {
    email: 'e2e-skills-coordinator@talentpath.test',
    name: 'Sindre Skillmaker',
    roles: ['CourseCoordinator'],
  },
  skillsLearnerEn: { email: 'e2e-skills-learner-en@talentpath.test', name: 'Vera Verified', roles: ['Learner'] },
  skillsLearnerNo: { email: 'e2e-skills-learner-no@talentpath.test', name: 'Vilde Verifisert', roles: ['Learner'] },
  // The recommendation journey (e2e/recommendations.spec.ts): a team member of each language the demo project
  // manager recommends a course to; their dashboard shows it.
  recommendedEn: { email: 'e2e-recommended-en@talentpath.test', name: 'Rolf Recommended', roles: ['Learner'] },
  recommendedNo: { email: 'e2e-recommended-no@talentpath.test', name: 'Randi Anbefalt', roles: ['Learner'] },
  // The profile journey (e2e/profile.spec.ts): a learner of each language who writes their profile and chooses who
  // sees it.
  profileEn: { email: 'e2e-profile-en@talentpath.test', name: 'Petra Profile', roles: ['Learner'] },
  // The endorsement request journey (e2e/endorsement-requests.spec.ts): who asks, and the colleague asked.
  askerEn: { email: 'e2e-asker-en@talentpath.test', name: 'Astrid Asker', roles: ['Learner'] },
  askerNo: { email: 'e2e-asker-no@talentpath.test', name: 'Arne Spør', roles: ['Learner'] },
  askedEn: { email: 'e2e-asked-en@talentpath.test', name: 'Elin Endorser', roles: ['Learner'] },
  askedNo: { email: 'e2e-asked-no@talentpath.test', name: 'Eirik Anbefaler', roles: ['Learner'] },
  profileNo: { email: 'e2e-profile-no@talentpath.test', name: 'Per Profil', roles: ['Learner'] },
  // The photo journey (e2e/profile.spec.ts): a learner of each language who uploads a photo and removes it.
  photoEn: { email: 'e2e-photo-en@talentpath.test', name: 'Fiona Photo', roles: ['Learner'] },
  photoNo: { email: 'e2e-photo-no@talentpath.test', name: 'Frida Foto', roles: ['Learner'] },
  // The certificate journey (e2e/certificates.spec.ts): a learner of each language who completes a course and
  // verifies the certificate it issued; and the coordinator who owns the course.
  certifiedEn: { email: 'e2e-certified-en@talentpath.test', name: 'Cecilie Certified', roles: ['Learner'] },
  certifiedNo: { email: 'e2e-certified-no@talentpath.test', name: 'Øystein Sertifisert', roles: ['Learner'] },
  // The recognition journey (e2e/recognition.spec.ts): a learner of each language who earns a badge, redeems a
  // reward and leaves the leaderboard.
  rewardedEn: { email: 'e2e-rewarded-en@talentpath.test', name: 'Rhea Rewarded', roles: ['Learner'] },
  rewardedNo: { email: 'e2e-rewarded-no@talentpath.test', name: 'Håkon Belønnet', roles: ['Learner'] },
  // The forum journey (e2e/forum.spec.ts): who asks a question, who answers it, and whose reply is reported, in
  // each language.
  forumAskerEn: { email: 'e2e-forum-asker-en@talentpath.test', name: 'Quinn Questioner', roles: ['Learner'] },
  forumAskerNo: { email: 'e2e-forum-asker-no@talentpath.test', name: 'Siri Spørsmål', roles: ['Learner'] },
  forumHelperEn: { email: 'e2e-forum-helper-en@talentpath.test', name: 'Hana Helper', roles: ['Learner'] },
  forumHelperNo: { email: 'e2e-forum-helper-no@talentpath.test', name: 'Håvard Hjelper', roles: ['Learner'] },
  // The live-reply journey (e2e/forum.spec.ts): a learner who replies, and a coordinator reading the same thread.
  forumLiveWriter: { email: 'e2e-forum-live-writer@talentpath.test', name: 'Wanda Writer', roles: ['Learner'] },
  forumLiveReader: {
    email: 'e2e-forum-live-reader@talentpath.test',
    name: 'Rolf Reader',
    roles: ['CourseCoordinator'],
  },
  // The picture journey (e2e/forum.spec.ts): a learner who inserts a picture into a reply.
  forumPicturePoster: { email: 'e2e-forum-picture-poster@talentpath.test', name: 'Pia Picture', roles: ['Learner'] },
  certifyingCoordinator: {
    email: 'e2e-certifying-coordinator@talentpath.test',
    name: 'Conrad Certifier',
    roles: ['CourseCoordinator'],
  },
} satisfies Record<string, Fixture>;
