import type { StandardSchemaV1 } from '@standard-schema/spec';
import {
  mySkillParams,
  type RatingInput,
  ratingInput,
  selfAssessmentInput,
  withdrawalInput,
} from '@talentpath/contracts/skills';

// The dialogs' schemas for the one form approach (lib/form.ts): the contracts' own rules and messages (translated
// as the server's are), over the values as the form holds them (no level chosen yet is null).

type Issue = { message: string; path: PropertyKey[] };
type Parsed<O> = { success: true; data: O } | { success: false; error: { issues: Issue[] } };

function formSchema<V, O>(check: (values: V) => { value: O } | { issues: Issue[] }): StandardSchemaV1<V, O> {
  return { '~standard': { version: 1, vendor: 'talentpath', validate: (value) => check(value as V) } };
}

const issuesOf = <O>(parsed: Parsed<O>): Issue[] => (parsed.success ? [] : parsed.error.issues);

type AssessmentValues = { technologyId: string; level: number | null };

/** Add a skill or change one's own assessment: the technology (fixed when changing) and a level. */
export const assessmentForm = formSchema<AssessmentValues, { technologyId: string; level: number }>((values) => {
  const technology = mySkillParams.safeParse({ technologyId: values.technologyId });
  const level = selfAssessmentInput.safeParse({ level: values.level });
  if (technology.success && level.success) return { value: { ...technology.data, ...level.data } };
  return { issues: [...issuesOf(technology), ...issuesOf(level)] };
});

/** A manager's rating: a level and a note. */
export const ratingForm = formSchema<{ level: number | null; note: string }, Required<RatingInput>>((values) => {
  const parsed = ratingInput.safeParse(values);
  return parsed.success ? { value: parsed.data } : { issues: parsed.error.issues };
});

/** An admin's withdrawal of a claim: the reason. */
export const withdrawalForm = withdrawalInput;
