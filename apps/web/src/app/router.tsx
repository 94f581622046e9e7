import { Route, Routes } from 'react-router';
import { RequireAuth } from './guards/require-auth';
import { lazyPage, type LazyPage } from './lazy-page';
import { LoginDialog } from './layouts/login-dialog';
import { RootLayout } from './layouts/root-layout';

/** Every screen, loaded on first use with its translation namespaces. */
const screens = {
  publicLayout: lazyPage('publicLayout', (module) => module.PublicLayout, 'auth'),
  appLayout: lazyPage('appLayout', (module) => module.AppLayout, 'auth', 'shell', 'search'),
  areaPages: lazyPage('appLayout', (module) => module.AreaPages, 'auth', 'shell', 'search'),
  landing: lazyPage('landing', (module) => module.LandingPage, 'landing'),
  about: lazyPage('about', (module) => module.AboutPage, 'site'),
  services: lazyPage('services', (module) => module.ServicesPage, 'site'),
  privacyPolicy: lazyPage('privacyPolicy', (module) => module.PrivacyPolicyPage, 'legal'),
  termsOfService: lazyPage('termsOfService', (module) => module.TermsOfServicePage, 'legal'),
  contact: lazyPage('contact', (module) => module.ContactPage, 'contact'),
  resetPassword: lazyPage('resetPassword', (module) => module.ResetPasswordPage, 'auth'),
  verify: lazyPage('verify', (module) => module.VerifyPage, 'certificates'),
  roleSelection: lazyPage('roleSelection', (module) => module.RoleSelectionPage, 'auth'),
  // Signed-in screens outside the areas: they come with the shell's code (shell/signed-in-screens.ts).
  cv: lazyPage('appLayout', (module) => module.cvScreen),
  searchResults: lazyPage('appLayout', (module) => module.searchResultsScreen),
  learnerProfile: lazyPage('appLayout', (module) => module.profileScreen),
  notFound: lazyPage('notFound', (module) => module.NotFoundPage),
};

/** What the prerender and the hydration need of a screen: to load it, and its name. */
type PrerenderedScreen = Pick<LazyPage, 'preload' | 'module'>;

/**
 * The public pages written to HTML at build time, by path, with the file each one is written to. The
 * server sends these files, and the browser hydrates them instead of rendering from nothing.
 */
export const PRERENDERED_PAGES: Record<string, { page: LazyPage; file: string; dialog?: PrerenderedScreen }> = {
  '/': { page: screens.landing, file: 'index.html' },
  // The dialog opens with the page: its code loads beside the page's, not after the page has been taken over.
  '/login': { page: screens.landing, file: 'login.html', dialog: LoginDialog },
  '/about': { page: screens.about, file: 'about.html' },
  '/services': { page: screens.services, file: 'services.html' },
  '/privacy-policy': { page: screens.privacyPolicy, file: 'privacy-policy.html' },
  '/terms-of-service': { page: screens.termsOfService, file: 'terms-of-service.html' },
  '/contact-us': { page: screens.contact, file: 'contact-us.html' },
};

/** The lazy screens a prerendered path renders: the public layout, the page, and a dialog it opens with. */
export function prerenderedScreens(path: string): PrerenderedScreen[] {
  const entry = PRERENDERED_PAGES[path];
  if (!entry) return [];
  return [screens.publicLayout, entry.page, ...(entry.dialog ? [entry.dialog] : [])];
}

/** Loads what a prerendered path renders, so hydration finds the same tree the HTML was made from. */
export async function preloadPrerenderedPage(path: string): Promise<boolean> {
  const needed = prerenderedScreens(path);
  await Promise.all(needed.map((screen) => screen.preload()));
  return needed.length > 0;
}

/**
 * The role areas (an area's name is its path), each behind its roles. Their routes and navigation are declared
 * per area in `shell/<area>-area.ts` and load with the signed-in shell, not with the public pages.
 */
const ROLE_AREAS = ['learner', 'admin', 'coordinator', 'project-manager'] as const;

/** Every route of the app (spec §2), guarded by role where it must be (spec §6). */
export function AppRoutes() {
  const s = screens;
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<s.publicLayout />}>
          <Route index element={<s.landing />} />
          <Route path="login" element={<s.landing />} />
          <Route path="about" element={<s.about />} />
          <Route path="services" element={<s.services />} />
          <Route path="privacy-policy" element={<s.privacyPolicy />} />
          <Route path="terms-of-service" element={<s.termsOfService />} />
          <Route path="contact-us" element={<s.contact />} />
          <Route path="reset-password" element={<s.resetPassword />} />
          <Route path="verify" element={<s.verify />} />
          <Route path="verify/:code" element={<s.verify />} />
        </Route>
        <Route element={<RequireAuth area="signed-in" />}>
          <Route element={<s.appLayout />}>
            <Route path="role-selection" element={<s.roleSelection />} />
            <Route path="cv" element={<s.cv />} />
            <Route path="search-results" element={<s.searchResults />} />
            <Route path="learner/profile" element={<s.learnerProfile />} />
            <Route path="learner/profile/:id" element={<s.learnerProfile />} />
            <Route path="learner/view-profile/:id" element={<s.learnerProfile />} />
            {ROLE_AREAS.map((area) => (
              <Route key={area} element={<RequireAuth area={area} />}>
                <Route path={`${area}/*`} element={<s.areaPages area={area} />} />
              </Route>
            ))}
          </Route>
        </Route>
        <Route path="*" element={<s.notFound />} />
      </Route>
    </Routes>
  );
}
