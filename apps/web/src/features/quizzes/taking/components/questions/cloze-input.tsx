import { Checkbox, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHORT_ANSWER_MAX } from '@talentpath/contracts/questions';
import { type ClozePart, clozeTextParts } from '../../model/cloze';
import { answerPart, type ClozeAnswer, clozeAnswers } from '../../model/responses';
import classes from '../taking.module.css';
import { GapText } from './gap-text';
import type { QuestionInputProps } from './question-props';

/**
 * Embedded answers (Cloze): the text with each part answered where it stands — a text box, a number box, a
 * drop-down, or radio buttons or check boxes down or across — each named "Answer n" in reading order. A text is
 * saved as it is typed, as a short answer's is.
 */
export function ClozeInput({ question, response, onChange, idPrefix }: QuestionInputProps<'cloze'>) {
  const { t } = useTranslation('quiz-taking');
  const parts = question.cloze?.parts ?? [];
  const answers = clozeAnswers(question, response);
  return (
    <GapText
      parts={clozeTextParts(question.cloze?.pieces ?? [])}
      renderGap={(index) => {
        const part = parts[index];
        if (!part) return null;
        return (
          <PartInput
            part={part}
            answer={answers[index] ?? null}
            id={`${idPrefix}-part-${index + 1}`}
            label={t('cloze.answer', { n: index + 1 })}
            onAnswer={(answer) => onChange(answerPart(question, response, index, answer))}
          />
        );
      }}
    />
  );
}

type PartProps = {
  part: ClozePart;
  answer: ClozeAnswer;
  id: string;
  label: string;
  onAnswer: (answer: string | string[] | null) => void;
};

function PartInput({ part, answer, id, label, onAnswer }: PartProps) {
  const { t } = useTranslation('quiz-taking');
  const chosen = typeof answer === 'string' ? answer : '';
  if (part.kind !== 'choice')
    return (
      <TextInput
        id={id}
        type="text"
        aria-label={label}
        value={chosen}
        inputMode={part.kind === 'number' ? 'decimal' : 'text'}
        maxLength={SHORT_ANSWER_MAX}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onAnswer(event.currentTarget.value)}
        classNames={{
          root: classes.clozeFieldRoot,
          input: part.kind === 'number' ? classes.clozeNumber : classes.clozeText,
        }}
      />
    );
  if (!part.multiple && part.layout === 'dropdown')
    return (
      <NativeSelect
        id={id}
        aria-label={label}
        data={[
          { value: '', label: t('gaps.choose') },
          ...part.options.map((option) => ({ value: option.id, label: option.text })),
        ]}
        value={chosen}
        onChange={(event) => onAnswer(event.currentTarget.value || null)}
        classNames={{ root: classes.gapSelectRoot, input: classes.gapSelect }}
      />
    );
  // Buttons across a line wrap on a narrow screen; down, they stand one under another.
  const Options = part.layout === 'horizontal' ? Group : Stack;
  const layout = { gap: part.layout === 'horizontal' ? 'md' : 4 } as const;
  const groupClasses = { root: classes.clozeChoices, label: classes.visuallyHidden };
  if (!part.multiple)
    return (
      <Radio.Group id={id} label={label} value={chosen} onChange={(v) => onAnswer(v || null)} classNames={groupClasses}>
        <Options {...layout}>
          {part.options.map((option) => (
            <Radio key={option.id} value={option.id} label={option.text} classNames={{ label: classes.choiceLabel }} />
          ))}
        </Options>
      </Radio.Group>
    );
  return (
    <Checkbox.Group
      id={id}
      label={label}
      value={Array.isArray(answer) ? answer : []}
      onChange={onAnswer}
      classNames={groupClasses}
    >
      <Options {...layout}>
        {part.options.map((option) => (
          <Checkbox key={option.id} value={option.id} label={option.text} classNames={{ label: classes.choiceLabel }} />
        ))}
      </Options>
    </Checkbox.Group>
  );
}
