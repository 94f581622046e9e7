import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import type { QuestionType, ResponseOf } from '@talentpath/contracts/questions';
import { responseOf } from '../../model/responses';
import { MultipleChoiceInput, SingleChoiceInput, TrueFalseInput } from './choice-questions';
import { ClozeInput } from './cloze-input';
import { DragDropTextInput } from './drag-drop-text-input';
import { GapSelectInput } from './gap-select-input';
import { MatchingInput } from './matching-input';
import { OrderingInput } from './ordering-input';
import type { QuestionInputProps } from './question-props';
import { EssayInput, NumericalInput, ShortAnswerInput } from './text-questions';

const INPUTS: { [T in QuestionType]: (props: QuestionInputProps<T>) => React.JSX.Element } = {
  'single-choice': SingleChoiceInput,
  'multiple-choice': MultipleChoiceInput,
  'true-false': TrueFalseInput,
  'short-answer': ShortAnswerInput,
  numerical: NumericalInput,
  matching: MatchingInput,
  ordering: OrderingInput,
  essay: EssayInput,
  'select-missing-words': GapSelectInput,
  'drag-drop-text': DragDropTextInput,
  cloze: ClozeInput,
  calculated: NumericalInput,
};

type Props = {
  question: AttemptQuestion;
  response: unknown;
  onChange: (response: ResponseOf<QuestionType>) => void;
  idPrefix: string;
};

/** The answer controls of a question, by its type. */
export function QuestionInput({ question, response, onChange, idPrefix }: Props) {
  const Input = INPUTS[question.type] as (props: QuestionInputProps<QuestionType>) => React.JSX.Element;
  return (
    <Input question={question} response={responseOf(question.type, response)} onChange={onChange} idPrefix={idPrefix} />
  );
}
