import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { AREA_ROLES, mayEnter } from '@talentpath/contracts/access';
import { ROLES } from '@talentpath/contracts/roles';
import { allows, entryLink, navForRole, type AreaDefinition, type RoleArea } from './area-definition';
import { AREA_DEFINITIONS, areaOfRole } from './areas';
import { currentLink } from './current-entry';

const areas = Object.values(AREA_DEFINITIONS);
const linksOf = (area: RoleArea) =>
  AREA_DEFINITIONS[area].nav.flatMap((s) => s.entries.map((e) => entryLink(area, e.path)));

describe('area definitions (spec §2)', () => {
  it.each(areas.map((d) => [d.area, d] as const))(
    '%s: every navigation entry is a route of the area, without a required parameter',
    (area, definition) => {
      const patterns = definition.routes.map((route) => `/${area}/${route.path}`);
      for (const section of definition.nav) {
        for (const entry of section.entries) {
          expect(
            definition.routes.map((route) => route.path),
            entry.path,
          ).toContain(entry.path);
          const link = entryLink(area, entry.path);
          expect(link, entry.path).not.toMatch(/:/);
          // The link reaches its route in the router (`AreaRoutes` renders these patterns), not a not-found.
          expect(
            patterns.some((pattern) => matchPath({ path: pattern, end: true }, link)),
            link,
          ).toBe(true);
        }
      }
    },
  );

  it.each(areas.map((d) => [d.area, d] as const))(
    '%s: routes are unique, the dashboard is built, the navigation opens with it',
    (area, definition) => {
      const paths = definition.routes.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
      expect(definition.routes.find((route) => route.path === 'dashboard')?.page).toBeDefined();
      expect(definition.nav[0]?.entries[0]?.path).toBe('dashboard');
      expect(definition.area).toBe(area);
    },
  );

  it('lists the routes of spec §2 for each area', () => {
    const count = Object.fromEntries(areas.map((d) => [d.area, d.routes.length]));
    expect(count).toEqual({ learner: 17, admin: 19, coordinator: 22, 'project-manager': 11 });
    expect(AREA_DEFINITIONS.coordinator.routes.map((route) => route.path)).toContain('course-details/:courseId?');
    // Certificates (issue 25): the learner's list and one certificate are built.
    const certificates = AREA_DEFINITIONS.learner.routes.filter((route) => route.path.startsWith('certificate'));
    expect(certificates.map((route) => [route.path, Boolean(route.page)])).toEqual([
      ['certificate', true],
      ['certificate/:certificateId', true],
    ]);
    // The course owner's certificates of a course: built, reached from the course's details, not in the navigation.
    const courseCertificates = AREA_DEFINITIONS.coordinator.routes.find(
      (route) => route.path === 'course-certificates/:courseId',
    );
    expect(courseCertificates?.page).toBeDefined();
    expect(courseCertificates?.title).toBe('coordinator.courseCertificates.title');
    expect(
      AREA_DEFINITIONS.coordinator.nav.flatMap((s) => s.entries).some((e) => e.path.startsWith('course-certificates')),
    ).toBe(false);
  });

  it('opens the forum and its threads in every area, and the moderation queue in the moderators’ (issue 26)', () => {
    const built = (area: RoleArea, path: string) =>
      AREA_DEFINITIONS[area].routes.find((route) => route.path === path)?.page;
    const forum = built('learner', 'forum');
    const thread = built('learner', 'forum/threads/:threadId');
    expect(forum).toBeDefined();
    expect(thread).toBeDefined();
    for (const area of ['admin', 'coordinator', 'project-manager'] as const) {
      // The same screens: their links follow the area they are opened in.
      expect(built(area, 'forum'), area).toBe(forum);
      expect(built(area, 'forum/threads/:threadId'), area).toBe(thread);
    }
    expect(built('admin', 'forum-moderation')).toBeDefined();
    expect(built('coordinator', 'forum-moderation')).toBe(built('admin', 'forum-moderation'));
    expect(built('learner', 'forum-moderation')).toBeUndefined();
    expect(built('project-manager', 'forum-moderation')).toBeUndefined();
    const community = (area: RoleArea) =>
      AREA_DEFINITIONS[area].nav.find((s) => s.label === 'sections.community')?.entries.map((e) => e.path);
    expect(community('admin')).toEqual(['forum', 'forum-moderation']);
    expect(community('coordinator')).toEqual(['forum', 'forum-moderation']);
    expect(community('project-manager')).toEqual(['forum']);
  });
});

