import type { ReactElement, ReactNode } from 'react';
import axe from 'axe-core';
import { vi } from 'vitest';
import { act, cleanup, fireEvent } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import type { Role } from '@talentpath/contracts/roles';
import { endSession, sessionStore } from '../lib/session-store';
import { renderWithProviders, setupI18n } from './render';

// What a feature's page tests share: a page opened signed in, where its address is, a click and typing, axe's
// serious findings, Norwegian, and the clean-up after each test.

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

export const type = (element: HTMLElement, value: string) =>
  act(async () => void fireEvent.change(element, { target: { value } }));

/** Where the page's address is now (path and query), set by `LocationProbe` rendered beside the page. */
export const address = { current: '' };
export function LocationProbe() {
  const here = useLocation();
  address.current = here.pathname + here.search;
  return null;
}

/** The serious and critical accessibility violations in `node` (colour contrast is not measured in jsdom). */
export async function seriousViolations(node: Element) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/** Norwegian from here on, with `bundles` (by namespace) added to it. */
export async function speakNorwegianWith(bundles: Record<string, object>) {
  await setupI18n();
  for (const [namespace, bundle] of Object.entries(bundles)) i18next.addResourceBundle('no', namespace, bundle);
  await i18next.changeLanguage('no');
}

/** After each test: the page, the stubs and spies, the session, English again. */
export async function resetSignedInPage() {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
}
