import type { ReactElement, ReactNode } from 'react';
import axe from 'axe-core';
import { act, fireEvent } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { Role } from '@talentpath/contracts/roles';
import { sessionStore } from '../lib/session-store';
import { renderWithProviders } from './render';

// What a feature's page tests share: a page opened signed in, a click, and axe's serious findings.

type User = { id: string; name: string; email: string };

/**
 * `page` routed at `route`, opened at `path` inside the page's main landmark, by `user` signed in as `role`;
 * `beside` renders next to the routes (a probe of the address).
 */
export function openSignedInPage(
  user: User,
  role: Role,
  route: string,
  page: ReactElement,
  path: string,
  beside?: ReactNode,
) {
  sessionStore.set({
    status: 'signed-in',
    user: { ...user, roles: [role], avatar: null },
    currentRole: role,
    requirePasswordChange: false,
  });
  return renderWithProviders(
    <main>
      <Routes>
        <Route path={route} element={page} />
      </Routes>
      {beside}
    </main>,
    { path },
  );
}

export const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));

/** The serious and critical accessibility violations in `node` (colour contrast is not measured in jsdom). */
export async function seriousViolations(node: Element) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}
