import { Badge, Group, NativeSelect, NumberInput, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankQuestion, QuestionCategory } from '@talentpath/contracts/question-bank';
import { RANDOM_DRAW_MAX } from '@talentpath/contracts/quizzes';
import type { RowControls } from '../../../../../components/ui/sortable-list';
import { RowTools } from '../question-editor/row-tools';
import { TYPE_ICONS } from '../question-editor/question-type';
import classes from '../quiz-authoring.module.css';
import type { SlotDraft } from './quiz-draft';
import type { QuizFormApi } from './use-quiz-form';

type Props = {
  form: QuizFormApi;
  slot: SlotDraft;
  controls: RowControls;
  /** The questions this slot puts in an attempt: from and to (the same for a fixed question). */
  positions: [number, number];
  /** A fixed slot's question, once loaded (undefined while loading, null if it is gone). */
  question: BankQuestion | null | undefined;
  categories: QuestionCategory[];
  disabled: boolean;
};

/**
 * One place of the quiz: a question of the bank (its text, type and points), or a number of questions drawn at
 * random from a category (which, and how many). Each can be dragged, moved by its arrows, or removed.
 */
export function SlotRow({ form, slot, controls, positions, question, categories, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const index = controls.index;
  const [from, to] = positions;
  const name = from === to ? t('slots.questionNumber', { number: from }) : t('slots.questionRange', { from, to });
  const rowError = form.getInputProps(`slots.${index}`).error;
  const tools = (
    <RowTools
      controls={controls}
      name={name}
      removable={!disabled}
      onRemove={() => form.removeListItem('slots', index)}
    />
  );

  if (slot.kind === 'fixed') {
    const Icon = question ? TYPE_ICONS[question.question.type] : null;
    return (
      <Paper withBorder radius="md" p="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={700}>
              {name}
            </Text>
            {question === undefined ? (
              <Skeleton height={16} width="70%" />
            ) : question === null ? (
              <Text size="sm" c="red.8">
                {t('slots.questionGone')}
              </Text>
            ) : (
              <>
                <Text size="sm" className={classes.clamp}>
                  {question.question.prompt}
                </Text>
                <Group gap={6} wrap="wrap">
                  <Badge c="dark.7" variant="light" size="sm" leftSection={Icon && <Icon size={12} aria-hidden />}>
                    {t(`types.${question.question.type}`)}
                  </Badge>
                  <Badge variant="outline" color="gray.8" size="sm">
                    {t('bank.points', { count: question.question.points })}
                  </Badge>
                </Group>
              </>
            )}
            {rowError && (
              <Text size="sm" c="red.8" data-path={`slots.${index}`} tabIndex={-1}>
                {rowError}
              </Text>
            )}
          </Stack>
          {tools}
        </Group>
      </Paper>
    );
  }

  const category = categories.find((c) => c.id === slot.categoryId);
  return (
    <Paper withBorder radius="md" p="xs">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconDice5 size={18} aria-hidden />
            <Text size="sm" fw={700}>
              {t('slots.randomName', { name })}
            </Text>
          </Group>
          {tools}
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('slots.category', { name })}
            data={categories.map((c) => ({
              value: c.id,
              label: t('slots.categoryOption', { name: c.name, count: c.questionCount }),
            }))}
            style={{ flex: '2 1 200px' }}
            {...form.getInputProps(`slots.${index}.categoryId`)}
            disabled={disabled}
          />
          <NumberInput
            label={t('slots.count', { name })}
            description={category ? t('slots.countHint', { count: category.questionCount }) : undefined}
            min={1}
            max={RANDOM_DRAW_MAX}
            allowDecimal={false}
            style={{ flex: '1 1 140px' }}
            {...form.getInputProps(`slots.${index}.count`)}
            disabled={disabled}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
