import { useRef, useState } from 'react';
import {
  type Active,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type Over,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gapParts } from '../../model/gaps';
import { fillGap, gapAnswers } from '../../model/responses';
import classes from '../taking.module.css';
import { DropGap, type Held, TrayChip } from './drag-drop-parts';
import { GapText } from './gap-text';
import type { QuestionInputProps } from './question-props';

const heldOf = (active: Active) => active.data.current as Held;
const gapOf = (over: Over | null) => over?.data.current?.gap as number | undefined;

/**
 * Drag and drop into text: choices in a tray, put in the gaps of the text. With a pointer, a choice is dragged to a
 * gap (or from one gap to another, or out of a gap to empty it); with the keyboard (or a tap), a choice is pressed to
 * pick it up and a gap pressed to put it there. A gap takes only choices of its group; a choice that may be used
 * once leaves the tray while it is in a gap, one that may be reused stays. Each step is said to screen readers.
 */
export function DragDropTextInput({ question, response, onChange, idPrefix }: QuestionInputProps<'drag-drop-text'>) {
  const { t } = useTranslation('quiz-taking');
  const choices = question.gapChoices ?? [];
  const groups = (question.gaps ?? []).map((gap) => gap.group);
  const filled = gapAnswers(question, response);
  const [held, setHeld] = useState<Held | null>(null);
  const [dragged, setDragged] = useState<Held | null>(null);
  const [said, setSaid] = useState('');
  const gapButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const tray = useDroppable({ id: 'tray' });

  // The same words twice are read again (a live region says only what changed).
  const say = (text: string) => setSaid((before) => (before === text ? `${text}\u00a0` : text));
  const choiceOf = (id: string | null | undefined) => choices.find((choice) => choice.id === id) ?? null;
  const textOf = (id: string | null | undefined) => choiceOf(id)?.text ?? '';

  /** Puts a choice in a gap (moved, when it comes from another gap); false when the gap does not take it. */
  const place = ({ choiceId, from }: Held, gap: number) => {
    const choice = choiceOf(choiceId);
    if (!choice) return false;
    if (choice.group !== groups[gap]) {
      say(t('dragDrop.refused', { choice: choice.text, n: gap + 1 }));
      return false;
    }
    let next = fillGap(question, response, gap, choiceId);
    if (from !== null && from !== gap && next.gaps[from] === choiceId) next = fillGap(question, next, from, null);
    onChange(next);
    say(t('dragDrop.placed', { choice: choice.text, n: gap + 1 }));
    return true;
  };
  const clear = (gap: number) => {
    const id = filled[gap];
    if (!id) return;
    if (held?.from === gap) setHeld(null);
    onChange(fillGap(question, response, gap, null));
    say(t('dragDrop.cleared', { choice: textOf(id), n: gap + 1 }));
  };
  const cancel = () => {
    if (!held) return;
    setHeld(null);
    say(t('dragDrop.putBack', { choice: textOf(held.choiceId) }));
  };
  const pressChip = (choiceId: string) => {
    if (held?.choiceId === choiceId && held.from === null) {
      cancel();
      return;
    }
    setHeld({ choiceId, from: null });
    say(t('dragDrop.picked', { choice: textOf(choiceId) }));
  };
  const pressGap = (gap: number) => {
    if (held) {
      if (held.from === gap) cancel();
      else if (place(held, gap)) setHeld(null);
      return;
    }
    const id = filled[gap];
    if (!id) {
      say(t('dragDrop.pickFirst'));
      return;
    }
    setHeld({ choiceId: id, from: gap });
    say(t('dragDrop.pickedFromGap', { choice: textOf(id), n: gap + 1 }));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const drag = heldOf(active);
    const gap = gapOf(over);
    if (gap !== undefined) place(drag, gap);
    // Out of a gap onto the tray, or anywhere that is no gap: back to the tray.
    else if (drag.from !== null) clear(drag.from);
    else say(t('dragDrop.putBack', { choice: textOf(drag.choiceId) }));
  };

  const moving = choiceOf((dragged ?? held)?.choiceId);
  const fitOf = (gap: number) => (moving ? (moving.group === groups[gap] ? 'takes' : 'refuses') : undefined);
  const usedIn = (id: string, unlimited: boolean) => (unlimited || !filled.includes(id) ? null : filled.indexOf(id));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={({ active }) => {
        setHeld(null);
        setDragged(heldOf(active));
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        screenReaderInstructions: { draggable: t('dragDrop.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('dragDrop.picked', { choice: textOf(heldOf(active).choiceId) }),
          onDragOver: ({ active, over }) => {
            const gap = gapOf(over);
            return gap === undefined
              ? undefined
              : t('dragDrop.over', { choice: textOf(heldOf(active).choiceId), n: gap + 1 });
          },
          // What a drop did is said with the keyboard's words (`say`), once it is done.
          onDragEnd: () => undefined,
          onDragCancel: ({ active }) => t('dragDrop.putBack', { choice: textOf(heldOf(active).choiceId) }),
        },
      }}
    >
      <Stack gap="sm">
        <Text id={`${idPrefix}-tray`} className={classes.answerLabel}>
          {t('dragDrop.label')}
        </Text>
        <fieldset
          ref={tray.setNodeRef}
          className={classes.tray}
          aria-labelledby={`${idPrefix}-tray`}
          data-over={(tray.isOver && dragged !== null && dragged.from !== null) || undefined}
        >
          {choices.map((choice) => (
            <TrayChip
              key={choice.id}
              choice={choice}
              usedIn={usedIn(choice.id, choice.unlimited)}
              pressed={held?.choiceId === choice.id && held.from === null}
              onPress={() => pressChip(choice.id)}
              onCancel={cancel}
            />
          ))}
        </fieldset>
        <GapText
          parts={gapParts(question.prompt)}
          renderGap={(index) => (
            <DropGap
              index={index}
              choice={choiceOf(filled[index])}
              pressed={held?.from === index}
              fit={fitOf(index)}
              onPress={() => pressGap(index)}
              onClear={() => {
                // The Clear button goes with the choice: the keyboard stays on the gap.
                gapButtons.current[index]?.focus();
                clear(index);
              }}
              onCancel={cancel}
              buttonRef={(node) => {
                gapButtons.current[index] = node;
              }}
            />
          )}
        />
      </Stack>
      <VisuallyHidden id={`${idPrefix}-said`} role="status" aria-live="polite">
        {said}
      </VisuallyHidden>
      <DragOverlay dropAnimation={null}>
        {dragged ? <span className={classes.chip}>{textOf(dragged.choiceId)}</span> : null}
      </DragOverlay>
    </DndContext>
  );
}
