import { Fragment } from 'react';
import { Checkbox, Fieldset, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GAP_CHOICE_MAX, GAP_CHOICES_MAX, GAP_GROUPS_MAX, gapsOf } from '@talentpath/contracts/questions';
import { SortableList } from '../../../../../components/ui/sortable-list';
import classes from '../quiz-authoring.module.css';
import { AddRowButton, LEGEND_STYLES, ListError } from './editor-parts';
import { previewOf, renumberGaps } from './gap-text';
import { type GapChoiceDraft, newGapChoice } from './question-draft';
import { RowTools } from './row-tools';
import { type QuestionFormApi, reordered } from './use-question-form';

type Props = { form: QuestionFormApi; disabled: boolean };

const GROUPS = Array.from({ length: GAP_GROUPS_MAX }, (_, i) => String(i + 1));

/**
 * Select missing words and drag and drop into text: the text (above, in the question's text field) marks each gap
 * [[n]], n the number of the choice that fills it; under it, a preview of the text with its gaps filled. Then the
 * choices, numbered in their order (those no gap names are distractors), each in a group (a gap offers its own
 * choice's group), and for drag and drop whether it may fill more than one gap; and whether they come mixed.
 */
export function GapFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const { type, prompt, choices } = form.values;
  const dragDrop = type === 'drag-drop-text';
  const named = new Set(gapsOf(prompt));
  const nameAt = (index: number) => t('editor.choiceName', { number: index + 1 });
  const ids = choices.map((choice) => choice.id);

  // The gaps follow their choices: a move changes the order learners see, not which choice fills which gap.
  const reorder = (after: string[]) =>
    form.setValues({ prompt: renumberGaps(prompt, ids, after), choices: reordered(choices, after) });
  const remove = (index: number) => {
    const after = ids.filter((_, i) => i !== index);
    form.setFieldValue('prompt', renumberGaps(prompt, ids, after));
    form.removeListItem('choices', index);
  };

  return (
    <Stack gap="md">
      <GapPreview prompt={prompt} choices={choices} />
      <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.choices')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t(dragDrop ? 'editor.choicesHintDragDrop' : 'editor.choicesHintSelect')}
          </Text>
          <SortableList
            items={choices}
            label={t('editor.choices')}
            nameOf={(choice) => choice.text.trim() || nameAt(choices.indexOf(choice))}
            onReorder={reorder}
            renderItem={(choice, controls) => {
              const index = controls.index;
              const name = nameAt(index);
              const group = form.getInputProps(`choices.${index}.group`);
              const unlimited = form.getInputProps(`choices.${index}.unlimited`, { type: 'checkbox' });
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
                        // A choice a gap names stays until its gaps are taken out of the text.
                        removable={choices.length > 1 && !named.has(index + 1) && !disabled}
                        onRemove={() => remove(index)}
                      />
                    </Group>
                    <Group gap="xs" align="flex-start" wrap="wrap">
                      <TextInput
                        label={t('editor.choiceText', { name })}
                        maxLength={GAP_CHOICE_MAX}
                        required
                        style={{ flex: '1 1 200px' }}
                        {...form.getInputProps(`choices.${index}.text`)}
                        disabled={disabled}
                      />
                      <NativeSelect
                        label={t('editor.choiceGroup', { name })}
                        data={GROUPS}
                        w={{ base: '100%', xs: 170 }}
                        {...group}
                        value={String(choice.group)}
                        onChange={(event) => group.onChange(Number(event.currentTarget.value))}
                        disabled={disabled}
                      />
                    </Group>
                    {dragDrop && (
                      <Checkbox
                        label={t('editor.choiceUnlimited', { name })}
                        {...unlimited}
                        // Mantine's checkbox describes itself by its error but does not mark itself invalid.
                        aria-invalid={unlimited.error ? true : undefined}
                        disabled={disabled}
                      />
                    )}
                  </Stack>
                </Paper>
              );
            }}
          />
          <ListError path="choices">{form.getInputProps('choices').error}</ListError>
          <AddRowButton
            onClick={() => form.insertListItem('choices', newGapChoice())}
            disabled={disabled || choices.length >= GAP_CHOICES_MAX}
          >
            {t('editor.addChoice')}
          </AddRowButton>
        </Stack>
      </Fieldset>
      <Switch
        label={t('editor.shuffleChoices')}
        description={t('editor.shuffleChoicesHint')}
        {...form.getInputProps('shuffleChoices', { type: 'checkbox' })}
        disabled={disabled}
      />
    </Stack>
  );
}

/** The text as learners will read it, each gap showing the choice that fills it, or a warning where there is none. */
function GapPreview({ prompt, choices }: { prompt: string; choices: GapChoiceDraft[] }) {
  const { t } = useTranslation('quiz-authoring');
  const parts = previewOf(prompt, choices);
  const missing = [
    ...new Set(parts.flatMap((part) => (part.kind === 'gap' && part.choice === null ? [part.number] : []))),
  ];
  const hasGaps = parts.some((part) => part.kind === 'gap');
  return (
    <div>
      <Text size="sm" fw={700} mb={4}>
        {t('editor.gapPreview')}
      </Text>
      {hasGaps ? (
        <Text size="sm" className={classes.preview} data-testid="gap-preview">
          {parts.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the text's, in its order
            <Fragment key={i}>
              {part.kind === 'text' ? (
                part.text
              ) : part.choice === null ? (
                <Text span fw={700} c="red.8">{`[[${part.number}]]`}</Text>
              ) : (
                <Text span fw={600} className={classes.previewGap}>
                  [{part.choice.text.trim() || t('editor.choiceName', { number: part.number })}]
                </Text>
              )}
            </Fragment>
          ))}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t('editor.gapPreviewNone')}
        </Text>
      )}
      {missing.length > 0 && (
        <Text size="sm" c="red.8" mt={4}>
          {t('editor.gapMissing', { count: missing.length, numbers: missing.join(', ') })}
        </Text>
      )}
    </div>
  );
}
