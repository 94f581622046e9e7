import { z } from 'zod';
import { pageOf, pageQuery, queryBoolean, queryEnum, queryNumber } from './paging.ts';
import { COURSE_STATUSES } from './courses.ts';
import { SKILL_LEVEL_INVALID } from './skill-messages.ts';
import { TECHNOLOGY_NOT_FOUND } from './technologies.ts';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from './workforce-messages.ts';

// The analytics dashboards (issue 27, ADR 0071). Every dashboard reads a range of days (UTC) and, for its time
// series, an interval; each chart's numbers can be drilled down to the list behind them.

export const ANALYTICS_INTERVALS = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof ANALYTICS_INTERVALS)[number];
/** The longest range read at once: two years. */
export const ANALYTICS_RANGE_DAYS_MAX = 731;
export const ANALYTICS_RANGE_BACKWARDS = 'The range must end on or after the day it starts';
export const ANALYTICS_RANGE_TOO_LONG = `The range may cover at most ${ANALYTICS_RANGE_DAYS_MAX} days`;

const DAY_MS = 86_400_000;
const day = (label: string) => z.iso.date({ error: `${label} must be a date written YYYY-MM-DD` });
const count = z.int().min(0);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** A range of UTC days, `from` to `to`, both counted (checked with rangeChecked). */
export const range = { from: day('From'), to: day('To') };
export const rangeChecked = <T extends { from: string; to: string }>(value: T, ctx: z.RefinementCtx) => {
  const days = daysIn(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_RANGE_BACKWARDS });
  else if (days > ANALYTICS_RANGE_DAYS_MAX)
    ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_RANGE_TOO_LONG });
};

/** What the exports write: a CSV file (the default) or an Excel workbook. */
export const ANALYTICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AnalyticsExportFormat = (typeof ANALYTICS_EXPORT_FORMATS)[number];
export const exportFormat = { format: queryEnum(ANALYTICS_EXPORT_FORMATS, 'Format') };

const seriesFields = { ...range, interval: queryEnum(ANALYTICS_INTERVALS, 'Interval') };

/** GET /admin/analytics/activity: the range, and the interval of its points (a week, Monday to Sunday, by default). */
export const activitySeriesQuery = z.object(seriesFields).superRefine(rangeChecked);

/** GET /admin/analytics/activity/export: the series' query, and the file's format. */
export const activitySeriesExportQuery = z.object({ ...seriesFields, ...exportFormat }).superRefine(rangeChecked);
export type ActivitySeriesExportQuery = z.output<typeof activitySeriesExportQuery>;

/** One interval of the range: its first and last day inside the range, and what happened in it. */
export const activityPoint = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  /** People active on at least one day of it (signed in, opened or completed a lesson, started an attempt, posted). */
  activePeople: count,
  signIns: count,
  lessonsOpened: count,
  attemptsStarted: count,
  /** Learners who enrolled themselves in a course. */
  enrolled: count,
  /** Courses assigned to learners (by their coordinators or admins). */
  assigned: count,
  /** Courses completed (a retake to renew a certificate completes it again). */
  coursesCompleted: count,
});
export type ActivityPoint = z.infer<typeof activityPoint>;

export const activitySeries = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  interval: z.enum(ANALYTICS_INTERVALS),
  points: z.array(activityPoint),
  /** People active at least once in the whole range (not the sum of the points: one person counts once). */
  activePeople: count,
});
export type ActivitySeries = z.infer<typeof activitySeries>;

export const ACTIVE_PEOPLE_SORTS = ['name', 'activeDays', 'lastActive'] as const;

const activePeopleList = pageQuery({ sort: ACTIVE_PEOPLE_SORTS, defaultSort: '-activeDays', filters: z.object(range) });

/** GET /admin/analytics/activity/people: the people behind an active-people figure (a point's days, or the range's). */
export const activePeopleQuery = activePeopleList.superRefine(rangeChecked);

/** GET /admin/analytics/activity/people/export: the list's range and sort, every page of it, and the file's format. */
export const activePeopleExportQuery = activePeopleList
  .omit({ pageNumber: true, pageSize: true })
  .extend(exportFormat)
  .superRefine(rangeChecked);
export type ActivePeopleExportQuery = z.output<typeof activePeopleExportQuery>;

export const activePerson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Days of the range they were active on. */
  activeDays: count,
  lastActive: z.iso.date(),
});
export type ActivePerson = z.infer<typeof activePerson>;
export const activePeoplePage = pageOf(activePerson);
export type ActivePeoplePage = z.infer<typeof activePeoplePage>;

/** What happened to people's learning, each a figure of the series: a self-enrolment, an assignment, a completion. */
export const LEARNING_KINDS = ['enrolled', 'assigned', 'course-completed'] as const;
export type LearningKind = (typeof LEARNING_KINDS)[number];
export const LEARNING_EVENT_SORTS = ['at', 'name'] as const;

