import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { courseStatus, enrolmentSummary } from './courses.ts';
import {
  ASSIGN_MAX,
  CATEGORY_NOT_FOUND,
  COURSE_NOT_FOUND,
  DUE_DATE_INVALID,
  ENROLMENT_NOT_FOUND,
  LEARNER_NOT_FOUND,
  LEARNERS_DUPLICATE,
  LEARNERS_REQUIRED,
  LEARNERS_TOO_MANY,
  LESSON_NOT_FOUND,
} from './learning-messages.ts';
import { pageOf, pageQuery, queryBoolean, queryEnum, queryIdList, queryText } from './paging.ts';

// Enrolments and progress (issue 11). A learner enrols in a published course, or a coordinator assigns it (with
// an optional due date); completing lessons moves progress forward only; completing every lesson completes the
// course (the `course.completed` event). Calendar days (due dates) are UTC dates, as in workforce planning.

export const enrolmentIdParams = idParams(ENROLMENT_NOT_FOUND);
export const learnerIdParams = idParams(LEARNER_NOT_FOUND);

/** Derived from progress and the due date: overdue is a due date before today with the course not completed. */
export const ENROLMENT_STATUSES = ['not-started', 'in-progress', 'completed', 'overdue'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
/** An enrolment's status on `today` (YYYY-MM-DD, UTC): completed, else overdue past its due date, else by progress. */
export function enrolmentStatusOf(
  e: { completedAt: unknown; dueDate: string | null; startedAt: unknown },
  today: string,
): EnrolmentStatus {
  if (e.completedAt) return 'completed';
  if (e.dueDate !== null && e.dueDate < today) return 'overdue';
  return e.startedAt ? 'in-progress' : 'not-started';
}
export const ENROLMENT_SOURCES = ['self', 'assigned'] as const;
export type EnrolmentSource = (typeof ENROLMENT_SOURCES)[number];

const named = z.object({ id: z.uuid(), name: z.string() });

export const enrolment = z.object({
  id: z.uuid(),
  course: z.object({
    id: z.uuid(),
    title: z.string(),
    status: courseStatus,
    thumbnailUrl: z.string().nullable(),
    /** Minutes. */
    estimatedTime: z.int(),
    lessonCount: z.int().min(0),
    category: named.nullable(),
  }),
  learner: z.object({ id: z.uuid(), name: z.string(), email: z.string(), avatar: z.string().nullable() }),
  source: z.enum(ENROLMENT_SOURCES),
  assignedBy: named.nullable(),
  dueDate: z.iso.date().nullable(),
  progress: z.int().min(0).max(100),
  completedLessons: z.int().min(0),
  status: z.enum(ENROLMENT_STATUSES),
  enrolledAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  lastAccessedAt: z.iso.datetime().nullable(),
  /** Where the learner was last (the player resumes there). */
  lastLesson: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** When the course's owner or an admin last reminded the learner that it is overdue (POST …/reminder). */
  overdueRemindedAt: z.iso.datetime().nullable(),
});
export type Enrolment = z.infer<typeof enrolment>;

/** How long after a reminder the next may be sent to the same enrolment. */
export const OVERDUE_REMINDER_INTERVAL_HOURS = 24;
export const ENROLMENT_NOT_OVERDUE = 'Only an overdue enrollment can be reminded';
export const REMINDER_TOO_SOON = `The learner was reminded less than ${OVERDUE_REMINDER_INTERVAL_HOURS} hours ago`;

/** POST /enrolments/{id}/reminder: the reminder recorded (the learner is notified by their preferences). */
export const overdueReminder = z.object({
  enrolmentId: z.uuid(),
  remindedAt: z.iso.datetime(),
  /** The earliest moment the next reminder may be sent. */
  nextAllowedAt: z.iso.datetime(),
});
export type OverdueReminder = z.infer<typeof overdueReminder>;

/** A due date: YYYY-MM-DD, a day that exists; null for none. Not before today (UTC): checked by the server. */
export const dueDate = z
  .string({ error: DUE_DATE_INVALID })
  .trim()
  .pipe(z.iso.date({ error: DUE_DATE_INVALID }))
  .nullable();

/**
 * POST /courses/{id}/enrolments: assign a published course to learners. A learner already enrolled keeps their
 * progress and gets the due date (and counts as assigned); one who completed the course is left as they are.
 */
export const assignInput = z.object({
  learnerIds: z
    .array(z.uuid({ error: LEARNER_NOT_FOUND }), { error: LEARNERS_REQUIRED })
    .min(1, LEARNERS_REQUIRED)
    .max(ASSIGN_MAX, LEARNERS_TOO_MANY)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: LEARNERS_DUPLICATE }),
  dueDate: dueDate.default(null),
});
export type AssignInput = z.input<typeof assignInput>;
export type AssignFields = z.output<typeof assignInput>;
export const assignResult = z.object({
  /** Newly enrolled. */
  created: z.int().min(0),
  /** Already enrolled: now assigned, with the due date. */
  updated: z.int().min(0),
  /** Already completed the course: left as they were. */
  unchanged: z.int().min(0),
});
export type AssignResult = z.infer<typeof assignResult>;

