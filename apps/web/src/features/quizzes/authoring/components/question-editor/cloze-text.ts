import type { ClozePart } from '@talentpath/contracts/cloze';

// A Cloze question's embedded answers as its editor's preview tells them (contracts readCloze reads the text).

/** What a part is to the learner (editor.clozeKinds.*, editor.clozeTypeHelp.*). */
export type ClozeKind =
  | 'shortAnswer'
  | 'shortAnswerCase'
  | 'numerical'
  | 'dropdown'
  | 'vertical'
  | 'horizontal'
  | 'multiVertical'
  | 'multiHorizontal';

export function kindOf(part: ClozePart): ClozeKind {
  if (part.kind === 'short-answer') return part.caseSensitive ? 'shortAnswerCase' : 'shortAnswer';
  if (part.kind === 'numerical') return 'numerical';
  if (part.multiple) return part.layout === 'horizontal' ? 'multiHorizontal' : 'multiVertical';
  return part.layout;
}

/** An answer of a part as the preview lists it: a numerical one's number with its tolerance, or any number. */
export type PreviewAnswer = {
  text: string;
  number: { value: number; tolerance: number } | 'any' | null;
  weight: number;
  feedback: string;
  /** Earns the part's full marks: 100%; in a multiple response part, any answer above 0% (one of the right ones). */
  right: boolean;
};

export function answersOf(part: ClozePart): PreviewAnswer[] {
  const right = (weight: number) => (part.kind === 'choice' && part.multiple ? weight > 0 : weight === 100);
  if (part.kind !== 'numerical') return part.answers.map((a) => ({ ...a, number: null, right: right(a.weight) }));
  return part.answers.map((a) => ({
    text: 'any' in a ? '*' : String(a.value),
    number: 'any' in a ? 'any' : { value: a.value, tolerance: a.tolerance },
    weight: a.weight,
    feedback: a.feedback,
    right: right(a.weight),
  }));
}
