import type { ComponentType, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import type { Area } from '@talentpath/contracts/access';
import type { Role } from '@talentpath/contracts/roles';
import type { LazyScreen } from '../lazy-page';

/** A role area of spec §6 (`/learner`, `/admin` …); its name is its path segment. */
export type RoleArea = Exclude<Area, 'signed-in'>;

export type ShellKey = ParseKeys<'shell'>;

/** One route of spec §2 inside an area. Without a `page` it shows the "being built" page, inside the shell. */
export type AreaRoute = {
  /** Relative to the area, parameters as react-router writes them ('certificate/:certificateId'). */
  path: string;
  /** The page's title, in the `shell` namespace; also the navigation label unless the entry has its own. */
  title: ShellKey;
  /** The screen built for it so far. */
  page?: LazyScreen;
  /** Only these roles of the area may open it (the server refuses the rest anyway); absent: every role. */
  roles?: readonly Role[];
};

/** A destination in the area's navigation: a route without required parameters. */
export type NavEntry = {
  /** An `AreaRoute.path`; an optional parameter is left out of the link ('course-details/:courseId?'). */
  path: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** A line about the destination, shown on the role home's cards. */
  hint: ShellKey;
  /** Where the navigation names it otherwise than the page's title ('New course' for course details). */
  label?: ShellKey;
  /** Only these roles of the area see the entry; absent: every role. */
  roles?: readonly Role[];
};

export type NavSection = { label: ShellKey; entries: NavEntry[] };

/**
 * Everything the shell knows about an area, in one file per area (`<area>-area.ts`): its routes (spec §2) and
 * its navigation. A feature that builds a screen sets the route's `page`; one that adds a destination adds an
 * entry to a section.
 */
export type AreaDefinition = {
  area: RoleArea;
  routes: AreaRoute[];
  nav: NavSection[];
  /** Wraps every route of the area (state its pages share, e.g. the coordinator's course draft). */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

/** The link of a navigation entry, absolute: optional parameters dropped. */
export const entryLink = (area: RoleArea, path: string): string => `/${area}/${path.replace(/\/:[^/]+\?$/, '')}`;

/** Whether a role may see an entry or open a route that names the roles it is for. */
export const allows = (item: { roles?: readonly Role[] }, role: Role): boolean =>
  item.roles === undefined || item.roles.includes(role);

/** The area's navigation as a role sees it: entries for other roles left out, and sections left empty too. */
export const navForRole = (definition: AreaDefinition, role: Role): NavSection[] =>
  definition.nav
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => allows(entry, role)) }))
    .filter((section) => section.entries.length > 0);
