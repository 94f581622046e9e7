import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AREA_ROLES } from '@talentpath/contracts/roles';
import { loadNamespaces } from '../lib/i18n';
import { PageLoader } from '../components/ui/page-loader';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { routeModules as m } from './route-modules';

/** A lazy route: its module and its translation namespaces load together, so no page suspends on text. */
function lazy<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, ...namespaces: string[]) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: pick(module) };
  };
}

const appLayout = (area?: 'coordinator') =>
  lazy(m.appLayout, (module) => (area ? module.CoordinatorAppLayout : module.AppLayout), 'auth');

/** `/learner`, `/admin` … open their dashboard. */
const areaIndex: RouteObject = { index: true, element: <Navigate to="dashboard" replace /> };

const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: lazy(m.publicLayout, (module) => module.PublicLayout, 'auth'),
        children: [
          { index: true, lazy: lazy(m.landing, (module) => module.LandingPage, 'landing') },
          { path: 'login', lazy: lazy(m.landing, (module) => module.LandingPage, 'landing') },
          { path: 'about', lazy: lazy(m.about, (module) => module.AboutPage, 'site') },
          { path: 'services', lazy: lazy(m.services, (module) => module.ServicesPage, 'site') },
          { path: 'privacy-policy', lazy: lazy(m.privacyPolicy, (module) => module.PrivacyPolicyPage, 'legal') },
          { path: 'terms-of-service', lazy: lazy(m.termsOfService, (module) => module.TermsOfServicePage, 'legal') },
          { path: 'contact-us', lazy: lazy(m.contact, (module) => module.ContactPage, 'contact') },
          { path: 'reset-password', lazy: lazy(m.resetPassword, (module) => module.ResetPasswordPage, 'auth') },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: appLayout(),
            children: [
              { path: 'role-selection', lazy: lazy(m.roleSelection, (module) => module.RoleSelectionPage, 'auth') },
              { path: 'cv', lazy: lazy(m.cv, (module) => module.CvPage, 'cv') },
              { path: 'search-results', lazy: lazy(m.searchResults, (module) => module.SearchResultsPage, 'search') },
              { path: 'learner/profile', lazy: lazy(m.learnerProfile, (module) => module.LearnerProfilePage, 'learner') },
              { path: 'learner/profile/:id', lazy: lazy(m.learnerProfile, (module) => module.LearnerProfilePage, 'learner') },
              { path: 'learner/view-profile/:id', lazy: lazy(m.learnerProfile, (module) => module.LearnerProfilePage, 'learner') },
            ],
          },
        ],
      },
      {
        path: 'learner',
        element: <RequireAuth roles={AREA_ROLES.learner} />,
        children: [
          areaIndex,
          {
            lazy: appLayout(),
            children: [
              { path: 'dashboard', lazy: lazy(m.learnerDashboard, (module) => module.LearnerDashboardPage, 'learner') },
              { path: 'course-categories', lazy: lazy(m.courseCategories, (module) => module.CourseCategoriesPage, 'learner') },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireAuth roles={AREA_ROLES.admin} />,
        children: [
          areaIndex,
          {
            lazy: appLayout(),
            children: [{ path: 'dashboard', lazy: lazy(m.adminDashboard, (module) => module.AdminDashboardPage, 'admin') }],
          },
        ],
      },
      {
        path: 'coordinator',
        element: <RequireAuth roles={AREA_ROLES.coordinator} />,
        children: [
          areaIndex,
          {
            lazy: appLayout('coordinator'),
            children: [
              {
                path: 'dashboard',
                lazy: lazy(m.coordinatorDashboard, (module) => module.CoordinatorDashboardPage, 'coordinator'),
              },
            ],
          },
        ],
      },
      {
        path: 'project-manager',
        element: <RequireAuth roles={AREA_ROLES.projectManager} />,
        children: [
          areaIndex,
          {
            lazy: appLayout(),
            children: [
              {
                path: 'dashboard',
                lazy: lazy(m.projectManagerDashboard, (module) => module.ProjectManagerDashboardPage, 'project-manager'),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: lazy(m.notFound, (module) => module.NotFoundPage) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
