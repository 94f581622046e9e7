import { z } from 'zod';
import { idParams } from './catalog-fields.ts';
import { TECHNOLOGY_NOT_FOUND } from './learning-messages.ts';
import {
  CLAIM_NOT_FOUND,
  ENDORSEMENT_ASK_MAX,
  ENDORSEMENT_ASK_TOO_MANY,
  RECOMMEND_PEOPLE_MAX,
  RECOMMEND_PEOPLE_REQUIRED,
  RECOMMEND_PEOPLE_TOO_MANY,
  COURSE_OUTCOMES_MAX,
  COURSE_OUTCOMES_TOO_MANY,
  NOTE_NOT_ALLOWED,
  PERSON_NOT_FOUND,
  REASON_NOT_ALLOWED,
  SKILL_LEVEL_INVALID,
  SKILL_NOTE_MAX,
  SKILL_NOTE_TOO_LONG,
  WITHDRAW_REASON_MAX,
  WITHDRAW_REASON_REQUIRED,
  WITHDRAW_REASON_TOO_LONG,
} from './skill-messages.ts';
import { plainText } from './text.ts';
import { DUPLICATE_TECHNOLOGY, SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from './workforce-messages.ts';

// Skills with evidence (issue 24, ADR 0059): a person's skill is a technology of the catalogue at a level 1–5,
// backed by claims. Its effective level is derived from the live claims (apps/server/src/modules/skills/
// effective-skill.ts); every screen that shows a level shows the claim it comes from.

/** What a claim is. Learning and delivery are evidence; a manager's rating vouches; endorsements only count. */
export const CLAIM_KINDS = [
  'self-assessed',
  'manager-rated',
  'peer-endorsed',
  'course-completed',
  'assessment-passed',
  'certificate',
  'project-delivered',
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
/** The kinds that verify a skill: something that happened, with a record to point at. */
export const EVIDENCE_KINDS = [
  'course-completed',
  'assessment-passed',
  'certificate',
  'project-delivered',
] as const satisfies readonly ClaimKind[];

export const CLAIM_STATUSES = ['live', 'expired', 'withdrawn'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Where a skill's effective level comes from: evidence (verified), a manager's rating, or the person's own word. */
export const SKILL_BASES = ['evidence', 'rated', 'self'] as const;
export type SkillBasis = (typeof SKILL_BASES)[number];

export * from './skill-messages.ts';

const level = z.int({ error: SKILL_LEVEL_INVALID }).min(SKILL_LEVEL_MIN, SKILL_LEVEL_INVALID).max(SKILL_LEVEL_MAX, {
  error: SKILL_LEVEL_INVALID,
});

export const personIdParams = idParams(PERSON_NOT_FOUND);
export const claimIdParams = idParams(CLAIM_NOT_FOUND);
export const personSkillParams = z.object({
  id: z.uuid({ error: PERSON_NOT_FOUND }),
  technologyId: z.uuid({ error: TECHNOLOGY_NOT_FOUND }),
});
export const mySkillParams = z.object({ technologyId: z.uuid({ error: TECHNOLOGY_NOT_FOUND }) });

const note = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(SKILL_NOTE_MAX, SKILL_NOTE_TOO_LONG)
  .check(plainText(NOTE_NOT_ALLOWED, 'multi'));

/** PUT /me/skills/{technologyId}: the caller's own assessment of a skill. */
export const selfAssessmentInput = z.object({ level });
export type SelfAssessmentInput = z.input<typeof selfAssessmentInput>;

/** PUT /people/{id}/skills/{technologyId}/rating: a project manager's (or admin's) rating, with a note. */
export const ratingInput = z.object({ level, note: note.default('') });
export type RatingInput = z.input<typeof ratingInput>;

/** POST /skill-claims/{id}/withdrawal: an admin's correction, with its reason (kept, and in the audit log). */
export const withdrawalInput = z.object({
  reason: z
    .string({ error: WITHDRAW_REASON_REQUIRED })
    .trim()
    .min(1, WITHDRAW_REASON_REQUIRED)
    .max(WITHDRAW_REASON_MAX, WITHDRAW_REASON_TOO_LONG)
    .check(plainText(REASON_NOT_ALLOWED, 'multi')),
});
export type WithdrawalInput = z.input<typeof withdrawalInput>;

const named = z.object({ id: z.uuid(), name: z.string() });

/** What a claim points at: the course, quiz, certificate or project behind it. */
export const claimSource = z.object({
  type: z.enum(['course', 'certificate', 'project']),
  id: z.uuid(),
  /** Its name when the claim was made (a course renamed later keeps the name it was completed under). */
  label: z.string(),
});

export const skillClaim = z.object({
  id: z.uuid(),
  kind: z.enum(CLAIM_KINDS),
  level: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX),
  /** Who made it (the person, a manager, an endorser); null when the product did (a course completed). */
  madeBy: named.nullable(),
  source: claimSource.nullable(),
  note: z.string(),
  claimedAt: z.iso.datetime(),
  /** The last day it counts; null: it does not expire. */
  validUntil: z.iso.date().nullable(),
  status: z.enum(CLAIM_STATUSES),
  withdrawal: z.object({ reason: z.string(), at: z.iso.datetime(), by: named.nullable() }).nullable(),
});
export type SkillClaim = z.infer<typeof skillClaim>;

/** The claim a skill's effective level comes from ("verified by course X, 12 Mar"). */
export const skillBasisClaim = z.object({
  basis: z.enum(SKILL_BASES),
  kind: z.enum(CLAIM_KINDS),
  /** The course's, certificate's or project's name, or the rater's; the person's own for a self-assessment. */
  label: z.string(),
  at: z.iso.datetime(),
});
export type SkillBasisClaim = z.infer<typeof skillBasisClaim>;

export const personSkill = z.object({
  technology: named,
  /** The effective level; null when every claim that counted has expired or been withdrawn (a stale skill). */
  level: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX).nullable(),
  /** The highest level evidence backs (a course, an assessment, a certificate, a delivered project), or null. */
  verifiedLevel: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX).nullable(),
  from: skillBasisClaim.nullable(),
  /** Live endorsements by other people: shown as a count, never raising the level. */
  endorsements: z.int().min(0),
  endorsedByMe: z.boolean(),
  /** Every claim, newest first, with its status (withdrawn and expired ones too: the history stays). */
  claims: z.array(skillClaim),
});
export type PersonSkill = z.infer<typeof personSkill>;

