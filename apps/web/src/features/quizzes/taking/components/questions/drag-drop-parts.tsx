import type { KeyboardEvent } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GapChoice } from '../../model/gaps';
import classes from '../taking.module.css';

/** What is being moved: a choice, from the tray (null) or from a gap (its index). */
export type Held = { choiceId: string; from: number | null };

/** Whether a gap takes the choice being moved (its group), while one is. */
type Fit = 'takes' | 'refuses' | undefined;

const keyOf = (event: KeyboardEvent) => (event.key === 'Backspace' ? 'Delete' : event.key);

type ChipProps = {
  choice: GapChoice;
  /** The gap a choice that may be used once is in (it has left the tray), or null. */
  usedIn: number | null;
  pressed: boolean;
  onPress: () => void;
  onCancel: () => void;
};

/** A choice in the tray: pressed (Enter, Space, a tap) it is picked up; dragged, it goes where it is dropped. */
export function TrayChip({ choice, usedIn, pressed, onPress, onCancel }: ChipProps) {
  const { t } = useTranslation('quiz-taking');
  const used = usedIn !== null;
  const { setNodeRef, listeners, attributes } = useDraggable({
    id: `choice-${choice.id}`,
    data: { choiceId: choice.id, from: null } satisfies Held,
    disabled: used,
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...(used ? {} : listeners)}
      className={classes.chip}
      data-used={used || undefined}
      aria-pressed={used ? undefined : pressed}
      aria-disabled={used || undefined}
      aria-label={used ? t('dragDrop.usedIn', { choice: choice.text, n: usedIn + 1 }) : undefined}
      aria-describedby={attributes['aria-describedby']}
      onClick={() => !used && onPress()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !pressed) return;
        event.preventDefault();
        onCancel();
      }}
    >
      {choice.text}
    </button>
  );
}

type GapProps = {
  index: number;
  choice: GapChoice | null;
  /** The gap's choice is picked up (to be moved to another gap). */
  pressed: boolean;
  fit: Fit;
  onPress: () => void;
  onClear: () => void;
  onCancel: () => void;
  buttonRef: (node: HTMLButtonElement | null) => void;
};

/**
 * A gap in the text: a button that takes the choice picked up (or dropped on it), and when filled, picks its own
 * choice up to move it; Delete or Backspace, or its Clear button, empties it.
 */
export function DropGap({ index, choice, pressed, fit, onPress, onClear, onCancel, buttonRef }: GapProps) {
  const { t } = useTranslation('quiz-taking');
  const n = index + 1;
  const drop = useDroppable({ id: `gap-${index}`, data: { gap: index } });
  const drag = useDraggable({
    id: `gap-choice-${index}`,
    data: { choiceId: choice?.id ?? '', from: index } satisfies Held,
    disabled: choice === null,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const key = keyOf(event);
    if (key === 'Delete' && choice) {
      event.preventDefault();
      onClear();
    } else if (key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <span className={classes.gapSlot}>
      <button
        type="button"
        ref={(node) => {
          drop.setNodeRef(node);
          drag.setNodeRef(node);
          buttonRef(node);
        }}
        {...drag.listeners}
        className={classes.gap}
        data-filled={choice !== null || undefined}
        data-fit={fit}
        data-over={drop.isOver || undefined}
        aria-pressed={choice ? pressed : undefined}
        aria-label={choice ? t('dragDrop.gapFilled', { n, choice: choice.text }) : t('dragDrop.gapEmpty', { n })}
        aria-describedby={drag.attributes['aria-describedby']}
        onClick={onPress}
        onKeyDown={onKeyDown}
      >
        {choice ? (
          choice.text
        ) : (
          <span aria-hidden className={classes.gapNumber}>
            {n}
          </span>
        )}
      </button>
      {choice && (
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={t('dragDrop.clear', { n })} onClick={onClear}>
          <IconX size={14} aria-hidden />
        </ActionIcon>
      )}
    </span>
  );
}
