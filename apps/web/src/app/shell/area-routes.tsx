import { Navigate, Route, Routes } from 'react-router';
import type { AreaDefinition } from './area-definition';
import { AreaNotFoundPage, UnbuiltPage } from './placeholder-pages';

/** The routes of one area, below `/<area>/`: its screens, the "being built" page for the rest, and not-found. */
export function AreaRoutes({ definition }: { definition: AreaDefinition }) {
  return (
    <Routes>
      <Route index element={<Navigate to={`/${definition.area}/dashboard`} replace />} />
      {definition.routes.map(({ path, title, page: Page }) => (
        <Route key={path} path={path} element={Page ? <Page /> : <UnbuiltPage title={title} />} />
      ))}
      <Route path="*" element={<AreaNotFoundPage />} />
    </Routes>
  );
}
