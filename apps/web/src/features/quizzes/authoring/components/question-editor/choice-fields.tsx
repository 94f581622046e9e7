import { Checkbox, Fieldset, Group, Paper, Radio, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX, OPTION_TEXT_MAX, OPTIONS_MAX, OPTIONS_MIN } from '@talentpath/contracts/questions';
import { SortableList } from '../../../../../components/ui/sortable-list';
import { AddRowButton, LEGEND_STYLES, ListError } from './editor-parts';
import { newOption } from './question-draft';
import { RowTools } from './row-tools';
import { type QuestionFormApi, reordered } from './use-question-form';
import { WeightSelect } from './weight-select';
import {
  CORRECT_OPTION_WEIGHTS,
  evenWeights,
  OTHER_OPTION_WEIGHTS,
  WRONG_OPTION_WEIGHTS,
  weightsAfterMark,
} from './weights';

/**
 * The options of a single or multiple choice question, in the order learners see them (unless the quiz shuffles
 * them): each with its text, whether it is correct (one, by radio, for single choice; any, by checkbox, for
 * multiple choice), what it is worth, and the feedback a learner who chose it gets. A single choice's other
 * options may earn part of the points or cost some; a multiple choice's options have weights of their own when
 * the author turns them on (Moodle's grades), else the even rule.
 */
export function ChoiceFields({ form, disabled }: { form: QuestionFormApi; disabled: boolean }) {
  const { t } = useTranslation('quiz-authoring');
  const { options, type, correctOptionId, correctOptionIds, weighted } = form.values;
  const multiple = type === 'multiple-choice';
  const correctPath = multiple ? 'correctOptionIds' : 'correctOptionId';
  const optionsError = form.getInputProps('options').error;
  const correctError = form.getInputProps(correctPath).error;
  const nameAt = (index: number) => t('editor.optionName', { number: index + 1 });

  const setCorrect = (id: string, checked: boolean) => {
    form.clearFieldError(correctPath);
    if (!multiple) {
      form.setFieldValue('correctOptionId', id);
      return;
    }
    if (weighted) form.setFieldValue('options', weightsAfterMark(options, correctOptionIds, id, checked));
    form.setFieldValue(
      'correctOptionIds',
      checked ? [...correctOptionIds, id] : correctOptionIds.filter((other) => other !== id),
    );
  };
  const setWeighted = (on: boolean) => {
    if (on) {
      const weights = evenWeights(options, correctOptionIds);
      form.setFieldValue(
        'options',
        options.map((option, index) => ({ ...option, weight: weights[index] ?? 0 })),
      );
    }
    form.setFieldValue('weighted', on);
  };
  /** The option's weight, where it has one to choose: a single choice's other options, or all when weighted. */
  const weightMenuOf = (id: string) => {
    if (!multiple) return id === correctOptionId ? null : OTHER_OPTION_WEIGHTS;
    if (!weighted) return null;
    return correctOptionIds.includes(id) ? CORRECT_OPTION_WEIGHTS : WRONG_OPTION_WEIGHTS;
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
        {multiple && (
          <Switch
            label={t('editor.weighted')}
            description={t('editor.weightedHint')}
            checked={weighted}
            onChange={(event) => setWeighted(event.currentTarget.checked)}
            disabled={disabled}
          />
        )}
        <SortableList
          items={options}
          label={t('editor.options')}
          nameOf={(option) => option.text.trim() || nameAt(options.indexOf(option))}
          onReorder={(ids) => form.setFieldValue('options', reordered(options, ids))}
          renderItem={(option, controls) => {
            const index = controls.index;
            const name = nameAt(index);
            const correctLabel = t('editor.correctOption', { name });
            const menu = weightMenuOf(option.id);
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
                  <Group gap="md" align="flex-end" wrap="wrap">
                    {multiple ? (
                      <Checkbox
                        label={correctLabel}
                        checked={correctOptionIds.includes(option.id)}
                        onChange={(event) => setCorrect(option.id, event.currentTarget.checked)}
                        disabled={disabled}
                        mb={menu ? 8 : 0}
                      />
                    ) : (
                      <Radio
                        name="correct-option"
                        value={option.id}
                        label={correctLabel}
                        checked={correctOptionId === option.id}
                        onChange={() => setCorrect(option.id, true)}
                        disabled={disabled}
                        mb={menu ? 8 : 0}
                      />
                    )}
                    {menu && (
                      <WeightSelect
                        label={t('editor.optionWeight', { name })}
                        menu={menu}
                        field={form.getInputProps(`options.${index}.weight`)}
                        disabled={disabled}
                      />
                    )}
                  </Group>
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
