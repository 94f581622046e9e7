import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import {
  CATEGORY_NOT_FOUND,
  COURSE_DESCRIPTION_MAX,
  COURSE_DESCRIPTION_TOO_LONG,
  COURSE_NOT_FOUND,
  COURSE_TECHNOLOGIES_MAX,
  COURSE_TITLE_MAX,
  ESTIMATED_TIME_INVALID,
  ESTIMATED_TIME_MAX,
  ESTIMATED_TIME_REQUIRED,
  NOTHING_TO_CHANGE,
  TECHNOLOGIES_DUPLICATE,
  TECHNOLOGIES_TOO_MANY,
  TECHNOLOGY_NOT_FOUND,
  TITLE_NOT_ALLOWED,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from './learning-messages.ts';
import { pageOf, pageQuery, queryBoolean, queryEnum, queryIdList, queryText } from './paging.ts';
import { plainText } from './text.ts';

// Courses (issue 11): authored by CourseCoordinators (a coordinator changes only the courses they own; an Admin
// may hand a course to another coordinator), read by every signed-in role as far as ADR 0032 lets them see it.

/**
 * draft → published ⇄ archived. A draft is seen only by its owner and admins; a published course is in the
 * catalogue; an archived one is out of it, and its enrolled learners keep the lessons they completed.
 */
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const courseStatus = z.enum(COURSE_STATUSES, { error: `Status must be one of: ${COURSE_STATUSES.join(', ')}` });

export const courseIdParams = idParams(COURSE_NOT_FOUND);

/** A one-line title: required, trimmed, at most `max` characters. */
export const titleField = (max: number, tooLong: string) =>
  z
    .string({ error: TITLE_REQUIRED })
    .trim()
    .min(1, { error: TITLE_REQUIRED, abort: true })
    .max(max, tooLong)
    .check(plainText(TITLE_NOT_ALLOWED, 'single'));

const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(COURSE_DESCRIPTION_MAX, COURSE_DESCRIPTION_TOO_LONG)
  .check(plainText('Description contains characters that are not allowed', 'multi'));

/** Whole minutes, 1..ESTIMATED_TIME_MAX; missing → required, anything else (0, text, 1.5) → invalid. */
const estimatedTime = z
  .int({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? ESTIMATED_TIME_REQUIRED : ESTIMATED_TIME_INVALID,
  })
  .min(1, ESTIMATED_TIME_INVALID)
  .max(ESTIMATED_TIME_MAX, ESTIMATED_TIME_INVALID);

const categoryId = z.uuid({ error: CATEGORY_NOT_FOUND }).nullable();
const technologyIds = z
  .array(z.uuid({ error: TECHNOLOGY_NOT_FOUND }), { error: 'Technologies must be a list' })
  .max(COURSE_TECHNOLOGIES_MAX, TECHNOLOGIES_TOO_MANY)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: TECHNOLOGIES_DUPLICATE });

/** POST /courses: a new course is a draft owned by the coordinator who makes it (its thumbnail is uploaded after). */
export const courseInput = z.object({
  title: titleField(COURSE_TITLE_MAX, TITLE_TOO_LONG),
  description: description.default(''),
  /** Minutes. */
  estimatedTime,
  categoryId: categoryId.default(null),
  technologyIds: technologyIds.default([]),
});
export type CourseInput = z.input<typeof courseInput>;
export type CourseFields = z.output<typeof courseInput>;

/**
 * The course details form (web, ADR 0016): its fields as typed — the estimated time as text (whole minutes), no
 * category as '' — read into a `courseInput`, so the form shows the messages the server would send.
 */
export const courseForm = z
  .object({
    title: z.string(),
    description: z.string(),
    estimatedTime: z.string(),
    categoryId: z.string(),
    technologyIds: z.array(z.string()),
  })
  .transform(
    ({ estimatedTime, categoryId, ...rest }): CourseInput => ({
      ...rest,
      // Nothing typed stays undefined, so courseInput answers 'required' rather than 'invalid'.
      estimatedTime: (estimatedTime.trim() ? Number(estimatedTime) : undefined) as number,
      categoryId: categoryId || null,
    }),
  )
  .pipe(courseInput);
export type CourseFormValues = z.input<typeof courseForm>;

