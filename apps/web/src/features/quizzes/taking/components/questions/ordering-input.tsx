import { useEffect, useRef } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../../../../components/ui/sortable-list';
import { itemOrder } from '../../model/responses';
import classes from '../taking.module.css';
import type { QuestionInputProps } from './question-props';

type Direction = 'up' | 'down';

/**
 * Items put in order: dragged by their handle (pointer, or the keyboard: Space to lift, arrows, Space to drop,
 * every step said to screen readers), or moved one place by Move up / Move down. The order shown first counts
 * only once the learner keeps it or moves something.
 */
export function OrderingInput({ question, response, onChange }: QuestionInputProps<'ordering'>) {
  const { t } = useTranslation('quiz-taking');
  const order = itemOrder(question, response);
  const items = order.map((id) => ({ id, text: question.options?.find((o) => o.id === id)?.text ?? '' }));
  // After Move up / Move down the item's button keeps the focus (or its other one, at either end of the list).
  const refocus = useRef<{ id: string; direction: Direction } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const shown = order.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the order it waits for is shown
  useEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const button = (direction: Direction) =>
      box.current?.querySelector<HTMLButtonElement>(`[data-move="${direction}"][data-item="${wanted.id}"]`);
    const same = button(wanted.direction);
    (same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [shown]);

  return (
    <Stack gap="xs" ref={box}>
      {/* The list is named by the same words (its aria-label). */}
      <div aria-hidden className={classes.answerLabel}>
        {t('question.putInOrder')}
      </div>
      <SortableList
        items={items}
        label={t('question.putInOrder')}
        nameOf={(item) => item.text}
        onReorder={(ids) => onChange({ itemIds: ids })}
        renderItem={(item, { handle, index, count, move }) => {
          const button = (direction: Direction) => (
            <ActionIcon
              variant="default"
              size="lg"
              data-move={direction}
              data-item={item.id}
              disabled={direction === 'up' ? index === 0 : index === count - 1}
              aria-label={t(direction === 'up' ? 'ordering.moveUp' : 'ordering.moveDown', { name: item.text })}
              onClick={() => {
                refocus.current = { id: item.id, direction };
                move(direction === 'up' ? -1 : 1);
              }}
            >
              {direction === 'up' ? <IconArrowUp size={16} aria-hidden /> : <IconArrowDown size={16} aria-hidden />}
            </ActionIcon>
          );
          return (
            <Group gap="xs" wrap="nowrap" className={classes.orderItem}>
              {handle}
              <Text fw={700} c="dimmed" aria-hidden className={classes.orderNumber}>
                {index + 1}.
              </Text>
              <Text className={classes.orderText}>{item.text}</Text>
              <Group gap={4} wrap="nowrap">
                {button('up')}
                {button('down')}
              </Group>
            </Group>
          );
        }}
      />
      {response === null || response.itemIds.length === 0 ? (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('ordering.notYet')}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => onChange({ itemIds: order })}
          >
            {t('ordering.keep')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
