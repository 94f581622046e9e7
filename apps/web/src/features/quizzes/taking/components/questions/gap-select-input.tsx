import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gapParts } from '../../model/gaps';
import { fillGap, gapAnswers, gapOffer } from '../../model/responses';
import classes from '../taking.module.css';
import { GapText } from './gap-text';
import type { QuestionInputProps } from './question-props';

/** Select missing words: the text with a drop-down in each gap, offering the choices of the gap's group. */
export function GapSelectInput({ question, response, onChange, idPrefix }: QuestionInputProps<'select-missing-words'>) {
  const { t } = useTranslation('quiz-taking');
  const chosen = gapAnswers(question, response);
  return (
    <GapText
      parts={gapParts(question.prompt)}
      renderGap={(index) => (
        <NativeSelect
          id={`${idPrefix}-gap-${index + 1}`}
          aria-label={t('gaps.gap', { n: index + 1 })}
          data={[
            { value: '', label: t('gaps.choose') },
            ...gapOffer(question, index).map((choice) => ({ value: choice.id, label: choice.text })),
          ]}
          value={chosen[index] ?? ''}
          onChange={(event) => onChange(fillGap(question, response, index, event.currentTarget.value || null))}
          classNames={{ root: classes.gapSelectRoot, input: classes.gapSelect }}
        />
      )}
    />
  );
}
