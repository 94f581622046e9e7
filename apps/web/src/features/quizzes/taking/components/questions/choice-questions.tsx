import { Checkbox, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chooseOptions, singleChoice, trueFalse } from '../../model/responses';
import classes from '../taking.module.css';
import type { QuestionInputProps } from './question-props';

/** One option of several: a radio group (arrow keys move between the options). */
export function SingleChoiceInput({ question, response, onChange, idPrefix }: QuestionInputProps<'single-choice'>) {
  const { t } = useTranslation('quiz-taking');
  return (
    <Radio.Group
      id={`${idPrefix}-answer`}
      label={t('question.selectOne')}
      value={response?.optionId ?? ''}
      onChange={(value) => onChange(singleChoice(value || null))}
      classNames={{ label: classes.answerLabel }}
    >
      <Stack gap="xs" mt="xs">
        {(question.options ?? []).map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            label={option.text}
            classNames={{ root: classes.choice, label: classes.choiceLabel, body: classes.choiceBody }}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Any number of options: checkboxes (partly right answers earn part of the points). */
export function MultipleChoiceInput({ question, response, onChange, idPrefix }: QuestionInputProps<'multiple-choice'>) {
  const { t } = useTranslation('quiz-taking');
  const shown = (question.options ?? []).map((o) => o.id);
  return (
    <Checkbox.Group
      id={`${idPrefix}-answer`}
      label={t('question.selectMany')}
      value={response?.optionIds ?? []}
      onChange={(ids) => onChange(chooseOptions(ids, shown))}
      classNames={{ label: classes.answerLabel }}
    >
      <Stack gap="xs" mt="xs">
        {(question.options ?? []).map((option) => (
          <Checkbox
            key={option.id}
            value={option.id}
            label={option.text}
            classNames={{ root: classes.choice, label: classes.choiceLabel, body: classes.choiceBody }}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** True or false: a radio group of two. */
export function TrueFalseInput({ response, onChange, idPrefix }: QuestionInputProps<'true-false'>) {
  const { t } = useTranslation('quiz-taking');
  const value = response?.value === true ? 'true' : response?.value === false ? 'false' : '';
  return (
    <Radio.Group
      id={`${idPrefix}-answer`}
      label={t('question.selectOne')}
      value={value}
      onChange={(v) => onChange(trueFalse(v === '' ? null : v === 'true'))}
      classNames={{ label: classes.answerLabel }}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="true" label={t('answer.true')} classNames={{ root: classes.choice, body: classes.choiceBody }} />
        <Radio
          value="false"
          label={t('answer.false')}
          classNames={{ root: classes.choice, body: classes.choiceBody }}
        />
      </Stack>
    </Radio.Group>
  );
}