/**
 * GET /admin/analytics/learning: the enrolments, assignments or completions behind a figure of the series (a point's
 * days, or the range's), newest first by default.
 */
export const learningEventsQuery = pageQuery({
  sort: LEARNING_EVENT_SORTS,
  defaultSort: '-at',
  filters: z.object({
    ...range,
    kind: z.enum(LEARNING_KINDS, { error: `Kind must be one of: ${LEARNING_KINDS.join(', ')}` }),
  }),
}).superRefine(rangeChecked);

/** GET /admin/analytics/learning/export: the list's range, kind and sort, every page of it, and the file's format. */
export const learningEventsExportQuery = pageQuery({
  sort: LEARNING_EVENT_SORTS,
  defaultSort: '-at',
  filters: z.object({
    ...range,
    kind: z.enum(LEARNING_KINDS, { error: `Kind must be one of: ${LEARNING_KINDS.join(', ')}` }),
    ...exportFormat,
  }),
})
  .omit({ pageNumber: true, pageSize: true })
  .superRefine(rangeChecked);
export type LearningEventsExportQuery = z.output<typeof learningEventsExportQuery>;

export const learningEvent = z.object({
  /** The record's own number (two of one person and course at one moment stay apart). */
  id: z.string(),
  at: z.iso.datetime(),
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  /** The course, or null when it has been deleted since. */
  course: z.object({ id: z.uuid(), title: z.string() }).nullable(),
});
export type LearningEvent = z.infer<typeof learningEvent>;
export const learningEventsPage = pageOf(learningEvent);
export type LearningEventsPage = z.infer<typeof learningEventsPage>;

// --- Courses: how many of the enrolments a range began are completed, by category and by course; what is overdue. --
// The list behind each figure is GET /enrolments with the same range (enrolledFrom, enrolledTo), the category or
// course, and the status (completed; overdue for the overdue assignments, which are today's and not the range's).

/** GET /admin/analytics/completion: the range of days the enrolments began in (self-enrolled or assigned). */
export const completionQuery = z.object(range).superRefine(rangeChecked);
/** GET /admin/analytics/completion/export: the same range, and the file's format. */
export const completionExportQuery = z.object({ ...range, ...exportFormat }).superRefine(rangeChecked);
export type CompletionExportQuery = z.output<typeof completionExportQuery>;

const completionFigures = {
  /** Enrolments begun in the range. */
  enrolled: count,
  /** Of them, those completed now (a course being retaken to renew its certificate is not, until it is again). */
  completed: count,
};
const named = z.object({ id: z.uuid(), name: z.string() });

export const categoryCompletion = z.object({
  /** null: courses with no category (a draft may have none). */
  category: named.nullable(),
  ...completionFigures,
});
export type CategoryCompletion = z.infer<typeof categoryCompletion>;

export const courseCompletion = z.object({
  course: z.object({ id: z.uuid(), title: z.string() }),
  category: named.nullable(),
  ...completionFigures,
});
export type CourseCompletion = z.infer<typeof courseCompletion>;

/** How many courses the most and the least completed lists hold. */
export const COURSE_RANKING_SIZE = 5;

export const completionReport = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  ...completionFigures,
  /** Every category with enrolments begun in the range, by name (no category last). */
  categories: z.array(categoryCompletion),
  /** The courses whose enrolments of the range are most completed: by completions, then rate, then title. */
  mostCompleted: z.array(courseCompletion),
  /** The least completed, fewest first, leaving out any already among the most completed. */
  leastCompleted: z.array(courseCompletion),
  /** Assignments past their due date and not completed, today (UTC): not bound to the range. */
  overdue: count,
});
export type CompletionReport = z.infer<typeof completionReport>;

// --- Certificates issued and ending, on a timeline. ---

/** GET /admin/analytics/certificates: the range (it may reach into the future, where certificates end) and interval. */
export const certificateSeriesQuery = z.object(seriesFields).superRefine(rangeChecked);
/** GET /admin/analytics/certificates/export: the series' query, and the file's format. */
export const certificateSeriesExportQuery = z.object({ ...seriesFields, ...exportFormat }).superRefine(rangeChecked);
export type CertificateSeriesExportQuery = z.output<typeof certificateSeriesExportQuery>;

export const certificatePoint = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  /** Certificates issued on its days (revoked since or not). */
  issued: count,
  /** Certificates whose last valid day is one of its days: neither revoked nor renewed by a later one. */
  expiring: count,
});
export type CertificatePoint = z.infer<typeof certificatePoint>;

