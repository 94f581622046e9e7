import { Checkbox, Fieldset, Group, Paper, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX, OPTION_TEXT_MAX, OPTIONS_MAX, OPTIONS_MIN } from '@talentpath/contracts/questions';
import { SortableList } from '../../../../../components/ui/sortable-list';
import { AddRowButton, LEGEND_STYLES, ListError } from './editor-parts';
import { newOption } from './question-draft';
import { RowTools } from './row-tools';
import { type QuestionFormApi, reordered } from './use-question-form';

/**
 * The options of a single or multiple choice question, in the order learners see them (unless the quiz shuffles
 * them): each with its text, whether it is correct (one, by radio, for single choice; any, by checkbox, for
 * multiple choice) and the feedback a learner who chose it gets.
 */
export function ChoiceFields({ form, disabled }: { form: QuestionFormApi; disabled: boolean }) {
  const { t } = useTranslation('quiz-authoring');
  const { options, type, correctOptionId, correctOptionIds } = form.values;
  const multiple = type === 'multiple-choice';
  const correctPath = multiple ? 'correctOptionIds' : 'correctOptionId';
  const optionsError = form.getInputProps('options').error;
  const correctError = form.getInputProps(correctPath).error;
  const nameAt = (index: number) => t('editor.optionName', { number: index + 1 });

  const setCorrect = (id: string, checked: boolean) => {
    form.clearFieldError(correctPath);
    if (!multiple) form.setFieldValue('correctOptionId', id);
    else
      form.setFieldValue(
        'correctOptionIds',
        checked ? [...correctOptionIds, id] : correctOptionIds.filter((other) => other !== id),
      );
  };
  const remove = (index: number) => {
    const id = options[index]?.id;
    form.removeListItem('options', index);
    if (id === correctOptionId) form.setFieldValue('correctOptionId', '');
    if (id && correctOptionIds.includes(id))
      form.setFieldValue(
        'correctOptionIds',
        correctOptionIds.filter((other) => other !== id),
      );
  };

  return (
    <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.options')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {multiple ? t('editor.optionsHintMultiple') : t('editor.optionsHintSingle')}
        </Text>
        <SortableList
          items={options}
          label={t('editor.options')}
          nameOf={(option) => option.text.trim() || nameAt(options.indexOf(option))}
          onReorder={(ids) => form.setFieldValue('options', reordered(options, ids))}
          renderItem={(option, controls) => {
            const index = controls.index;
            const name = nameAt(index);
            const correctLabel = t('editor.correctOption', { name });
            return (
              <Paper withBorder radius="md" p="xs">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    <RowTools
                      controls={controls}
                      name={name}
                      removable={options.length > OPTIONS_MIN && !disabled}
                      onRemove={() => remove(index)}
                    />
                  </Group>
                  <Textarea
                    label={t('editor.optionText', { name })}
                    autosize
                    minRows={1}
                    maxRows={6}
                    maxLength={OPTION_TEXT_MAX}
                    required
                    {...form.getInputProps(`options.${index}.text`)}
                    disabled={disabled}
                  />
                  {multiple ? (
                    <Checkbox
                      label={correctLabel}
                      checked={correctOptionIds.includes(option.id)}
                      onChange={(event) => setCorrect(option.id, event.currentTarget.checked)}
                      disabled={disabled}
                    />
                  ) : (
                    <Radio
                      name="correct-option"
                      value={option.id}
                      label={correctLabel}
                      checked={correctOptionId === option.id}
                      onChange={() => setCorrect(option.id, true)}
                      disabled={disabled}
                    />
                  )}
                  <TextInput
                    label={t('editor.optionFeedback', { name })}
                    maxLength={FEEDBACK_MAX}
                    {...form.getInputProps(`options.${index}.feedback`)}
                    disabled={disabled}
                  />
                </Stack>
              </Paper>
            );
          }}
        />
        <ListError path="options">{optionsError}</ListError>
        <ListError path={correctPath}>{correctError}</ListError>
        <AddRowButton
          onClick={() => form.insertListItem('options', newOption())}
          disabled={disabled || options.length >= OPTIONS_MAX}
        >
          {t('editor.addOption')}
        </AddRowButton>
      </Stack>
    </Fieldset>
  );
}
