import { useEffect } from 'react';
import { Fieldset, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANSWER_LENGTH_MAX, FORMULA_MAX, wildcardsUsed } from '@talentpath/contracts/calculated';
import { FEEDBACK_MAX, NUMERICAL_ANSWERS_MAX, TOLERANCE_TYPES } from '@talentpath/contracts/questions';
import classes from '../quiz-authoring.module.css';
import { CalculatedHelp, CalculatedPreview } from './calculated-preview';
import { AddRowButton, LEGEND_STYLES, ListError, RemoveLine } from './editor-parts';
import { newNumber, newWildcard } from './number-draft';
import { UnitFields } from './numerical-fields';
import type { QuestionFormApi } from './use-question-form';
import { WeightSelect } from './weight-select';
import { NUMBER_WEIGHTS } from './weights';
import { WildcardFields } from './wildcard-fields';

type Props = { form: QuestionFormApi; disabled: boolean };

/**
 * Calculated (Moodle's calculated and calculated simple): the text names wildcards `{x}`, each answer is a formula of
 * them. How to write both (folded away); the answers; a row for each wildcard, added as the text or a formula names
 * it; the units, as a numerical question's; and a preview of the text with one set of values and the answers for it.
 */
export function CalculatedFields({ form, disabled }: Props) {
  const { prompt, answers } = form.values;
  const used = wildcardsUsed(
    prompt,
    answers.map((a) => a.formula),
  );
  useNamedWildcards(form, used);
  return (
    <Stack gap="md">
      <CalculatedHelp />
      <FormulaAnswers form={form} disabled={disabled} />
      <WildcardFields form={form} used={used} disabled={disabled} />
      <UnitFields form={form} disabled={disabled} />
      <CalculatedPreview draft={form.values} />
    </Stack>
  );
}

/** Adds a row for each wildcard the text or a formula names that has none yet, as the author writes it. */
function useNamedWildcards(form: QuestionFormApi, used: string[]) {
  const missing = used.filter((name) => !form.values.wildcards.some((w) => w.name === name)).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `form` is a new object each render; the names missing are the trigger
  useEffect(() => {
    if (!missing) return;
    // Against the rows as they are by then: an effect run twice (React's strict mode) adds each name once.
    form.setFieldValue('wildcards', (current) => [
      ...current,
      ...missing
        .split(' ')
        .filter((name) => !current.some((w) => w.name === name))
        .map(newWildcard),
    ]);
  }, [missing]);
}

/** What a right answer may be shown with: 0 to 9 decimals, or 1 to 9 significant figures (Moodle's menu). */
const SHOWN_WITH = [
  ...Array.from({ length: ANSWER_LENGTH_MAX + 1 }, (_, n) => `decimals:${n}`),
  ...Array.from({ length: ANSWER_LENGTH_MAX }, (_, n) => `significant:${n + 1}`),
];

/**
 * The formulas accepted, each with how far off a response may be (and how that is measured), how its result is shown
 * as the right answer, what it earns and its feedback.
 */
function FormulaAnswers({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const answers = form.values.answers;
  const shownLabel = (value: string) => {
    const [format, count] = value.split(':');
    return t(format === 'significant' ? 'editor.calcSignificant' : 'editor.calcDecimals', { count: Number(count) });
  };
  return (
    <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.calcAnswers')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('editor.calcAnswersHint')}
        </Text>
        {answers.map((answer, index) => {
          const name = t('editor.calcAnswerName', { number: index + 1 });
          const path = `answers.${index}`;
          const shown = `${answer.answerFormat}:${answer.answerLength}`;
          // An imported answer may be shown in a way the menu lacks: it is offered too, so the menu shows it.
          const menu = SHOWN_WITH.includes(shown) ? SHOWN_WITH : [...SHOWN_WITH, shown];
          const { value: _value, onChange: _onChange, ...lengthField } = form.getInputProps(`${path}.answerLength`);
          return (
            <Paper key={answer.key} withBorder radius="md" p="xs">
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    label={t('editor.calcFormula', { name })}
                    required
                    maxLength={FORMULA_MAX}
                    autoComplete="off"
                    spellCheck={false}
                    classNames={{ input: classes.formula }}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`${path}.formula`)}
                    disabled={disabled}
                  />
                  <WeightSelect
                    label={t('editor.numberWeight', { name })}
                    menu={NUMBER_WEIGHTS}
                    field={form.getInputProps(`${path}.weight`)}
                    disabled={disabled}
                  />
                  <RemoveLine
                    label={t('editor.remove', { name })}
                    onClick={() => form.removeListItem('answers', index)}
                    disabled={disabled || answers.length <= 1}
                  />
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                  <NumberInput
                    label={t('editor.calcTolerance', { name })}
                    min={0}
                    decimalSeparator="."
                    {...form.getInputProps(`${path}.tolerance`)}
                    disabled={disabled}
                  />
                  <NativeSelect
                    label={t('editor.calcToleranceType', { name })}
                    data={TOLERANCE_TYPES.map((type) => ({
                      value: type,
                      label: t(`editor.calcToleranceTypes.${type}`),
                    }))}
                    {...form.getInputProps(`${path}.toleranceType`)}
                    disabled={disabled}
                  />
                  <NativeSelect
                    label={t('editor.calcShownWith', { name })}
                    data={menu.map((value) => ({ value, label: shownLabel(value) }))}
                    {...lengthField}
                    value={shown}
                    onChange={(event) => {
                      const [format, count] = event.currentTarget.value.split(':');
                      form.setFieldValue(`${path}.answerFormat`, format as 'decimals' | 'significant');
                      form.setFieldValue(`${path}.answerLength`, Number(count));
                    }}
                    disabled={disabled}
                  />
                </SimpleGrid>
                <TextInput
                  label={t('editor.answerFeedback', { name })}
                  maxLength={FEEDBACK_MAX}
                  {...form.getInputProps(`${path}.feedback`)}
                  disabled={disabled}
                />
              </Stack>
            </Paper>
          );
        })}
        <ListError path="answers">{form.getInputProps('answers').error}</ListError>
        <AddRowButton
          onClick={() => form.insertListItem('answers', newNumber('calculated'))}
          disabled={disabled || answers.length >= NUMERICAL_ANSWERS_MAX}
        >
          {t('editor.calcAddAnswer')}
        </AddRowButton>
      </Stack>
    </Fieldset>
  );
}