describe('navigation per role', () => {
  it.each(ROLES)('%s sees only the navigation of an area it may enter, and all links stay inside it', (role) => {
    const definition = areaOfRole(role);
    expect(mayEnter(definition.area, role)).toBe(true);
    for (const link of linksOf(definition.area)) expect(link.startsWith(`/${definition.area}/`), link).toBe(true);
  });

  it('gives Admin and SuperAdmin the admin navigation, and every other role its own', () => {
    expect(areaOfRole('Admin').area).toBe('admin');
    expect(areaOfRole('SuperAdmin').area).toBe('admin');
    expect(areaOfRole('Learner').area).toBe('learner');
    expect(areaOfRole('CourseCoordinator').area).toBe('coordinator');
    expect(areaOfRole('ProjectManager').area).toBe('project-manager');
  });

  it('lists each role the destinations the spec names, and no other area’s', () => {
    expect(linksOf('learner')).toEqual(
      expect.arrayContaining(
        [
          'dashboard',
          'my-learning',
          'course-categories',
          'certificate',
          'badges-rewards',
          'leaderboard',
          'forum',
          'projects',
          'notifications',
        ].map((p) => `/learner/${p}`),
      ),
    );
    expect(linksOf('admin')).toEqual(
      [
        'dashboard',
        'analytics',
        'manage-users',
        'manage-tech',
        'course-categories',
        'settings',
        'audit-log',
        'points',
        'badges',
        'rewards',
        'redemptions',
        'forum',
        'forum-moderation',
        'notifications',
        'contact-messages',
      ].map((p) => `/admin/${p}`),
    );
    expect(linksOf('coordinator')).toEqual(
      expect.arrayContaining(
        [
          'dashboard',
          'course-display-page',
          'course-details',
          'assign-learners',
          'learner-list',
          'quiz-creator',
          'analytics',
          'forum',
          'forum-moderation',
          'notifications',
        ].map((p) => `/coordinator/${p}`),
      ),
    );
    expect(linksOf('project-manager')).toEqual(
      [
        'dashboard',
        'analytics',
        'employee-assign',
        'capacity',
        'project-cruds',
        'project-cruds/technologies',
        'project-cruds/roles',
        'forum',
        'notifications',
      ].map((p) => `/project-manager/${p}`),
    );
  });
});

describe('entries and routes for some roles of an area', () => {
  const linksFor = (definition: AreaDefinition, role: (typeof ROLES)[number]) =>
    navForRole(definition, role).flatMap((s) => s.entries.map((e) => entryLink(definition.area, e.path)));

  it('shows the audit log to a SuperAdmin only, and lets only a SuperAdmin open it', () => {
    expect(linksFor(AREA_DEFINITIONS.admin, 'SuperAdmin')).toContain('/admin/audit-log');
    expect(linksFor(AREA_DEFINITIONS.admin, 'Admin')).not.toContain('/admin/audit-log');
    expect(linksFor(AREA_DEFINITIONS.admin, 'Admin')).toContain('/admin/contact-messages');
    const route = AREA_DEFINITIONS.admin.routes.find((r) => r.path === 'audit-log')!;
    expect(allows(route, 'SuperAdmin')).toBe(true);
    expect(allows(route, 'Admin')).toBe(false);
  });

  it('leaves out a section whose every entry is for other roles, and keeps the order of the rest', () => {
    const definition: AreaDefinition = {
      area: 'admin',
      routes: [],
      nav: [
        { label: 'sections.overview', entries: [{ path: 'a', icon: () => null, hint: 'admin.dashboard.hint' }] },
        {
          label: 'sections.updates',
          entries: [{ path: 'b', icon: () => null, hint: 'admin.dashboard.hint', roles: ['SuperAdmin'] }],
        },
        {
          label: 'sections.administration',
          entries: [
            { path: 'c', icon: () => null, hint: 'admin.dashboard.hint', roles: ['Admin'] },
            { path: 'd', icon: () => null, hint: 'admin.dashboard.hint' },
          ],
        },
      ],
    };
    expect(linksFor(definition, 'Admin')).toEqual(['/admin/a', '/admin/c', '/admin/d']);
    expect(linksFor(definition, 'SuperAdmin')).toEqual(['/admin/a', '/admin/b', '/admin/d']);
    expect(navForRole(definition, 'Admin').map((s) => s.label)).toEqual([
      'sections.overview',
      'sections.administration',
    ]);
  });

  it.each(areas.map((d) => [d.area, d] as const))(
    '%s: a role-limited entry or route names only roles of its area, and an entry is limited as its route is',
    (area, definition) => {
      for (const route of definition.routes)
        for (const role of route.roles ?? []) expect(AREA_ROLES[area] as readonly string[]).toContain(role);
      for (const entry of definition.nav.flatMap((s) => s.entries)) {
        const route = definition.routes.find((r) => r.path === entry.path);
        expect(entry.roles, entry.path).toEqual(route?.roles);
      }
    },
  );
});

describe('current navigation link', () => {
  const links = [
    '/project-manager/dashboard',
    '/project-manager/project-cruds',
    '/project-manager/project-cruds/roles',
    '/learner/certificate',
  ];
  it('is the link the page equals, or the longest one it lies below', () => {
    expect(currentLink(links, '/project-manager/project-cruds')).toBe('/project-manager/project-cruds');
    expect(currentLink(links, '/project-manager/project-cruds/roles')).toBe('/project-manager/project-cruds/roles');
    expect(currentLink(links, '/learner/certificate/42')).toBe('/learner/certificate');
    expect(currentLink(links, '/project-manager/dashboard/')).toBe('/project-manager/dashboard');
  });
  it('is none for a page outside the navigation', () => {
    expect(currentLink(links, '/learner/course-view/7')).toBeNull();
    expect(currentLink(links, '/project-manager/project-crudsx')).toBeNull();
  });
});
