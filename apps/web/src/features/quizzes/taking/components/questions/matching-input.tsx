import { NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setMatch } from '../../model/responses';
import classes from '../taking.module.css';
import type { QuestionInputProps } from './question-props';

/** A match for each prompt, chosen from the matches offered (some of them wrong). */
export function MatchingInput({ question, response, onChange, idPrefix }: QuestionInputProps<'matching'>) {
  const { t } = useTranslation('quiz-taking');
  const choices = question.choices ?? [];
  const data = [{ value: '', label: t('question.chooseMatch') }, ...choices.map((c) => ({ value: c, label: c }))];
  return (
    <Stack gap="sm" role="group" aria-labelledby={`${idPrefix}-matching`}>
      <div id={`${idPrefix}-matching`} className={classes.answerLabel}>
        {t('question.matchEach')}
      </div>
      {(question.pairs ?? []).map((pair) => (
        <NativeSelect
          key={pair.id}
          id={`${idPrefix}-pair-${pair.id}`}
          label={pair.prompt}
          data={data}
          value={response?.matches[pair.id] ?? ''}
          onChange={(event) => onChange(setMatch(response, pair.id, event.currentTarget.value))}
          classNames={{ root: classes.matchRow, label: classes.matchPrompt }}
        />
      ))}
    </Stack>
  );
}
