import type { CSSProperties, ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './sortable-list.module.css';

type Item = { id: string };

/** What a row gets to show its drag handle and its move buttons. */
export type RowControls = {
  handle: ReactNode;
  index: number;
  count: number;
  /** Moves the row one place up (-1) or down (1). */
  move: (delta: -1 | 1) => void;
};

type Props<T extends Item> = {
  items: T[];
  /** Every id in the new order; `via` says whether the row was dragged or moved by a button. */
  onReorder: (ids: string[], movedId: string, via: 'drag' | 'button') => void;
  /** The row's name in the handle's label and in what screen readers hear while it moves. */
  nameOf: (item: T) => string;
  renderItem: (item: T, controls: RowControls) => ReactNode;
  /** The list's accessible name. */
  label: string;
  gap?: number;
};

/** The ids with one moved from its place to another's. */
export const moved = (ids: string[], from: string, to: string) => arrayMove(ids, ids.indexOf(from), ids.indexOf(to));

/**
 * A list ordered by dragging a row's handle, with the pointer or the keyboard (Space to lift, arrows to move,
 * Space to drop, Escape to cancel), each step said to screen readers; rows also get move up/down actions.
 */
export function SortableList<T extends Item>({ items, onReorder, nameOf, renderItem, label, gap = 8 }: Props<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const nameAt = (id: string | number) => {
    const item = items.find((x) => x.id === id);
    return item ? nameOf(item) : '';
  };
  const position = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moved(ids, String(active.id), String(over.id)), String(active.id), 'drag');
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('sortable.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('sortable.picked', { name: nameAt(active.id), position: position(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('sortable.over', { name: nameAt(active.id), position: position(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('sortable.dropped', { name: nameAt(active.id), position: position(over.id) }) : undefined,
          onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameAt(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap }}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} name={nameOf(item)}>
              {(handle) =>
                renderItem(item, {
                  handle,
                  index,
                  count: items.length,
                  move: (delta) => {
                    const target = ids[index + delta];
                    if (target) onReorder(moved(ids, item.id, target), item.id, 'button');
                  },
                })
              }
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, children }: { id: string; name: string; children: (handle: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('sortable.roleDescription') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      className={classes.handle}
      data-handle={id}
      {...attributes}
      {...listeners}
      aria-label={t('sortable.handle', { name })}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? classes.dragging : undefined}>
      {children(handle)}
    </li>
  );
}
