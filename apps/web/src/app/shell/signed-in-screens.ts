import { lazyScreen } from '../lazy-page';

// The signed-in screens outside the role areas (/cv, /search-results, the profiles) and the learner screens most
// visitors open next. They load with the signed-in shell's code (app-layout), so the list of files each one needs
// ships with the shell, not with the first page every visitor loads (ADR 0029).

export const cvScreen = lazyScreen(
  () => import('../../features/cv/pages/cv-page'),
  (m) => m.CvPage,
  'cv',
);
export const searchResultsScreen = lazyScreen(
  () => import('../../features/search/pages/search-results-page'),
  (m) => m.SearchResultsPage,
  'search',
);
export const profileScreen = lazyScreen(
  () => import('../../features/talent/pages/profile-page'),
  (m) => m.ProfilePage,
  'talent',
);
export const learnerDashboardScreen = lazyScreen(
  () => import('../../features/learning/pages/learner-dashboard-page'),
  (m) => m.LearnerDashboardPage,
  'learning',
  'learner',
);
export const courseCategoriesScreen = lazyScreen(
  () => import('../../features/learning/pages/catalog-categories-page'),
  (m) => m.CourseCategoriesPage,
  'learning',
);

/** The screens most visitors open next (spec §2's preload): the learner's dashboard, the catalogue, the profile. */
export function preloadNextScreens(): void {
  for (const screen of [learnerDashboardScreen, courseCategoriesScreen, profileScreen])
    screen.preload().catch(() => undefined);
}