/** PUT /courses/{id}: any of the fields; technologyIds replaces the whole list; categoryId null removes it. */
export const courseUpdate = z
  .object({
    title: titleField(COURSE_TITLE_MAX, TITLE_TOO_LONG).optional(),
    description: description.optional(),
    estimatedTime: estimatedTime.optional(),
    categoryId: categoryId.optional(),
    technologyIds: technologyIds.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: NOTHING_TO_CHANGE });
export type CourseUpdate = z.input<typeof courseUpdate>;
export type CourseChanges = z.output<typeof courseUpdate>;

/** POST /courses/{id}/reassign (Admin, SuperAdmin): the course goes to another CourseCoordinator. */
export const courseReassign = z.object({ ownerId: z.uuid({ error: 'Choose a course coordinator' }) });
export type CourseReassign = z.input<typeof courseReassign>;

const named = z.object({ id: z.uuid(), name: z.string() });

/**
 * What a course lacks before it can be published (`blocking`), and what it would be better with. The publish page
 * shows each as a line of its checklist; POST /courses/{id}/publish refuses while a blocking one remains.
 */
export const READINESS_ISSUES = [
  'noLessons',
  'emptyLesson',
  'noCategory',
  'inactiveCategory',
  'noDescription',
  'noThumbnail',
  'noTechnologies',
] as const;
export type ReadinessIssue = (typeof READINESS_ISSUES)[number];
export const BLOCKING_ISSUES: readonly ReadinessIssue[] = [
  'noLessons',
  'emptyLesson',
  'noCategory',
  'inactiveCategory',
];
export const readiness = z.object({
  ready: z.boolean(),
  issues: z.array(
    z.object({
      issue: z.enum(READINESS_ISSUES),
      blocking: z.boolean(),
      /** For emptyLesson: which one. */
      lesson: z.object({ id: z.uuid(), title: z.string() }).optional(),
    }),
  ),
});
export type Readiness = z.infer<typeof readiness>;

/** The caller's own enrolment in a course, as a course card shows it. */
export const enrolmentSummary = z.object({
  id: z.uuid(),
  progress: z.int().min(0).max(100),
  status: z.enum(['not-started', 'in-progress', 'completed', 'overdue']),
  dueDate: z.iso.date().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type EnrolmentSummary = z.infer<typeof enrolmentSummary>;

export const course = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    /** Minutes. */
    estimatedTime: z.int(),
    status: courseStatus,
    category: named.nullable(),
    technologies: z.array(named),
    /** A signed address of the thumbnail image (valid for an hour or more), or null. */
    thumbnailUrl: z.string().nullable(),
    owner: named.nullable(),
    lessonCount: z.int().min(0),
    enrolmentCount: z.int().min(0),
    completionCount: z.int().min(0),
    publishedAt: z.iso.datetime().nullable(),
    archivedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** May the caller change it (its owner). */
    editable: z.boolean(),
    /** The caller's enrolment, if they have one. */
    enrolment: enrolmentSummary.nullable(),
    /** What the course lacks to be published; only for those who may change it (null for the rest). */
    readiness: readiness.nullable(),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof course>;

export const COURSE_SORTS = ['title', 'createdAt', 'updatedAt', 'publishedAt'] as const;
/**
 * GET /courses. Learners and project managers see published courses (of active categories); a CourseCoordinator
 * sees their own courses in every status and others' published ones (`mine=true`: only their own); admins see all.
 */
export const courseListQuery = pageQuery({
  sort: COURSE_SORTS,
  defaultSort: 'title',
  maxPageSize: 60,
  defaultPageSize: 12,
  filters: z.object({
    /** Title or description contains it. */
    searchTerm: queryText('Search term', 100),
    status: queryEnum(COURSE_STATUSES, 'Status'),
    categoryId: z.preprocess(
      (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
      z.uuid({ error: CATEGORY_NOT_FOUND }).optional(),
    ),
    /** Courses teaching any of these technologies. */
    technologyIds: queryIdList('Technologies'),
    mine: queryBoolean('Mine'),
    /** Only courses the caller is enrolled in (true) or not (false). */
    enrolled: queryBoolean('Enrolled'),
  }),
});
export type CourseListQuery = z.output<typeof courseListQuery>;
export const coursePage = pageOf(course).extend({
  /** How many courses of each status the list has with every filter but the status one (the status tabs' counts). */
  statusCounts: z.object({ draft: z.int(), published: z.int(), archived: z.int() }),
});
export type CoursePage = z.infer<typeof coursePage>;
