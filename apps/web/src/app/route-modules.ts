/** Every lazily loaded screen, in one place so the router and the preloader share the same chunks. */
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
  roleSelection: () => import('../features/auth/pages/role-selection-page'),
  cv: () => import('../features/cv/pages/cv-page'),
  searchResults: () => import('../features/search/pages/search-results-page'),
  learnerDashboard: () => import('../features/learner/pages/learner-dashboard-page'),
  courseCategories: () => import('../features/learner/pages/course-categories-page'),
  learnerProfile: () => import('../features/learner/pages/learner-profile-page'),
  adminDashboard: () => import('../features/admin/pages/admin-dashboard-page'),
  coordinatorDashboard: () => import('../features/coordinator/pages/coordinator-dashboard-page'),
  projectManagerDashboard: () => import('../features/project-manager/pages/project-manager-dashboard-page'),
  notFound: () => import('./pages/not-found-page'),
};

export type RouteModuleName = keyof typeof routeModules;