/** PUT /enrolments/{id}: the course's owner changes the due date (null removes it). */
export const enrolmentUpdate = z.object({ dueDate });
export type EnrolmentUpdate = z.input<typeof enrolmentUpdate>;

const blankIsAbsent = (v: unknown) => (typeof v === 'string' && !v.trim() ? undefined : v);
const idFilter = (notFound: string) => z.preprocess(blankIsAbsent, z.uuid({ error: notFound }).optional());
const courseIdFilter = idFilter(COURSE_NOT_FOUND);
const dayFilter = (label: string) =>
  z.preprocess(blankIsAbsent, z.iso.date({ error: `${label} must be a date written YYYY-MM-DD` }).optional());

export const ENROLMENT_SORTS = ['learner', 'course', 'progress', 'lastAccessedAt', 'dueDate', 'enrolledAt'] as const;
/**
 * GET /enrolments (a coordinator: the enrolments in their own courses; an admin: all), GET /courses/{id}/enrolments
 * and GET /enrolments/export (CSV, the same filters). `status`: one of the derived statuses.
 */
export const enrolmentListQuery = pageQuery({
  sort: ENROLMENT_SORTS,
  defaultSort: 'learner',
  filters: z.object({
    /** The learner's name or e-mail contains it. */
    searchTerm: queryText('Search term', 100),
    courseId: courseIdFilter,
    status: queryEnum(ENROLMENT_STATUSES, 'Status'),
    source: queryEnum(ENROLMENT_SOURCES, 'Source'),
    /** Courses of this category (the analytics' completion by category drills down to it). */
    categoryId: idFilter(CATEGORY_NOT_FOUND),
    /** Enrolments begun on or after this UTC day. */
    enrolledFrom: dayFilter('Enrolled from'),
    /** Enrolments begun on or before this UTC day. */
    enrolledTo: dayFilter('Enrolled to'),
    /** true: begun (a lesson opened) or completed in the round the learner is in now; false: neither. */
    started: queryBoolean('Started'),
    /** Enrolments whose learner completed this lesson in the round they are in now (a funnel's step). */
    lessonCompleted: idFilter(LESSON_NOT_FOUND),
  }),
});
export type EnrolmentListQuery = z.output<typeof enrolmentListQuery>;
/** GET /courses/{id}/enrolments: the list's query, the course being the path's. */
export const courseEnrolmentListQuery = enrolmentListQuery.omit({ courseId: true });
/** GET /enrolments/export: the list's filters and sort; every row (at most 50,000), no pages. */
export const enrolmentExportQuery = enrolmentListQuery.omit({ pageNumber: true, pageSize: true });
export type EnrolmentExportQuery = z.output<typeof enrolmentExportQuery>;
export const enrolmentPage = pageOf(enrolment);
export type EnrolmentPage = z.infer<typeof enrolmentPage>;

/** My learning's views: everything not completed (`active`), or one derived status. */
export const MY_LEARNING_STATUSES = ['active', ...ENROLMENT_STATUSES] as const;
export const learnerEnrolmentQuery = pageQuery({
  sort: ['recent', 'dueDate', 'title', 'progress', 'enrolledAt'],
  defaultSort: 'recent',
  filters: z.object({
    status: queryEnum(MY_LEARNING_STATUSES, 'Status'),
    source: queryEnum(ENROLMENT_SOURCES, 'Source'),
    searchTerm: queryText('Search term', 100),
  }),
});
export type LearnerEnrolmentQuery = z.output<typeof learnerEnrolmentQuery>;

