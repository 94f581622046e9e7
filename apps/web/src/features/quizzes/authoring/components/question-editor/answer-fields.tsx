import {
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ACCEPTED_ANSWERS_MAX,
  FEEDBACK_MAX,
  NUMERICAL_ANSWERS_MAX,
  SHORT_ANSWER_MAX,
} from '@talentpath/contracts/questions';
import { AddRowButton, LEGEND_STYLES, ListError, RemoveLine } from './editor-parts';
import { newNumber, newText } from './question-draft';
import type { QuestionFormApi } from './use-question-form';

type Props = { form: QuestionFormApi; disabled: boolean };

/** True or false: which of the two is right. */
export function TrueFalseFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Radio.Group label={t('editor.trueFalse')} required {...form.getInputProps('correct')}>
      <Group gap="lg" mt={6}>
        <Radio value="true" label={t('editor.true')} disabled={disabled} />
        <Radio value="false" label={t('editor.false')} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}

/** Short answer: the answers accepted (any of them scores full marks) and whether letter case counts. */
export function ShortAnswerFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const answers = form.values.acceptedAnswers;
  return (
    <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.acceptedAnswers')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('editor.acceptedAnswersHint')}
        </Text>
        {answers.map((answer, index) => {
          const name = t('editor.acceptedAnswerName', { number: index + 1 });
          return (
            <Group key={answer.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                label={name}
                maxLength={SHORT_ANSWER_MAX}
                required
                style={{ flex: 1 }}
                {...form.getInputProps(`acceptedAnswers.${index}.text`)}
                disabled={disabled}
              />
              <RemoveLine
                label={t('editor.remove', { name })}
                onClick={() => form.removeListItem('acceptedAnswers', index)}
                disabled={disabled || answers.length <= 1}
              />
            </Group>
          );
        })}
        <ListError path="acceptedAnswers">{form.getInputProps('acceptedAnswers').error}</ListError>
        <AddRowButton
          onClick={() => form.insertListItem('acceptedAnswers', newText())}
          disabled={disabled || answers.length >= ACCEPTED_ANSWERS_MAX}
        >
          {t('editor.addAcceptedAnswer')}
        </AddRowButton>
        <Switch
          label={t('editor.caseSensitive')}
          description={t('editor.caseSensitiveHint')}
          {...form.getInputProps('caseSensitive', { type: 'checkbox' })}
          disabled={disabled}
        />
      </Stack>
    </Fieldset>
  );
}

/** Numerical: the numbers accepted, each with how far off an answer may be and still count. */
export function NumericalFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const answers = form.values.answers;
  return (
    <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.numericalAnswers')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('editor.numericalAnswersHint')}
        </Text>
        {answers.map((answer, index) => {
          const number = index + 1;
          return (
            <Group key={answer.key} gap="xs" wrap="nowrap" align="flex-start">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
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
              </SimpleGrid>
              <RemoveLine
                label={t('editor.remove', { name: t('editor.numberName', { number }) })}
                onClick={() => form.removeListItem('answers', index)}
                disabled={disabled || answers.length <= 1}
              />
            </Group>
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
  );
}

/** Essay: graded by hand; what the grader should look for (never shown to learners). */
export function EssayFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Textarea
      label={t('editor.graderInfo')}
      description={t('editor.graderInfoHint')}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={FEEDBACK_MAX}
      {...form.getInputProps('graderInfo')}
      disabled={disabled}
    />
  );
}
