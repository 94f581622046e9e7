import { Fieldset, Group, NumberInput, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX, NUMERICAL_ANSWERS_MAX, UNIT_MAX, UNITS_MAX } from '@talentpath/contracts/questions';
import { AddRowButton, LEGEND_STYLES, ListError, RemoveLine } from './editor-parts';
import { newNumber, newUnit } from './number-draft';
import type { QuestionFormApi } from './use-question-form';
import { WeightSelect } from './weight-select';
import { NUMBER_WEIGHTS } from './weights';

type Props = { form: QuestionFormApi; disabled: boolean };

/**
 * Numerical: the numbers accepted, each with how far off an answer may be and still count, what it earns and its
 * feedback; then the units a learner may type after the number.
 */
export function NumericalFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const answers = form.values.answers;
  return (
    <Stack gap="md">
      <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.numericalAnswers')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('editor.numericalAnswersHint')}
          </Text>
          {answers.map((answer, index) => {
            const number = index + 1;
            const name = t('editor.numberName', { number });
            return (
              <Paper key={answer.key} withBorder radius="md" p="xs">
                <Stack gap={6}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                      <NumberInput
                        label={t('editor.numberValue', { number })}
                        required
                        decimalSeparator="."
                        {...form.getInputProps(`answers.${index}.value`)}
                        disabled={disabled}
                      />
                      <NumberInput
                        label={t('editor.numberTolerance', { number })}
                        min={0}
                        decimalSeparator="."
                        {...form.getInputProps(`answers.${index}.tolerance`)}
                        disabled={disabled}
                      />
                      <WeightSelect
                        label={t('editor.numberWeight', { name })}
                        menu={NUMBER_WEIGHTS}
                        field={form.getInputProps(`answers.${index}.weight`)}
                        disabled={disabled}
                      />
                    </SimpleGrid>
                    <RemoveLine
                      label={t('editor.remove', { name })}
                      onClick={() => form.removeListItem('answers', index)}
                      disabled={disabled || answers.length <= 1}
                    />
                  </Group>
                  <TextInput
                    label={t('editor.answerFeedback', { name })}
                    maxLength={FEEDBACK_MAX}
                    {...form.getInputProps(`answers.${index}.feedback`)}
                    disabled={disabled}
                  />
                </Stack>
              </Paper>
            );
          })}
          <ListError path="answers">{form.getInputProps('answers').error}</ListError>
          <AddRowButton
            onClick={() => form.insertListItem('answers', newNumber())}
            disabled={disabled || answers.length >= NUMERICAL_ANSWERS_MAX}
          >
            {t('editor.addNumber')}
          </AddRowButton>
        </Stack>
      </Fieldset>
      <UnitFields form={form} disabled={disabled} />
    </Stack>
  );
}

/**
 * The units a response to a numerical or calculated question may carry (Moodle's units): the first is the answers'
 * own (multiplier 1, and it stays first: rename it to change it); each other says how many of it make one of the
 * first. Graded units cost a penalty when missing or wrong.
 */
export function UnitFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const { units, unitGrading } = form.values;
  return (
    <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.units')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('editor.unitsHint')}
        </Text>
        {units.map((unit, index) => {
          const name = t('editor.unitName', { number: index + 1 });
          const first = index === 0;
          return (
            <Group key={unit.key} gap="xs" wrap="nowrap" align="flex-start">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                <TextInput
                  label={name}
                  maxLength={UNIT_MAX}
                  required
                  {...form.getInputProps(`units.${index}.unit`)}
                  disabled={disabled}
                />
                <NumberInput
                  label={t('editor.unitMultiplier', { name })}
                  description={first ? t('editor.firstUnitMultiplier') : undefined}
                  required={!first}
                  min={0}
                  decimalSeparator="."
                  {...form.getInputProps(`units.${index}.multiplier`)}
                  readOnly={first}
                  disabled={disabled}
                />
              </SimpleGrid>
              <RemoveLine
                label={t('editor.remove', { name })}
                onClick={() => form.removeListItem('units', index)}
                disabled={disabled || (first && units.length > 1)}
              />
            </Group>
          );
        })}
        <ListError path="units">{form.getInputProps('units').error}</ListError>
        <AddRowButton
          onClick={() => form.insertListItem('units', newUnit(units.length === 0))}
          disabled={disabled || units.length >= UNITS_MAX}
        >
          {t('editor.addUnit')}
        </AddRowButton>
        {units.length > 0 && (
          <Radio.Group label={t('editor.unitGrading')} {...form.getInputProps('unitGrading')}>
            <Stack gap="xs" mt={6}>
              <Radio
                value="optional"
                label={t('editor.unitOptional')}
                description={t('editor.unitOptionalHint')}
                disabled={disabled}
              />
              <Radio
                value="graded"
                label={t('editor.unitGraded')}
                description={t('editor.unitGradedHint')}
                disabled={disabled}
              />
            </Stack>
          </Radio.Group>
        )}
        {units.length > 0 && unitGrading === 'graded' && (
          <NumberInput
            label={t('editor.unitPenalty')}
            description={t('editor.unitPenaltyHint')}
            required
            min={0}
            max={100}
            suffix=" %"
            decimalSeparator="."
            maw={280}
            {...form.getInputProps('unitPenalty')}
            disabled={disabled}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
