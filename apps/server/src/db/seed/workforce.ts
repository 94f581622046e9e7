import { and, eq, inArray } from 'drizzle-orm';
import type { ProjectStatus } from '@talentpath/contracts/projects';
import type { Db } from '../../platform/db.ts';
import { addDays, today } from '@talentpath/contracts/calendar-days';
import { assignments, projectRoleNeeds, projectRoles, projectTechnologies, projects } from '../schema/projects.ts';
import { skillClaims } from '../schema/skills.ts';
import { technologies } from '../schema/technologies.ts';
import { deriveSkills } from '../../modules/skills/skills.public.ts';
import { userRoles, users } from '../schema/users.ts';

// Demo data for workforce planning (issue 10): roles, people's skills, projects in every status (one overdue),
// and assignments that leave some people full today, some partly free, some idle — never over 100% on any day
// (seed test). Dates are relative to the day the demo is loaded.

const ROLES = ['Developer', 'Tester', 'Designer', 'Tech Lead', 'DevOps engineer', 'Business analyst'] as const;
type RoleName = (typeof ROLES)[number];

type DemoProject = {
  name: string;
  manager: string;
  status: ProjectStatus;
  start: number;
  end: number;
  short: string;
  technologies: string[];
  roles: [RoleName, number][];
  team: [email: string, RoleName, number][];
};

const at = (name: string) => `${name}@talentpath.test`;
const PROJECTS: DemoProject[] = [
  {
    name: 'Customer portal relaunch',
    manager: at('pm'),
    status: 'in-progress',
    start: -40,
    end: 50,
    short: 'A faster self-service portal for our enterprise customers.',
    technologies: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
    roles: [
      ['Developer', 3],
      ['Tester', 1],
      ['Designer', 1],
      ['Tech Lead', 1],
    ],
    team: [
      [at('learner'), 'Developer', 60],
      [at('kari.nordmann'), 'Developer', 100],
      [at('multi'), 'Tech Lead', 50],
      [at('sigrid.larsen'), 'Tester', 30],
      [at('ase.strand'), 'Designer', 40],
    ],
  },
  {
    name: 'Data platform migration',
    manager: at('pm'),
    status: 'in-progress',
    start: -20,
    end: 80,
    short: 'Move reporting to a managed PostgreSQL warehouse on AWS.',
    technologies: ['Python', 'PostgreSQL', 'AWS', 'Terraform'],
    roles: [
      ['Developer', 2],
      ['DevOps engineer', 1],
      ['Business analyst', 1],
    ],
    team: [
      [at('ola.hansen'), 'Developer', 50],
      [at('priya.sharma'), 'DevOps engineer', 100],
      [at('multi'), 'Business analyst', 30],
    ],
  },
  {
    name: 'Mobile onboarding',
    manager: at('pm'),
    status: 'planned',
    start: 14,
    end: 100,
    short: 'A guided first week in the mobile app for new hires.',
    technologies: ['React', 'TypeScript', 'Figma'],
    roles: [
      ['Developer', 2],
      ['Designer', 1],
      ['Tester', 1],
    ],
    team: [[at('eirik.kristiansen'), 'Designer', 50]],
  },
  {
    name: 'Billing API hardening',
    manager: at('pm'),
    status: 'in-progress',
    start: -90,
    end: -3,
    short: 'Idempotent payments and retries in the billing service.',
    technologies: ['Java', 'PostgreSQL', 'Docker'],
    roles: [
      ['Developer', 2],
      ['Tester', 1],
    ],
    team: [[at('sigrid.larsen'), 'Developer', 70]],
  },
  {
    name: 'Warehouse analytics',
    manager: at('pm'),
    status: 'on-hold',
    start: -30,
    end: 60,
    short: 'Stock forecasts for the logistics team (waiting for data access).',
    technologies: ['Python', 'PostgreSQL'],
    roles: [
      ['Business analyst', 1],
      ['Developer', 1],
    ],
    team: [
      [at('eirik.kristiansen'), 'Developer', 50],
      [at('ingeborg.dahl'), 'Business analyst', 20],
    ],
  },
  {
    name: 'Intranet search',
    manager: at('pm'),
    status: 'completed',
    start: -200,
    end: -60,
    short: 'One search box for policies, people and documents.',
    technologies: ['TypeScript', 'Node.js'],
    roles: [['Developer', 2]],
    team: [[at('ola.hansen'), 'Developer', 80]],
  },
  {
    name: 'Legacy CRM sunset',
    manager: at('pm'),
    status: 'cancelled',
    start: -100,
    end: 20,
    short: 'Replaced by the customer portal relaunch.',
    technologies: ['Java'],
    roles: [['Developer', 1]],
    team: [],
  },
  {
    name: 'Learning paths pilot',
    manager: at('multi'),
    status: 'in-progress',
    start: -10,
    end: 40,
    short: 'Personalised learning paths for two pilot departments.',
    technologies: ['TypeScript', 'React', 'GraphQL'],
    roles: [
      ['Developer', 2],
      ['Tester', 1],
    ],
    team: [
      [at('learner'), 'Tester', 40],
      [at('torbjorn.haugen'), 'Developer', 60],
    ],
  },
];

