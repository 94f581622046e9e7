import { type Ref, useEffect, useRef, useState } from 'react';
import { Combobox, Text, Textarea, type TextareaProps, useCombobox, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useMergedRef } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useForumPeople } from '../api/list-people';
import classes from './mention-textarea.module.css';

/** `@` and the start of a handle just before the caret, not inside a word (an e-mail address is no mention). */
const MENTION_AT_CARET = /(?:^|[^\p{L}\p{N}._%+@-])@([a-z0-9._%+-]{1,60})$/iu;

/** Keys that move the caret: the handle at it is read again. */
const CARET_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

type Typed = { start: number; end: number; q: string };

/** The handle being typed at the caret, if any. */
function typedAt(text: string, caret: number): Typed | null {
  const match = MENTION_AT_CARET.exec(text.slice(0, caret));
  if (!match) return null;
  const q = match[1]!;
  return { start: caret - q.length - 1, end: caret, q };
}

type Props = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  /** The form's change handler (it takes the new text). */
  onChange: (value: string) => void;
  /** The forum written in: `@` and letters suggest its readers; none, no suggestions. */
  spaceId?: string;
  /** The textarea, for what writes at its caret (a picture inserted). */
  textareaRef?: Ref<HTMLTextAreaElement>;
};

/**
 * A post's text field with @-suggestions: typing `@` and letters lists up to 8 people who read the forum (arrows
 * choose, Enter or a click writes their handle, Escape closes); everything else is a plain textarea.
 */
export function MentionTextarea({
  value,
  onChange,
  spaceId,
  textareaRef,
  onBlur,
  onKeyUp,
  onClick,
  ...textarea
}: Props) {
  const { t } = useTranslation('forum');
  const area = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRef(area, textareaRef);
  const [typed, setTyped] = useState<Typed | null>(null);
  const [q] = useDebouncedValue(typed?.q ?? '', 200);
  const people = useForumPeople(spaceId, typed ? q : '');
  const found = typed && q ? (people.data?.items ?? []) : [];
  const open = found.length > 0;
  // Open while there are people to suggest; Escape (or a choice) ends the suggesting.
  const combobox = useCombobox({
    opened: open,
    onOpenedChange: (opened) => {
      if (!opened) setTyped(null);
    },
    onDropdownClose: () => combobox.resetSelectedOption(),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the people found; `combobox` is a new object each render
  useEffect(() => {
    // Enter writes the first one unless another is chosen.
    if (open) combobox.selectFirstOption();
  }, [open, people.data]);

  /** Reads the handle being typed wherever the caret now is. */
  const follow = (text: string) => {
    const caret = area.current?.selectionStart ?? text.length;
    setTyped(spaceId ? typedAt(text, caret) : null);
  };

  const choose = (handle: string) => {
    if (!typed) return;
    const written = `@${handle} `;
    const next = value.slice(0, typed.start) + written + value.slice(typed.end);
    const caret = typed.start + written.length;
    onChange(next);
    setTyped(null);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start">
      {/* Closed, the keys are the textarea's own (arrows move the caret, Enter is a new line). */}
      <Combobox.Target withKeyboardNavigation={open}>
        <Textarea
          {...textarea}
          ref={ref}
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            follow(event.currentTarget.value);
          }}
          onKeyUp={(event) => {
            if (!open && CARET_KEYS.includes(event.key)) follow(event.currentTarget.value);
            onKeyUp?.(event);
          }}
          onClick={(event) => {
            follow(event.currentTarget.value);
            onClick?.(event);
          }}
          onBlur={(event) => {
            setTyped(null);
            onBlur?.(event);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!open}>
        <Combobox.Options aria-label={t('mentions.label')}>
          {found.map((person) => (
            <Combobox.Option key={person.id} value={person.handle} className={classes.option}>
              <Text size="sm" span>
                {person.name}
              </Text>{' '}
              <Text size="xs" span className={classes.handle}>
                @{person.handle}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
      <VisuallyHidden aria-live="polite">{open ? t('mentions.found', { count: found.length }) : ''}</VisuallyHidden>
    </Combobox>
  );
}
