/**
 * The lazily loaded screens of the public site and the signed-in shell, in one place so the router and the
 * prerender share the same chunks. Signed-in screens are imported by the shell's files in `shell/` (`lazyScreen`):
 * their area's file, or signed-in-screens.ts; that keeps their file lists out of the first page's JavaScript.
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
  notFound: () => import('./pages/not-found-page'),
};

export type RouteModuleName = keyof typeof routeModules;
