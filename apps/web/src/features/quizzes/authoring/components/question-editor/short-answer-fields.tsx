import { Fieldset, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_ANSWERS_MAX, FEEDBACK_MAX, SHORT_ANSWER_MAX } from '@talentpath/contracts/questions';
import { AddRowButton, LEGEND_STYLES, ListError, RemoveLine } from './editor-parts';
import { newPartial, newText } from './question-draft';
import type { QuestionFormApi } from './use-question-form';
import { WeightSelect } from './weight-select';
import { PARTIAL_ANSWER_WEIGHTS } from './weights';

type Props = { form: QuestionFormApi; disabled: boolean };

/**
 * Short answer: the answers accepted (any of them scores full marks), the partly right ones (each earns its
 * weight, with feedback of its own) and whether letter case counts. `*` in an answer matches any characters.
 */
export function ShortAnswerFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const answers = form.values.acceptedAnswers;
  return (
    <Stack gap="md">
      <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.acceptedAnswers')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('editor.acceptedAnswersHint')} {t('editor.wildcardHint')}
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
        </Stack>
      </Fieldset>
      <PartialAnswerFields form={form} disabled={disabled} />
      <Switch
        label={t('editor.caseSensitive')}
        description={t('editor.caseSensitiveHint')}
        {...form.getInputProps('caseSensitive', { type: 'checkbox' })}
        disabled={disabled}
      />
    </Stack>
  );
}

/** Answers that earn part of the points (Moodle's answers graded below 100%), each with what the learner is told. */
function PartialAnswerFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const partials = form.values.partialAnswers;
  return (
    <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.partialAnswers')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('editor.partialAnswersHint')}
        </Text>
        {partials.map((partial, index) => {
          const name = t('editor.partialAnswerName', { number: index + 1 });
          return (
            <Paper key={partial.key} withBorder radius="md" p="xs">
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                    <TextInput
                      label={name}
                      maxLength={SHORT_ANSWER_MAX}
                      required
                      {...form.getInputProps(`partialAnswers.${index}.text`)}
                      disabled={disabled}
                    />
                    <WeightSelect
                      label={t('editor.partialWeight', { name })}
                      menu={PARTIAL_ANSWER_WEIGHTS}
                      field={form.getInputProps(`partialAnswers.${index}.weight`)}
                      disabled={disabled}
                    />
                  </SimpleGrid>
                  <RemoveLine
                    label={t('editor.remove', { name })}
                    onClick={() => form.removeListItem('partialAnswers', index)}
                    disabled={disabled}
                  />
                </Group>
                <TextInput
                  label={t('editor.answerFeedback', { name })}
                  maxLength={FEEDBACK_MAX}
                  {...form.getInputProps(`partialAnswers.${index}.feedback`)}
                  disabled={disabled}
                />
              </Stack>
            </Paper>
          );
        })}
        <ListError path="partialAnswers">{form.getInputProps('partialAnswers').error}</ListError>
        <AddRowButton
          onClick={() => form.insertListItem('partialAnswers', newPartial())}
          disabled={disabled || partials.length >= ACCEPTED_ANSWERS_MAX}
        >
          {t('editor.addPartialAnswer')}
        </AddRowButton>
      </Stack>
    </Fieldset>
  );
}
