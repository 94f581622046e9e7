import { Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ESSAY_MAX, SHORT_ANSWER_MAX } from '@talentpath/contracts/questions';
import { formatNumber } from '../../format';
import { textAnswer } from '../../model/responses';
import classes from '../taking.module.css';
import type { QuestionInputProps } from './question-props';

/** A word or a few: one line. */
export function ShortAnswerInput({ response, onChange, idPrefix }: QuestionInputProps<'short-answer'>) {
  const { t } = useTranslation('quiz-taking');
  return (
    <TextInput
      id={`${idPrefix}-answer`}
      label={t('question.answer')}
      value={response?.text ?? ''}
      maxLength={SHORT_ANSWER_MAX}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(textAnswer('short-answer', event.currentTarget.value))}
      classNames={{ label: classes.answerLabel }}
      maw={480}
    />
  );
}

/**
 * A number, as people type it: a point or a comma for decimals (the server reads both), and after it one of the
 * question's units, if it has any (told in the input's description, so a screen reader hears them with it). A
 * calculated question is answered the same way, for the values its text shows.
 */
export function NumericalInput({
  question,
  response,
  onChange,
  idPrefix,
}: QuestionInputProps<'numerical' | 'calculated'>) {
  const { t } = useTranslation('quiz-taking');
  const units = question.units ?? [];
  return (
    <TextInput
      id={`${idPrefix}-answer`}
      label={t('question.answer')}
      description={
        units.length ? (
          <>
            {t('question.numberHint')}
            <Text span display="block" inherit id={`${idPrefix}-units`}>
              {t('question.units', { units: units.join(', ') })}
            </Text>
          </>
        ) : (
          t('question.numberHint')
        )
      }
      value={response?.text ?? ''}
      // A phone's number pad has no letters: with units to type, the full keyboard.
      inputMode={units.length ? 'text' : 'decimal'}
      maxLength={SHORT_ANSWER_MAX}
      autoComplete="off"
      // A calculated question's response is a numerical one's, `{ text }`.
      onChange={(event) => onChange(textAnswer('numerical', event.currentTarget.value))}
      classNames={{ label: classes.answerLabel }}
      maw={280}
    />
  );
}

/** A written answer, marked by a person later; the count tells how much room is left. */
export function EssayInput({ response, onChange, idPrefix }: QuestionInputProps<'essay'>) {
  const { t } = useTranslation('quiz-taking');
  const length = response?.text.length ?? 0;
  const countId = `${idPrefix}-count`;
  return (
    <div>
      <Textarea
        id={`${idPrefix}-answer`}
        label={t('question.answer')}
        value={response?.text ?? ''}
        maxLength={ESSAY_MAX}
        autosize
        minRows={6}
        maxRows={20}
        aria-describedby={countId}
        onChange={(event) => onChange(textAnswer('essay', event.currentTarget.value))}
        classNames={{ label: classes.answerLabel }}
      />
      <Text id={countId} size="sm" c="dimmed" mt={4} ta="right">
        {t('question.characters', { used: formatNumber(length), max: formatNumber(ESSAY_MAX) })}
      </Text>
    </div>
  );
}
