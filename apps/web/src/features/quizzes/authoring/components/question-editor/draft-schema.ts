import type { StandardSchemaV1 } from '@standard-schema/spec';
import { readFormula, textPieces } from '@talentpath/contracts/calculated';
import { readCloze } from '@talentpath/contracts/cloze';
import { type BankQuestionFields, bankQuestionInput } from '@talentpath/contracts/question-bank';
import { CORRECT_OPTIONS_REQUIRED } from '@talentpath/contracts/questions';
import { inputOf, isGapType, newDraft, type QuestionDraft } from './question-draft';

// The question editor's validation: the contract's, over the request body the draft makes, its messages put on the
// draft's fields (named as the contract names them, so the path of an issue is, mostly, the field's path).

const TEXT_LISTS = new Set(['acceptedAnswers', 'distractors', 'hints']);

/**
 * The editor's field for a path of the request body (a contract issue's, or a server detail's split at dots):
 * `question.options.1.text` → `options.1.text`, `question.acceptedAnswers.0` → `acceptedAnswers.0.text` (a hint too),
 * `tags.3` → `tags`. A calculated question's fixed sets of values and its wildcards' names have no input each: their
 * errors go on the list (`valueSets`, `wildcards`); an answer's format is chosen with its length, in one menu. Null
 * for a path that is no field (the whole question).
 */
export function draftPath(path: readonly PropertyKey[]): string | null {
  const parts = path.map(String);
  if (parts[0] === 'categoryId') return 'categoryId';
  if (parts[0] === 'tags') return 'tags';
  if (parts[0] !== 'question' || parts.length < 2) return null;
  const rest = parts.slice(1);
  if (rest[0] === 'type') return null;
  if (TEXT_LISTS.has(rest[0] ?? '') && rest.length === 2) rest.push('text');
  if (rest[0] === 'valueSets') return 'valueSets';
  if (rest[0] === 'wildcards' && (rest.length === 2 || rest[2] === 'name')) return 'wildcards';
  if (rest[0] === 'answers' && rest[2] === 'answerFormat') rest[2] = 'answerLength';
  return rest.join('.');
}

/** A server detail's path (`question.options.1.text`) as the editor's field. */
export const fieldOfServerPath = (path: string) => draftPath(path.split('.'));

/**
 * A gap question's own rules (the text has gaps, each naming a choice there is; a choice in two gaps may be used
 * more than once), which the contract checks only once every field passes: checked on the text and the number of
 * choices alone, the other fields a new question's (which pass).
 */
function gapIssues(draft: QuestionDraft) {
  if (!isGapType(draft.type)) return [];
  const choices = draft.choices.map((choice, i) => ({ ...choice, id: `c${i}`, text: 'x', group: 1 }));
  const probe = { ...newDraft(draft.type), prompt: draft.prompt, choices };
  return bankQuestionInput.safeParse(inputOf(probe)).error?.issues ?? [];
}

/**
 * What is wrong with a Cloze question's embedded answers (contracts readCloze), which the contract, too, says only
 * once every field passes. An empty text is the contract's own message alone.
 */
function clozeIssues(draft: QuestionDraft) {
  if (draft.type !== 'cloze' || draft.prompt.trim() === '') return [];
  const read = readCloze(draft.prompt);
  return typeof read === 'string' ? [{ message: read, path: ['question', 'prompt'] }] : [];
}

/**
 * What is wrong with a calculated question's formulas, in its answers and in its text's `{=…}` (contracts
 * readFormula), which the contract, too, says only once every field passes. An empty formula is the contract's own
 * message alone.
 */
function calculatedIssues(draft: QuestionDraft) {
  if (draft.type !== 'calculated') return [];
  const issues: { message: string; path: (string | number)[] }[] = [];
  draft.answers.forEach((answer, i) => {
    const read = answer.formula.trim() === '' ? null : readFormula(answer.formula);
    if (typeof read === 'string') issues.push({ message: read, path: ['question', 'answers', i, 'formula'] });
  });
  for (const piece of textPieces(draft.prompt)) {
    const read = 'formula' in piece ? readFormula(piece.formula) : null;
    if (typeof read === 'string') issues.push({ message: read, path: ['question', 'prompt'] });
  }
  return issues;
}

/**
 * The editor's schema for the one form approach (lib/form.ts): the contract's `bankQuestionInput` over the draft's
 * request body, its messages on the draft's fields. A single choice with no option marked, a gap question's text
 * that names no choice there is, a Cloze text and a calculated question's formula that do not read, say so at once,
 * with the other errors, instead of after them.
 */
export const questionForm: StandardSchemaV1<QuestionDraft, BankQuestionFields> = {
  '~standard': {
    version: 1,
    vendor: 'talentpath',
    validate: (value) => {
      const draft = value as QuestionDraft;
      const parsed = bankQuestionInput.safeParse(inputOf(draft));
      const unmarked = draft.type === 'single-choice' && !draft.correctOptionId;
      const issues: StandardSchemaV1.Issue[] = [];
      const said = new Set<string>();
      const early = [...gapIssues(draft), ...clozeIssues(draft), ...calculatedIssues(draft)];
      for (const issue of parsed.success ? [] : [...parsed.error.issues, ...early]) {
        const field = draftPath(issue.path);
        if (unmarked && field === 'correctOptionId') continue;
        // A gap rule's issue, a Cloze text's, a formula's, or the text's own, may be found twice (by the probe or the
        // reader too).
        if (said.has(`${field}: ${issue.message}`)) continue;
        said.add(`${field}: ${issue.message}`);
        issues.push({ message: issue.message, path: (field ?? '').split('.').filter(Boolean) });
      }
      if (unmarked) issues.push({ message: CORRECT_OPTIONS_REQUIRED, path: ['correctOptionId'] });
      if (issues.length || !parsed.success) return { issues };
      return { value: parsed.data };
    },
  },
};