/** Skills by person (technology, level 1–5); everyone else who can be staffed gets a few from their position. */
const SKILLS: Record<string, [string, number][]> = {
  [at('learner')]: [
    ['TypeScript', 4],
    ['React', 4],
    ['Playwright', 3],
    ['GraphQL', 2],
  ],
  [at('multi')]: [
    ['TypeScript', 5],
    ['Node.js', 4],
    ['PostgreSQL', 3],
    ['AWS', 2],
  ],
  [at('kari.nordmann')]: [
    ['TypeScript', 5],
    ['React', 5],
    ['Node.js', 4],
  ],
  [at('ola.hansen')]: [
    ['Python', 4],
    ['PostgreSQL', 4],
    ['TypeScript', 2],
  ],
  [at('sigrid.larsen')]: [
    ['Java', 4],
    ['Playwright', 5],
    ['Docker', 3],
  ],
  [at('priya.sharma')]: [
    ['AWS', 5],
    ['Terraform', 5],
    ['Kubernetes', 4],
    ['Docker', 4],
  ],
  [at('eirik.kristiansen')]: [
    ['Figma', 5],
    ['Python', 3],
    ['React', 2],
  ],
  [at('torbjorn.haugen')]: [
    ['TypeScript', 3],
    ['GraphQL', 4],
    ['React', 3],
  ],
  [at('ase.strand')]: [
    ['Figma', 4],
    ['React', 2],
  ],
  [at('ingeborg.dahl')]: [
    ['PostgreSQL', 2],
    ['Python', 2],
  ],
  [at('astrid.pedersen')]: [
    ['Java', 3],
    ['Kubernetes', 2],
    ['Docker', 3],
  ],
  [at('marte.lie')]: [
    ['TypeScript', 3],
    ['React', 3],
    ['Figma', 2],
    ['PostgreSQL', 1],
  ],
  [at('lars.berntsen')]: [
    ['Python', 2],
    ['AWS', 1],
  ],
};
const FALLBACK = ['TypeScript', 'Python', 'React', 'PostgreSQL', 'Docker', 'Java', 'Node.js', 'AWS'];

export async function seedWorkforce(db: Db) {
  if ((await db.$count(projectRoles)) > 0) return; // loaded before
  const day = today();
  await db.transaction(async (tx) => {
    const tech = new Map(
      (await tx.select({ id: technologies.id, name: technologies.name }).from(technologies)).map((t) => [t.name, t.id]),
    );
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Learner')))
      .where(eq(users.status, 'active'))
      .orderBy(users.email);
    const person = new Map(people.map((u) => [u.email, u.id]));
    const managers = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, [...new Set(PROJECTS.map((p) => p.manager))]))
      ).map((u) => [u.email, u.id]),
    );
    const roles = new Map(
      (
        await tx
          .insert(projectRoles)
          .values(ROLES.map((name) => ({ name, createdBy: managers.get(at('pm')) ?? null })))
          .returning()
      ).map((r) => [r.name as RoleName, r.id]),
    );

    const skills = people.flatMap((u, i) => {
      const list =
        SKILLS[u.email] ??
        [0, 1, 2].map((k): [string, number] => [FALLBACK[(i + 3 * k) % FALLBACK.length]!, 1 + ((i + k) % 5)]);
      return [...new Map(list).entries()].flatMap(([name, level]) =>
        tech.has(name) ? [{ userId: u.id, technologyId: tech.get(name)!, level }] : [],
      );
    });
    // Skills with evidence (ADR 0059): the project manager's ratings, and every third person's own assessment of
    // their first skill one level higher (which shows, and does not count over the rating).
    const raterId = managers.get(at('pm')) ?? null;
    const claims = skills.flatMap((s, i) => [
      {
        ...s,
        kind: 'manager-rated' as const,
        sourceKey: raterId ? `rater:${raterId}` : 'legacy',
        madeBy: raterId,
        note: s.level >= 4 ? 'Led this on the last two projects' : '',
      },
      ...(i % 3 === 0
        ? [
            {
              ...s,
              kind: 'self-assessed' as const,
              level: Math.min(5, s.level + 1),
              sourceKey: 'self',
              madeBy: s.userId,
            },
          ]
        : []),
    ]);
    if (claims.length) await tx.insert(skillClaims).values(claims).onConflictDoNothing();
    await deriveSkills(tx, skills);

    for (const p of PROJECTS) {
      const managerId = managers.get(p.manager);
      if (!managerId) continue;
      const [row] = await tx
        .insert(projects)
        .values({
          name: p.name,
          status: p.status,
          startDate: addDays(day, p.start),
          deadline: addDays(day, p.end),
          shortDescription: p.short,
          description: `${p.short}\n\nScope, milestones and contacts are kept in the project wiki.`,
          managerId,
        })
        .returning({ id: projects.id });
      const projectId = row!.id;
      const techIds = p.technologies.flatMap((name) => (tech.has(name) ? [tech.get(name)!] : []));
      if (techIds.length)
        await tx.insert(projectTechnologies).values(techIds.map((technologyId) => ({ projectId, technologyId })));
      await tx
        .insert(projectRoleNeeds)
        .values(p.roles.map(([name, count]) => ({ projectId, roleId: roles.get(name)!, count })));
      const team = p.team.flatMap(([email, role, workload]) =>
        person.has(email)
          ? [{ projectId, employeeId: person.get(email)!, roleId: roles.get(role)!, workload, createdBy: managerId }]
          : [],
      );
      if (team.length) await tx.insert(assignments).values(team);
    }
  });
}