export const certificateSeries = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  interval: z.enum(ANALYTICS_INTERVALS),
  points: z.array(certificatePoint),
});
export type CertificateSeries = z.infer<typeof certificateSeries>;

export const CERTIFICATE_KINDS = ['issued', 'expiring'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_LIST_SORTS = ['day', 'name', 'course'] as const;

/** GET /admin/analytics/certificates/list: the certificates behind a figure (a point's days, or the range's). */
export const certificateListQuery = pageQuery({
  sort: CERTIFICATE_LIST_SORTS,
  defaultSort: 'day',
  filters: z.object({
    ...range,
    kind: z.enum(CERTIFICATE_KINDS, { error: `Kind must be one of: ${CERTIFICATE_KINDS.join(', ')}` }),
  }),
}).superRefine(rangeChecked);

export const certificateListItem = z.object({
  id: z.uuid(),
  code: z.string(),
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  course: z.object({ id: z.uuid(), title: z.string() }),
  issuedAt: z.iso.datetime(),
  /** Its last valid day; null: it does not end. */
  expiresOn: z.iso.date().nullable(),
  revoked: z.boolean(),
});
export type CertificateListItem = z.infer<typeof certificateListItem>;
export const certificateListPage = pageOf(certificateListItem);
export type CertificateListPage = z.infer<typeof certificateListPage>;

// --- Skill coverage: people per technology and level, verified by evidence or not (today's skills). ---

const skillLevel = z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX);

export const SKILL_COVERAGE_SORTS = ['people', 'verified', 'name'] as const;

/** GET /admin/analytics/skills: the technologies people have skills in, most people first by default. */
export const skillCoverageQuery = pageQuery({ sort: SKILL_COVERAGE_SORTS, defaultSort: '-people' });

export const skillCoverageLevel = z.object({
  level: skillLevel,
  /** People whose skill in it is this level. */
  people: count,
  /** Of them, those whose level evidence backs (a certificate, a passed quiz, an endorsement). */
  verified: count,
});
/** GET /admin/analytics/skills/export: every technology, in the list's order, and the file's format. */
export const skillCoverageExportQuery = skillCoverageQuery
  .omit({ pageNumber: true, pageSize: true })
  .extend(exportFormat);
export type SkillCoverageExportQuery = z.output<typeof skillCoverageExportQuery>;

export const skillCoverage = z.object({
  technology: named,
  people: count,
  verified: count,
  /** Each level from SKILL_LEVEL_MIN to SKILL_LEVEL_MAX, in order. */
  levels: z.array(skillCoverageLevel),
});
export type SkillCoverage = z.infer<typeof skillCoverage>;
export const skillCoveragePage = pageOf(skillCoverage);
export type SkillCoveragePage = z.infer<typeof skillCoveragePage>;

export const SKILL_HOLDER_SORTS = ['level', 'name'] as const;

/** GET /admin/analytics/skills/people: the people behind a coverage figure (a technology, a level, verified or not). */
export const skillHoldersQuery = pageQuery({
  sort: SKILL_HOLDER_SORTS,
  defaultSort: '-level',
  filters: z.object({
    technologyId: z.uuid({ error: TECHNOLOGY_NOT_FOUND }),
    level: queryNumber(
      z
        .int({ error: SKILL_LEVEL_INVALID, abort: true })
        .min(SKILL_LEVEL_MIN, SKILL_LEVEL_INVALID)
        .max(SKILL_LEVEL_MAX, SKILL_LEVEL_INVALID),
    ),
    verified: queryBoolean('Verified'),
  }),
});

export const skillHolder = z.object({
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  level: skillLevel,
  /** The highest level evidence backs, or null. */
  verifiedLevel: skillLevel.nullable(),
});
export type SkillHolder = z.infer<typeof skillHolder>;
/** The page, and the technology it is of (its name for the list's title). */
export const skillHoldersPage = pageOf(skillHolder).extend({ technology: named });
export type SkillHoldersPage = z.infer<typeof skillHoldersPage>;

// --- The coordinator's dashboard (their own courses; admins: every course). The enrolments a range began, course by
// course: how far they got (enrolled → started → each lesson → completed), how long completing took, how the course's
// quizzes went, and what happened in the course over time. The list behind each funnel figure is GET /enrolments with
// the course, the range (enrolledFrom, enrolledTo) and started=true, lessonCompleted={lesson} or status=completed;
// behind the overdue figure, status=overdue (today's, not the range's).

const courseRef = z.object({ id: z.uuid(), title: z.string() });
const funnelFigures = {
  /** Enrolments begun in the range (self-enrolled or assigned). */
  enrolled: count,
  /** Of them, those the learner has begun (opened a lesson) or completed, in the round they are in now. */
  started: count,
  /** Of them, those completed now (a retake to renew a certificate is not, until it is again). */
  completed: count,
};
/** The median time from starting to completing, in seconds, of those completed; null when none is. */
const medianSeconds = z.number().min(0).nullable();

