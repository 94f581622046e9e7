import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { LanguageLevel, ProfileVisibility } from '@talentpath/contracts/profiles';
import sharp from 'sharp';
import type { Db, Tx } from '../../platform/db.ts';
import { storeBytes } from '../../platform/files.ts';
import { canvas, disc, gradientFill, randomFrom, type Rgb } from './artwork.ts';
import { encodePng } from './media.ts';
import { PALETTES } from './pictures.ts';
import { courses, enrolments } from '../schema/learning.ts';
import { userProfiles } from '../schema/profiles.ts';
import { assignments, projectTechnologies, projects } from '../schema/projects.ts';
import { courseOutcomes, courseRecommendations, employeeSkills } from '../schema/skills.ts';
import { technologies } from '../schema/technologies.ts';
import { userRoles, users } from '../schema/users.ts';

// Demo talent profiles (issue 24, ADR 0060), after skills: every demo learner says who they are — a headline from
// their strongest skills, where they work from, their languages and a link — and a few chose other audiences. And
// the course a project manager recommended to learners of their projects to close a skill gap.

const CITIES = ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Kristiansand', 'Remote (Lisbon)'];
const at = (name: string) => `${name}@talentpath.test`;

/** What some people wrote themselves; the rest get a headline from their skills. */
const WRITTEN: Record<string, { headline: string; bio: string }> = {
  [at('learner')]: {
    headline: 'Full-stack developer learning cloud infrastructure',
    bio: 'Five years of TypeScript and React on customer-facing products.\nNow working towards running what I build: containers, Kubernetes and AWS.',
  },
  [at('kari.nordmann')]: {
    headline: 'Frontend developer with an eye for accessibility',
    bio: 'I build interfaces that work by keyboard and screen reader first. Happy to pair on React and testing.',
  },
  [at('multi')]: {
    headline: 'Tech lead, course author and part-time project manager',
    bio: 'I lead the customer portal team and write our internal courses on TypeScript and testing.',
  },
  [at('priya.sharma')]: {
    headline: 'DevOps engineer: Terraform, AWS and calm incident reviews',
    bio: 'Infrastructure as code, observability and making deploys boring.',
  },
};

/** Audiences some people chose (the rest keep the defaults). */
const CHOSEN: Record<string, Partial<ProfileVisibility>> = {
  [at('learner')]: { work: 'everyone' },
  [at('torbjorn.haugen')]: { about: 'managers' },
  [at('fatima.alsayed')]: { about: 'me', learning: 'managers' },
};

const isNorwegian = (name: string) =>
  /[æøå]|sen$|son$|Nordmann|Dahl|Moe|Lie|Strand|Bakken|Haugen|Eriksen|Pedersen/i.test(name);

/**
 * A portrait-like picture of its own per person: a gradient of one of the demo palettes and a head-and-shoulders
 * silhouette, as the 256×256 WebP an uploaded photo becomes (ADR 0061).
 */
