import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RowControls } from '../../../../../components/ui/sortable-list';

type Props = {
  controls: RowControls;
  /** The row's name in the buttons' labels ("Option 2"). */
  name: string;
  onRemove: () => void;
  /** Whether the list may lose a row (the contract's minimum). */
  removable: boolean;
};

/**
 * A sortable row's own tools: its drag handle, move up and down, and remove. At either end a move button stays
 * focusable (a disabled one would drop the keyboard focus after the move that took it there) and does nothing.
 */
export function RowTools({ controls, name, onRemove, removable }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const moves = [
    { delta: -1 as const, atEnd: controls.index === 0, label: t('editor.moveUp', { name }), Icon: IconArrowUp },
    {
      delta: 1 as const,
      atEnd: controls.index === controls.count - 1,
      label: t('editor.moveDown', { name }),
      Icon: IconArrowDown,
    },
  ];
  return (
    <Group gap={2} wrap="nowrap">
      {controls.handle}
      {moves.map(({ delta, atEnd, label, Icon }) => (
        <ActionIcon
          key={delta}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={label}
          aria-disabled={atEnd || undefined}
          data-disabled={atEnd || undefined}
          onClick={() => !atEnd && controls.move(delta)}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      ))}
      <ActionIcon
        variant="subtle"
        color="red.9"
        size="lg"
        aria-label={t('editor.remove', { name })}
        disabled={!removable}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
