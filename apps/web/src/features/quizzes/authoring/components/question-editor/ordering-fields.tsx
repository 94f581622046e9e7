import { Fieldset, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  OPTION_TEXT_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  ORDERING_GRADINGS,
  type OrderingGrading,
} from '@talentpath/contracts/questions';
import { SortableList } from '../../../../../components/ui/sortable-list';
import { AddRowButton, LEGEND_STYLES, ListError } from './editor-parts';
import { newItem } from './question-draft';
import { RowTools } from './row-tools';
import { type QuestionFormApi, reordered } from './use-question-form';

/**
 * Ordering: the items in the right order (learners get them mixed), reordered by dragging or by the arrows, and
 * how a learner's order is graded (Moodle's nine grading types, each described under the select when chosen).
 */
export function OrderingFields({ form, disabled }: { form: QuestionFormApi; disabled: boolean }) {
  const { t } = useTranslation('quiz-authoring');
  const { items, grading } = form.values;
  const nameAt = (index: number) => t('editor.itemName', { number: index + 1 });
  return (
    <Stack gap="md">
      <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.items')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('editor.itemsHint')}
          </Text>
          <SortableList
            items={items}
            label={t('editor.items')}
            nameOf={(item) => item.text.trim() || nameAt(items.indexOf(item))}
            onReorder={(ids) => form.setFieldValue('items', reordered(items, ids))}
            renderItem={(_item, controls) => {
              const name = nameAt(controls.index);
              return (
                <Paper withBorder radius="md" p="xs">
                  <Group gap="xs" wrap="wrap" align="flex-end">
                    <Textarea
                      label={name}
                      autosize
                      minRows={1}
                      maxRows={4}
                      maxLength={OPTION_TEXT_MAX}
                      required
                      style={{ flex: '1 1 200px' }}
                      {...form.getInputProps(`items.${controls.index}.text`)}
                      disabled={disabled}
                    />
                    <RowTools
                      controls={controls}
                      name={name}
                      removable={items.length > OPTIONS_MIN && !disabled}
                      onRemove={() => form.removeListItem('items', controls.index)}
                    />
                  </Group>
                </Paper>
              );
            }}
          />
          <ListError path="items">{form.getInputProps('items').error}</ListError>
          <AddRowButton
            onClick={() => form.insertListItem('items', newItem())}
            disabled={disabled || items.length >= OPTIONS_MAX}
          >
            {t('editor.addItem')}
          </AddRowButton>
        </Stack>
      </Fieldset>
      <NativeSelect
        label={t('editor.grading')}
        description={t(`orderGradings.${grading}.hint`)}
        data={ORDERING_GRADINGS.map((value) => ({ value, label: t(`orderGradings.${value}.label`) }))}
        {...form.getInputProps('grading')}
        onChange={(event) => form.setFieldValue('grading', event.currentTarget.value as OrderingGrading)}
        disabled={disabled}
      />
    </Stack>
  );
}
