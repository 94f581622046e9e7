import { z } from 'zod';
import { PROJECT_STATUSES } from './projects.ts';
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

export const HEADLINE_MAX = 120;
export const BIO_MAX = 2000;
export const LOCATION_MAX = 100;
export const LANGUAGES_MAX = 10;
export const LINKS_MAX = 5;
export const HEADLINE_TOO_LONG = `Headline must be at most ${HEADLINE_MAX} characters`;
export const BIO_TOO_LONG = `Bio must be at most ${BIO_MAX} characters`;
export const LOCATION_TOO_LONG = `Location must be at most ${LOCATION_MAX} characters`;
export const TEXT_NOT_ALLOWED = 'Text may not contain control characters';
export const LANGUAGE_REQUIRED = 'Language is required';
export const LINK_URL_INVALID = 'Link must be an http or https address';
export const LINK_LABEL_REQUIRED = 'Link text is required';
export const PROFILE_NOT_FOUND = 'Person not found';

const line = (max: number, tooLong: string) =>
  z.string({ error: 'Must be text' }).trim().max(max, tooLong).check(plainText(TEXT_NOT_ALLOWED, 'single'));

/**
 * Skills are what staffing runs on: they may be hidden from peers ('managers'), never from managers — project
 * managers rank people by them whatever the profile shows.
 */
export const SKILLS_AUDIENCES = ['everyone', 'managers'] as const satisfies readonly ProfileAudience[];
/**
 * Work is what staffing runs on too (never hidden from managers); it names projects a colleague may not be on, so
 * it is shown to managers only until the person shows it to everyone.
 */
export const WORK_AUDIENCES = SKILLS_AUDIENCES;
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
    .check(plainText(TEXT_NOT_ALLOWED, 'multi'))
    .default(''),
  location: line(LOCATION_MAX, LOCATION_TOO_LONG).default(''),
  languages: z
    .array(
      z.object({
        language: line(50, 'Language must be at most 50 characters').pipe(z.string().min(1, LANGUAGE_REQUIRED)),
        level: z.enum(LANGUAGE_LEVELS, { error: `Level must be one of: ${LANGUAGE_LEVELS.join(', ')}` }),
      }),
    )
    .max(LANGUAGES_MAX, `At most ${LANGUAGES_MAX} languages`)
    .default([]),
  links: z
    .array(
      z.object({
        label: line(60, 'Link text must be at most 60 characters').pipe(z.string().min(1, LINK_LABEL_REQUIRED)),
        url: z
          .string({ error: LINK_URL_INVALID })
          .trim()
          .max(500, LINK_URL_INVALID)
          .refine((v) => /^https?:\/\/[a-z0-9][^\s]*$/i.test(v), { error: LINK_URL_INVALID }),
      }),
    )
    .max(LINKS_MAX, `At most ${LINKS_MAX} links`)
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