export const COURSE_INSIGHT_SORTS = ['title', 'enrolled', 'started', 'completed', 'rate', 'overdue'] as const;
const courseInsightList = pageQuery({ sort: COURSE_INSIGHT_SORTS, defaultSort: '-enrolled', filters: z.object(range) });

/**
 * GET /coordinator/analytics/courses: the courses in the caller's care that have enrolments (a coordinator's own,
 * an admin's every one), each with its figures for the range.
 */
export const courseInsightsQuery = courseInsightList.superRefine(rangeChecked);
/** GET /coordinator/analytics/courses/export: every course of the list, in its order, and the file's format. */
export const courseInsightsExportQuery = courseInsightList
  .omit({ pageNumber: true, pageSize: true })
  .extend(exportFormat)
  .superRefine(rangeChecked);
export type CourseInsightsExportQuery = z.output<typeof courseInsightsExportQuery>;

export const courseInsight = z.object({
  course: courseRef.extend({ status: z.enum(COURSE_STATUSES) }),
  ...funnelFigures,
  medianSecondsToComplete: medianSeconds,
  /** Its assignments past their due date and not completed, today (UTC): not bound to the range. */
  overdue: count,
});
export type CourseInsight = z.infer<typeof courseInsight>;
/** The page, and the figures of every course in the caller's care together. */
export const courseInsightsPage = pageOf(courseInsight).extend({
  totals: z.object({ ...funnelFigures, medianSecondsToComplete: medianSeconds, overdue: count }),
});
export type CourseInsightsPage = z.infer<typeof courseInsightsPage>;

/** GET /coordinator/analytics/courses/{id}: one course's funnel, median and quizzes for the range. */
export const courseFunnelQuery = z.object(range).superRefine(rangeChecked);

export const lessonStep = z.object({
  lesson: courseRef,
  /** Enrolments of the range whose learner has completed it, in the round they are in now. */
  completed: count,
});
export type LessonStep = z.infer<typeof lessonStep>;

export const quizPassRate = z.object({
  quiz: courseRef,
  lesson: courseRef,
  /** The grade (in percent) that passes. */
  passMark: z.number(),
  /** Learners of the range's enrolments who began an attempt at it in the round they are in now. */
  attempted: count,
  /** Of them, those with a graded attempt (their grade is the quiz's grading method's). */
  graded: count,
  /** Of those graded, those whose grade reaches the pass mark. */
  passed: count,
});
export type QuizPassRate = z.infer<typeof quizPassRate>;

export const courseFunnel = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  course: courseRef.extend({ status: z.enum(COURSE_STATUSES) }),
  ...funnelFigures,
  medianSecondsToComplete: medianSeconds,
  overdue: count,
  /** The course's lessons in order, each with how many completed it. */
  lessons: z.array(lessonStep),
  /** The course's quizzes in lesson order. */
  quizzes: z.array(quizPassRate),
});
export type CourseFunnel = z.infer<typeof courseFunnel>;

export const COURSE_FUNNEL_EXPORTS = ['funnel', 'quizzes'] as const;
/** GET /coordinator/analytics/courses/{id}/export: the funnel's steps or the quizzes' pass rates, and the format. */
export const courseFunnelExportQuery = z
  .object({ ...range, what: queryEnum(COURSE_FUNNEL_EXPORTS, 'What'), ...exportFormat })
  .superRefine(rangeChecked);
export type CourseFunnelExportQuery = z.output<typeof courseFunnelExportQuery>;

/** GET /coordinator/analytics/courses/{id}/activity: what happened in the course, per interval of the range. */
export const courseActivityQuery = z.object(seriesFields).superRefine(rangeChecked);
/** GET /coordinator/analytics/courses/{id}/activity/export: the series' query, and the file's format. */
export const courseActivityExportQuery = z.object({ ...seriesFields, ...exportFormat }).superRefine(rangeChecked);
export type CourseActivityExportQuery = z.output<typeof courseActivityExportQuery>;

export const courseActivityPoint = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  /** Learners who opened or completed a lesson, or started an attempt, in the course on its days. */
  activeLearners: count,
  lessonsOpened: count,
  lessonsCompleted: count,
  attemptsStarted: count,
  enrolled: count,
  assigned: count,
  coursesCompleted: count,
});
export type CourseActivityPoint = z.infer<typeof courseActivityPoint>;

export const courseActivitySeries = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  interval: z.enum(ANALYTICS_INTERVALS),
  points: z.array(courseActivityPoint),
  /** Learners active in the course at least once in the whole range. */
  activeLearners: count,
});
export type CourseActivitySeries = z.infer<typeof courseActivitySeries>;
