import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import type { QuestionType, ResponseOf } from '@talentpath/contracts/questions';

/** What the input of one type of question gets: the question, its answer so far, and where a new answer goes. */
export type QuestionInputProps<T extends QuestionType> = {
  question: AttemptQuestion;
  response: ResponseOf<T> | null;
  onChange: (response: ResponseOf<T>) => void;
  /** Prefix for the ids of the input's parts (unique on the page). */
  idPrefix: string;
};
