import { z } from 'zod';
import { LANGUAGE_LEVELS } from './profiles.ts';

// The CV (issue 24, ADR 0063): made from the profile as the caller may see it. The server answers its material
// (GET /cv/{personId}) and the file (POST /cv: PDF or JSON Resume); composeCv, the one rule of what goes in, is
// shared, so the web's preview shows what the file holds.

/** The parts of a CV the person chooses; the header (name, headline, contact) is always there unless anonymised. */
export const CV_SECTIONS = ['about', 'skills', 'projects', 'courses', 'languages', 'links'] as const;
export type CvSection = (typeof CV_SECTIONS)[number];
export const CV_FORMATS = ['pdf', 'json-resume'] as const;
export type CvFormat = (typeof CV_FORMATS)[number];
/** The language of the document's headings and dates. */
export const CV_LANGUAGES = ['en', 'no'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number];
/** At most this many projects or skills named in one request (more than a person has, far fewer than abuse). */
export const CV_IDS_MAX = 500;

export const CV_SECTION_UNKNOWN = `Section must be one of: ${CV_SECTIONS.join(', ')}`;
export const CV_SECTIONS_REPEATED = 'Each section may be named once';
export const CV_FORMAT_UNKNOWN = `Format must be one of: ${CV_FORMATS.join(', ')}`;
export const CV_LANGUAGE_UNKNOWN = `Language must be one of: ${CV_LANGUAGES.join(', ')}`;
export const CV_PERSON_INVALID = 'Person must be a valid id';
export const CV_PROJECT_INVALID = 'Project must be a valid id';
export const CV_TECHNOLOGY_INVALID = 'Skill must be a valid technology id';
export const CV_TOO_MANY_IDS = `At most ${CV_IDS_MAX} may be chosen`;

const ids = (invalid: string) => z.array(z.uuid({ error: invalid })).max(CV_IDS_MAX, CV_TOO_MANY_IDS);

/** POST /cv: whose CV, in which format and language, anonymised or not, and what goes in. */
export const cvRequest = z.object({
  /** Whose CV; the caller's own when left out. */
  personId: z.uuid({ error: CV_PERSON_INVALID }).optional(),
  format: z.enum(CV_FORMATS, { error: CV_FORMAT_UNKNOWN }),
  language: z.enum(CV_LANGUAGES, { error: CV_LANGUAGE_UNKNOWN }).default('en'),
  /** For tenders: no name, photo, e-mail, links or location. */
  anonymous: z.boolean({ error: 'Anonymous must be true or false' }).default(false),
  sections: z
    .array(z.enum(CV_SECTIONS, { error: CV_SECTION_UNKNOWN }))
    .max(CV_SECTIONS.length, CV_SECTIONS_REPEATED)
    .refine((s) => new Set(s).size === s.length, { error: CV_SECTIONS_REPEATED })
    .default([...CV_SECTIONS]),
  /** The projects to show (ids of projects); every one when left out. */
  projectIds: ids(CV_PROJECT_INVALID).optional(),
  /** The skills to show (technology ids); every one when left out. */
  technologyIds: ids(CV_TECHNOLOGY_INVALID).optional(),
});
export type CvRequestInput = z.input<typeof cvRequest>;
export type CvRequest = z.output<typeof cvRequest>;

export const cvSourceParams = z.object({ personId: z.uuid({ error: CV_PERSON_INVALID }) });

const cvSkill = z.object({
  technology: z.object({ id: z.uuid(), name: z.string() }),
  level: z.int().min(1).max(5),
  /** The level rests on evidence (a course, an assessment, a certificate, a delivered project). */
  verified: z.boolean(),
});
const cvProject = z.object({
  project: z.object({ id: z.uuid(), name: z.string() }),
  role: z.string(),
  startDate: z.iso.date(),
  /** The last day; null while the project goes on. */
  endDate: z.iso.date().nullable(),
});
const cvCourse = z.object({
  course: z.object({ id: z.uuid(), title: z.string() }),
  completedAt: z.iso.datetime({ offset: true }),
});
const cvLanguage = z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) });
const cvLink = z.object({ label: z.string(), url: z.string() });

/**
 * GET /cv/{personId}: what may go into the person's CV, as the caller may see it. A part the person hides from the
 * caller is null (about: headline, location, bio, languages, links and e-mail together).
 */
export const cvSource = z.object({
  person: z.object({ id: z.uuid(), name: z.string() }),
  about: z
    .object({
      headline: z.string(),
      location: z.string(),
      email: z.string(),
      bio: z.string(),
      languages: z.array(cvLanguage),
      links: z.array(cvLink),
    })
    .nullable(),
  /** Skills with a level, highest first. */
  skills: z.array(cvSkill).nullable(),
  /** Projects, the latest start first. */
  projects: z.array(cvProject).nullable(),
  /** Completed courses, newest first. */
  courses: z.array(cvCourse).nullable(),
});
export type CvSource = z.infer<typeof cvSource>;
export type CvSkill = z.infer<typeof cvSkill>;
export type CvProject = z.infer<typeof cvProject>;

/** What one CV holds: the source narrowed to the choice, anonymised when asked. */
export type CvDocument = {
  /** null: anonymised. */
  name: string | null;
  headline: string;
  location: string | null;
  email: string | null;
  links: z.infer<typeof cvLink>[];
  summary: string | null;
  skills: CvSkill[];
  projects: CvProject[];
  courses: z.infer<typeof cvCourse>[];
  languages: z.infer<typeof cvLanguage>[];
};

export type CvChoice = Pick<CvRequest, 'anonymous' | 'sections'> &
  Partial<Pick<CvRequest, 'projectIds' | 'technologyIds'>>;

/** The CV a choice makes of its source: only the chosen sections, projects and skills; no contact when anonymous. */
export function composeCv(source: CvSource, choice: CvChoice): CvDocument {
  const has = (section: CvSection) => choice.sections.includes(section);
  const chosen = (list: readonly string[] | undefined) => (id: string) => list === undefined || list.includes(id);
  const pickProject = chosen(choice.projectIds);
  const pickSkill = chosen(choice.technologyIds);
  const about = source.about;
  const anonymous = choice.anonymous;
  return {
    name: anonymous ? null : source.person.name,
    headline: about?.headline ?? '',
    location: anonymous || !about?.location ? null : about.location,
    email: anonymous || !about?.email ? null : about.email,
    links: !anonymous && has('links') ? (about?.links ?? []) : [],
    summary: has('about') && about?.bio ? about.bio : null,
    skills: has('skills') ? (source.skills ?? []).filter((s) => pickSkill(s.technology.id)) : [],
    projects: has('projects') ? (source.projects ?? []).filter((p) => pickProject(p.project.id)) : [],
    courses: has('courses') ? (source.courses ?? []) : [],
    languages: has('languages') ? (about?.languages ?? []) : [],
  };
}

/** The file's name: the person's name in plain letters and the day, or "cv-anonymous-…" when anonymised. */
export function cvFileName(doc: Pick<CvDocument, 'name'>, format: CvFormat, day: string): string {
  const plain = (doc.name ?? 'anonymous')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `cv-${plain || 'person'}-${day}.${format === 'pdf' ? 'pdf' : 'json'}`;
}

const LOCALE: Record<CvLanguage, string> = { en: 'en-US', no: 'nb-NO' };

/** A calendar day or an instant as month and year in the CV's language ("Mar 2025", "mars 2025"). */
export function monthYear(language: CvLanguage, isoDate: string): string {
  const day = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  return new Intl.DateTimeFormat(LOCALE[language], { month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(day)
    .replace('.', '');
}