async function portrait(name: string): Promise<Uint8Array> {
  const random = randomFrom(name);
  const palettes = Object.values(PALETTES);
  const hash = [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) % 9973, 7);
  const palette = palettes[hash % palettes.length]!;
  const c = canvas(256, 256);
  gradientFill(c, palette.from, palette.to, random() * Math.PI);
  disc(c, 128, 128, 150, palette.accent, 0.12); // a soft halo
  const figure: Rgb = palette.light;
  disc(c, 128, 300, 120, figure, 0.92); // shoulders
  disc(c, 128, 112, 54, figure, 0.96); // head
  return new Uint8Array(
    await sharp(encodePng(c.width, c.height, c.data))
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

/** The person's photo: stored as an upload is, and their avatar pointed at it (profiles' photo address). */
async function givePhoto(tx: Tx, person: { id: string; name: string }) {
  const bytes = await portrait(person.name);
  const fileId = await storeBytes(tx, { name: 'photo.webp', mimeType: 'image/webp', createdBy: person.id, bytes });
  await tx
    .update(users)
    .set({ avatar: `/api/people/${person.id}/photos/${fileId}` })
    .where(eq(users.id, person.id));
}

export async function seedProfiles(db: Db) {
  if ((await db.$count(userProfiles)) > 0) return; // loaded before
  await db.transaction(async (tx) => {
    const learners = await tx
      .selectDistinct({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Learner')))
      .where(and(eq(users.status, 'active'), isNull(users.deletedAt)))
      .orderBy(users.email);
    const skills = await tx
      .select({ userId: employeeSkills.userId, name: technologies.name })
      .from(employeeSkills)
      .innerJoin(technologies, eq(technologies.id, employeeSkills.technologyId))
      .orderBy(desc(employeeSkills.level), technologies.name);
    const top = (userId: string) => skills.filter((s) => s.userId === userId).map((s) => s.name);
    const rows = learners.map((person, i) => {
      const strongest = top(person.id).slice(0, 2);
      const written = WRITTEN[person.email];
      const norwegian = isNorwegian(person.name);
      const languages: { language: string; level: LanguageLevel }[] = norwegian
        ? [
            { language: 'Norwegian', level: 'native' },
            { language: 'English', level: 'fluent' },
          ]
        : [
            { language: 'English', level: 'fluent' },
            { language: 'Norwegian', level: i % 2 === 0 ? 'conversational' : 'basic' },
          ];
      const handle = person.email.split('@')[0]!.replace(/\./g, '-');
      return {
        userId: person.id,
        headline:
          written?.headline ??
          (strongest.length > 0 ? `Developer working with ${strongest.join(' and ')}` : 'Developer, new on the team'),
        bio: written?.bio ?? '',
        location: CITIES[i % CITIES.length]!,
        languages,
        links: i % 3 === 0 ? [{ label: 'GitHub', url: `https://github.com/${handle}` }] : [],
        visibility: {
          about: 'everyone',
          skills: 'everyone',
          learning: 'everyone',
          work: 'managers',
          ...CHOSEN[person.email],
        },
      } satisfies typeof userProfiles.$inferInsert;
    });
    if (rows.length) await tx.insert(userProfiles).values(rows);
    // Most have a photo; a few have none yet (their initials show).
    for (const [i, person] of learners.entries())
      if (person.email === at('learner') || i % 5 !== 4) await givePhoto(tx, person);

    // The project manager recommended, for their projects, a course that grants a technology the project needs to
    // team members who have not completed it.
    const gaps = await tx
      .select({
        projectId: projects.id,
        managerId: projects.managerId,
        courseId: courseOutcomes.courseId,
        userId: assignments.employeeId,
      })
      .from(projects)
      .innerJoin(users, and(eq(users.id, projects.managerId), eq(users.email, at('pm'))))
      .innerJoin(projectTechnologies, eq(projectTechnologies.projectId, projects.id))
      .innerJoin(courseOutcomes, eq(courseOutcomes.technologyId, projectTechnologies.technologyId))
      .innerJoin(courses, and(eq(courses.id, courseOutcomes.courseId), eq(courses.status, 'published')))
      .innerJoin(assignments, eq(assignments.projectId, projects.id))
      .leftJoin(
        enrolments,
        and(
          eq(enrolments.courseId, courseOutcomes.courseId),
          eq(enrolments.userId, assignments.employeeId),
          isNotNull(enrolments.completedAt),
        ),
      )
      .where(and(inArray(projects.status, ['planned', 'in-progress']), isNull(enrolments.id)))
      .orderBy(projects.name, sql`lower(${courses.title})`, assignments.employeeId);
    const once = new Map(gaps.map((g) => [`${g.projectId} ${g.userId}`, g]));
    const recommendations = [...once.values()].slice(0, 6);
    if (recommendations.length)
      await tx.insert(courseRecommendations).values(
        recommendations.map((g, i) => ({
          projectId: g.projectId,
          courseId: g.courseId,
          userId: g.userId,
          recommendedBy: g.managerId,
          createdAt: new Date(Date.now() - (i + 1) * 86_400_000),
        })),
      );
  });
}
