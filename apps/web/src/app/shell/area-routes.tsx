import { Fragment } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useSignedInSession } from '../../lib/session-store';
import { allows, type AreaDefinition } from './area-definition';
import { AreaNotAllowedPage, AreaNotFoundPage, UnbuiltPage } from './placeholder-pages';

/**
 * The routes of one area, below `/<area>/`: its screens, the "being built" page for the rest, not-found, and a
 * "not allowed" page for a route the current role of the area may not open.
 */
export function AreaRoutes({ definition }: { definition: AreaDefinition }) {
  const { currentRole } = useSignedInSession();
  const Wrapper = definition.wrapper ?? Fragment;
  return (
    <Wrapper>
      <Routes>
        <Route index element={<Navigate to={`/${definition.area}/dashboard`} replace />} />
        {definition.routes.map((route) => {
          const { path, title, page: Page } = route;
          const element = !allows(route, currentRole) ? (
            <AreaNotAllowedPage title={title} />
          ) : Page ? (
            <Page />
          ) : (
            <UnbuiltPage title={title} />
          );
          return <Route key={path} path={path} element={element} />;
        })}
        <Route path="*" element={<AreaNotFoundPage />} />
      </Routes>
    </Wrapper>
  );
}
