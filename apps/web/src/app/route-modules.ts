/**
 * The lazily loaded screens of the public site and the signed-in screens the preloader fetches, in one place so
 * the router and the preloader share the same chunks. Other signed-in screens are imported by their area's file
 * in `shell/` (`lazyScreen`), which keeps their file lists out of the first page's JavaScript.
 */
export const routeModules = {
  publicLayout: () => import('./layouts/public-layout'),
  appLayout: () => import('./layouts/app-layout'),
  landing: () => import('../features/landing/pages/landing-page'),
  about: () => import('../features/landing/pages/about-page'),
  services: () => import('../features/landing/pages/services-page'),
  privacyPolicy: () => import('../features/landing/pages/privacy-policy-page'),
  termsOfService: () => import('../features/landing/pages/terms-of-service-page'),
  contact: () => import('../features/contact/pages/contact-page'),
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
  verify: () => import('../features/certificates/pages/verify-page'),
  loginDialog: () => import('../features/auth/components/login-modal'),
  roleSelection: () => import('../features/auth/pages/role-selection-page'),
  cv: () => import('../features/cv/pages/cv-page'),
  searchResults: () => import('../features/search/pages/search-results-page'),
  learnerDashboard: () => import('../features/learning/pages/learner-dashboard-page'),
  courseCategories: () => import('../features/learning/pages/catalog-categories-page'),
  learnerProfile: () => import('../features/talent/pages/profile-page'),
  notFound: () => import('./pages/not-found-page'),
};

export type RouteModuleName = keyof typeof routeModules;