/** GET /courses/{id}/progress: the caller's progress in a course, lesson by lesson. */
export const courseProgress = z.object({
  enrolment,
  completedLessonIds: z.array(z.uuid()),
  /** The first lesson in course order not completed yet; null when every one is. */
  nextLessonId: z.uuid().nullable(),
  /** Where the player opens: the lesson last visited, else the next one, else the first. */
  resumeLessonId: z.uuid().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgress>;

/** PUT /courses/{id}/progress: the lesson the learner is on (the resume point); it moves nothing forward. */
export const progressPosition = z.object({ lessonId: z.uuid({ error: LESSON_NOT_FOUND }) });
export type ProgressPosition = z.input<typeof progressPosition>;

/** POST /lessons/{id}/complete. `courseCompleted`: this call completed the course. */
export const lessonCompletion = courseProgress.extend({ courseCompleted: z.boolean() });
export type LessonCompletion = z.infer<typeof lessonCompletion>;

// --- Dashboards ---

export const learnerDashboard = z.object({
  /** The course last worked on that is not completed, with the lesson to go on with. */
  continueLearning: z
    .object({ enrolment, nextLesson: z.object({ id: z.uuid(), title: z.string() }).nullable() })
    .nullable(),
  /** Assigned and not completed, the nearest due date first (at most 5). */
  assigned: z.array(enrolment),
  /** Not completed, the most recently opened first (at most 6): progress across courses. */
  inProgress: z.array(enrolment),
  /**
   * Every course the learner has opened, completed ones too, the most recently opened first (at most 6): "Recently
   * opened", from the same `lastAccessedAt` the cards' "Last opened" shows, in any browser.
   */
  recent: z.array(enrolment),
  stats: z.object({
    enrolled: z.int(),
    notStarted: z.int(),
    inProgress: z.int(),
    completed: z.int(),
    overdue: z.int(),
    /** Over the courses not completed, 0..100. */
    averageProgress: z.int(),
  }),
});
export type LearnerDashboard = z.infer<typeof learnerDashboard>;

export const ACTIVITY_KINDS = ['enrolled', 'assigned', 'completed'] as const;
export const coordinatorDashboard = z.object({
  courses: z.object({ draft: z.int(), published: z.int(), archived: z.int() }),
  enrolments: z.int(),
  completions: z.int(),
  /** Distinct learners enrolled in the coordinator's courses. */
  learners: z.int(),
  /** Enrolments past their due date and not completed; the longest overdue first (at most 5). */
  behind: z.object({ count: z.int(), items: z.array(enrolment) }),
  /** The latest enrolments, assignments and completions in the coordinator's courses (at most 10). */
  recent: z.array(
    z.object({
      kind: z.enum(ACTIVITY_KINDS),
      at: z.iso.datetime(),
      enrolmentId: z.uuid(),
      learner: named,
      course: z.object({ id: z.uuid(), title: z.string() }),
    }),
  ),
});
export type CoordinatorDashboard = z.infer<typeof coordinatorDashboard>;

// --- Learners, as coordinators find them to assign courses ---

export const learnerListQuery = pageQuery({
  sort: ['name', 'email'],
  defaultSort: 'name',
  maxPageSize: 100,
  filters: z.object({
    /** Name or e-mail contains it. */
    searchTerm: queryText('Search term', 100),
    /** Learners with any of these technologies (skills). */
    technologyIds: queryIdList('Technologies'),
    /** Adds each learner's enrolment in this course (null where none). */
    courseId: courseIdFilter,
  }),
});
export type LearnerListQuery = z.output<typeof learnerListQuery>;

const learnerTechnology = named.extend({ level: z.int().min(1).max(5) });
export const learnerCandidate = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  technologies: z.array(learnerTechnology),
  /** In the course the list was asked for. */
  enrolment: enrolmentSummary.nullable(),
});
export type LearnerCandidate = z.infer<typeof learnerCandidate>;
export const learnerPage = pageOf(learnerCandidate);

/** GET /learners/{id}: a learner as a coordinator sees them, with their enrolments in the coordinator's courses. */
export const learnerProfile = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  technologies: z.array(learnerTechnology),
  enrolments: z.array(enrolment),
});
export type LearnerProfile = z.infer<typeof learnerProfile>;
