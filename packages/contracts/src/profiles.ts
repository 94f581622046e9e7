import { z } from 'zod';
import { PROJECT_STATUSES } from './projects.ts';
import {
  BIO_MAX,
  BIO_TOO_LONG,
  HEADLINE_MAX,
  HEADLINE_TOO_LONG,
  LANGUAGE_NAME_MAX,
  LANGUAGE_REQUIRED,
  LANGUAGE_TOO_LONG,
  LANGUAGES_MAX,
  LANGUAGES_TOO_MANY,
  LINK_LABEL_MAX,
  LINK_LABEL_REQUIRED,
  LINK_LABEL_TOO_LONG,
  LINK_URL_INVALID,
  LINKS_MAX,
  LINKS_TOO_MANY,
  LOCATION_MAX,
  LOCATION_TOO_LONG,
  PROFILE_TEXT_NOT_ALLOWED,
} from './profile-messages.ts';
import { plainText } from './text.ts';

// Talent profiles (issue 24): what a person says about themselves, and who may see which part of their profile.

/** Who may see a part of a profile: everyone signed in, managers (project managers and admins), or only the person. */
export const PROFILE_AUDIENCES = ['everyone', 'managers', 'me'] as const;
export type ProfileAudience = (typeof PROFILE_AUDIENCES)[number];
/**
 * The parts of a profile, each with its own audience: what the person says, their skills, the courses they have
 * completed, and their work (projects past and current, and how much of their time is taken now).
 */
export const PROFILE_SECTIONS = ['about', 'skills', 'learning', 'work'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const LANGUAGE_LEVELS = ['basic', 'conversational', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export * from './profile-messages.ts';

const line = (max: number, tooLong: string) =>
  z.string({ error: 'Must be text' }).trim().max(max, tooLong).check(plainText(PROFILE_TEXT_NOT_ALLOWED, 'single'));

/**
 * Skills are what staffing runs on: they may be hidden from peers ('managers'), never from managers — project
 * managers rank people by them whatever the profile shows.
 */
export const SKILLS_AUDIENCES = ['everyone', 'managers'] as const satisfies readonly ProfileAudience[];
/**
 * Work is what staffing runs on too (never hidden from managers); it names projects a colleague may not be on, so
 * it is shown to managers only until the person shows it to everyone.
 */
export const WORK_AUDIENCES = ['everyone', 'managers'] as const satisfies readonly ProfileAudience[];
export const DEFAULT_PROFILE_VISIBILITY = {
  about: 'everyone',
  skills: 'everyone',
  learning: 'everyone',
  work: 'managers',
} as const satisfies Record<ProfileSection, ProfileAudience>;
export const profileVisibility = z.object({
  about: z.enum(PROFILE_AUDIENCES).default(DEFAULT_PROFILE_VISIBILITY.about),
  skills: z.enum(SKILLS_AUDIENCES).default(DEFAULT_PROFILE_VISIBILITY.skills),
  learning: z.enum(PROFILE_AUDIENCES).default(DEFAULT_PROFILE_VISIBILITY.learning),
  work: z.enum(WORK_AUDIENCES).default(DEFAULT_PROFILE_VISIBILITY.work),
});
export type ProfileVisibility = z.infer<typeof profileVisibility>;

/** PUT /me/profile: the whole of what the person says, and who sees what. */
export const profileInput = z.object({
  headline: line(HEADLINE_MAX, HEADLINE_TOO_LONG).default(''),
  bio: z
    .string({ error: 'Must be text' })
    .trim()
    .max(BIO_MAX, BIO_TOO_LONG)
    .check(plainText(PROFILE_TEXT_NOT_ALLOWED, 'multi'))
    .default(''),
  location: line(LOCATION_MAX, LOCATION_TOO_LONG).default(''),
  languages: z
    .array(
      z.object({
        language: line(LANGUAGE_NAME_MAX, LANGUAGE_TOO_LONG).pipe(z.string().min(1, LANGUAGE_REQUIRED)),
        level: z.enum(LANGUAGE_LEVELS, { error: `Level must be one of: ${LANGUAGE_LEVELS.join(', ')}` }),
      }),
    )
    .max(LANGUAGES_MAX, LANGUAGES_TOO_MANY)
    .default([]),
  links: z
    .array(
      z.object({
        label: line(LINK_LABEL_MAX, LINK_LABEL_TOO_LONG).pipe(z.string().min(1, LINK_LABEL_REQUIRED)),
        url: z
          .string({ error: LINK_URL_INVALID })
          .trim()
          .max(500, LINK_URL_INVALID)
          .refine((v) => /^https?:\/\/[a-z0-9][^\s]*$/i.test(v), { error: LINK_URL_INVALID }),
      }),
    )
    .max(LINKS_MAX, LINKS_TOO_MANY)
    .default([]),
  visibility: profileVisibility.default(DEFAULT_PROFILE_VISIBILITY),
});
export type ProfileInput = z.input<typeof profileInput>;
export type ProfileFields = z.output<typeof profileInput>;

const about = z.object({
  headline: z.string(),
  bio: z.string(),
  location: z.string(),
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});

/** A profile as the caller may see it: a part hidden from them is null; the person sees their own visibility. */
export const profile = z.object({
  person: z.object({ id: z.uuid(), name: z.string(), avatar: z.string().nullable() }),
  about: about.nullable(),
  /** Whether the caller may see the person's skills (GET /people/{id}/skills). */
  skillsVisible: z.boolean(),
  /** Whether the caller may see the courses the person has completed (GET /people/{id}/courses). */
  learningVisible: z.boolean(),
  /** Whether the caller may see the person's projects and workload (GET /people/{id}/work). */
  workVisible: z.boolean(),
  /** The person's own choices: only in their own profile. */
  visibility: profileVisibility.nullable(),
});
export type Profile = z.infer<typeof profile>;

/** GET /people/{id}/courses: the courses the person has completed, most recent first. */
export const completedCourseList = z.object({
  items: z.array(
    z.object({
      course: z.object({ id: z.uuid(), title: z.string() }),
      completedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type CompletedCourseList = z.infer<typeof completedCourseList>;

const workEntry = z.object({
  project: z.object({ id: z.uuid(), name: z.string(), status: z.enum(PROJECT_STATUSES) }),
  role: z.object({ id: z.uuid(), name: z.string() }),
  workload: z.number().int(),
  startDate: z.iso.date(),
  deadline: z.iso.date(),
});
export type WorkEntry = z.infer<typeof workEntry>;

/**
 * GET /people/{id}/work: the person's projects — current (active and not past their deadline) and past — and the
 * share of their time taken today (the sum of today's assignments; 100 means fully allocated).
 */
export const workHistory = z.object({
  workload: z.number().int(),
  current: z.array(workEntry),
  past: z.array(workEntry),
});
export type WorkHistory = z.infer<typeof workHistory>;