export const personSkills = z.object({ person: named, items: z.array(personSkill) });
export type PersonSkills = z.infer<typeof personSkills>;

// --- Course outcomes: what completing a course grants. ---

export const courseOutcome = z.object({
  technology: named,
  level: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX),
  /** Granted only with a passed attempt at every quiz of the course (its pass mark or above). */
  requiresPass: z.boolean(),
});
export type CourseOutcome = z.infer<typeof courseOutcome>;
export const courseOutcomes = z.object({ items: z.array(courseOutcome) });
export type CourseOutcomes = z.infer<typeof courseOutcomes>;

export const courseOutcomesInput = z.object({
  outcomes: z
    .array(
      z.object({
        technologyId: z.uuid({ error: TECHNOLOGY_NOT_FOUND }),
        level,
        requiresPass: z.boolean({ error: 'Requires pass must be true or false' }).default(false),
      }),
    )
    .max(COURSE_OUTCOMES_MAX, COURSE_OUTCOMES_TOO_MANY)
    .refine((o) => new Set(o.map((x) => x.technologyId)).size === o.length, { error: DUPLICATE_TECHNOLOGY }),
});
export type CourseOutcomesInput = z.input<typeof courseOutcomesInput>;

// --- Skill gaps: what a project needs against what its team and the organisation have. ---

/** covered: someone on the team has it; team: nobody on the team, someone in the organisation; organisation: nobody. */
export const GAP_KINDS = ['covered', 'team', 'organisation'] as const;
export type GapKind = (typeof GAP_KINDS)[number];

export const skillGap = z.object({
  technology: named,
  gap: z.enum(GAP_KINDS),
  /** Team members with the skill (verified only, when the project requires it), and the best level among them. */
  team: z.object({ people: z.int().min(0), best: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX).nullable() }),
  /** People who can be staffed with the skill, and how many of them have it verified. */
  organisation: z.object({ people: z.int().min(0), verified: z.int().min(0) }),
  /** Published courses whose outcomes grant the technology: the way to close the gap. */
  courses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      level: z.int().min(SKILL_LEVEL_MIN).max(SKILL_LEVEL_MAX),
      requiresPass: z.boolean(),
    }),
  ),
});
export type SkillGap = z.infer<typeof skillGap>;
export const projectSkillGaps = z.object({
  project: named.extend({ requireVerifiedSkills: z.boolean() }),
  items: z.array(skillGap),
});
export type ProjectSkillGaps = z.infer<typeof projectSkillGaps>;

const peopleIds = (max: number, tooMany: string) =>
  z
    .array(z.uuid({ error: PERSON_NOT_FOUND }), { error: RECOMMEND_PEOPLE_REQUIRED })
    .min(1, RECOMMEND_PEOPLE_REQUIRED)
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each person once' });

/** POST /projects/{id}/course-recommendations: the project's manager recommends a course closing a gap to people. */
export const courseRecommendationInput = z.object({
  courseId: z.uuid({ error: 'Course not found' }),
  userIds: peopleIds(RECOMMEND_PEOPLE_MAX, RECOMMEND_PEOPLE_TOO_MANY),
});
export type CourseRecommendationInput = z.input<typeof courseRecommendationInput>;

/** How many were told now, and how many had been recommended the course for the project already (not told again). */
export const askResult = z.object({ told: z.int().min(0), already: z.int().min(0) });
export type AskResult = z.infer<typeof askResult>;

/** GET /learner/recommendations: the courses managers recommended to the caller, not yet completed; newest first. */
export const recommendationList = z.object({
  items: z.array(
    z.object({
      course: z.object({ id: z.uuid(), title: z.string() }),
      project: named,
      recommendedBy: named.nullable(),
      recommendedAt: z.iso.datetime({ offset: true }),
      enrolled: z.boolean(),
    }),
  ),
});
export type RecommendationList = z.infer<typeof recommendationList>;

/** POST /me/skills/{technologyId}/endorsement-requests: the caller asks colleagues to endorse one of their skills. */
export const endorsementRequestInput = z.object({ userIds: peopleIds(ENDORSEMENT_ASK_MAX, ENDORSEMENT_ASK_TOO_MANY) });
export type EndorsementRequestInput = z.input<typeof endorsementRequestInput>;
