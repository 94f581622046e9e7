import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, CloseButton, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX } from '@talentpath/contracts/search';
import { useSignedInSession } from '../../../lib/session-store';
import { useSuggestions } from '../api/get-suggestions';
import { coursePath, personPath, resultsPath } from '../search-links';
import { Highlighted } from './highlighted';
import classes from './header-search.module.css';

const ALL = 'all';

/** Typing in a field (or an editor) keeps its `/`; anywhere else `/` goes to the search box. */
function typingIn(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's global search (issue 24): suggestions 300 ms after the last key (spec §9), never for a blank text
 * (spec §5); `/` focuses it; arrows walk the list and Enter opens the one chosen, or every result at
 * /search-results. Below the small breakpoint it is a button that opens the box over the header.
 */
export function HeaderSearch() {
  const { t } = useTranslation('search');
  const { currentRole } = useSignedInSession();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const suggestions = useSuggestions(debounced);
  const shown = narrow ? open : true;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      setOpen(true);
      // After the box is shown (narrow screens render it on open).
      requestAnimationFrame(() => input.current?.focus());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    combobox.closeDropdown();
    if (narrow) {
      setOpen(false);
      toggle.current?.focus();
    }
  };
  const go = (path: string) => {
    combobox.closeDropdown();
    setText('');
    setOpen(false);
    input.current?.blur();
    navigate(path);
  };
  const submitAll = () => {
    if (text.trim()) go(resultsPath(text));
  };

  const onOption = (value: string) => {
    if (value === ALL) return submitAll();
    const [group, id = ''] = value.split(':');
    if (group === 'people') return go(personPath(id));
    if (group === 'courses') return go(coursePath(currentRole, id) ?? resultsPath(text, 'courses'));
    go(resultsPath(text, 'projects'));
  };

  // Enter with no suggestion chosen opens every result; Mantine's own handler chooses a highlighted one.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
      event.preventDefault();
      submitAll();
    }
    if (event.key === 'Escape' && !combobox.dropdownOpened) close();
  };

  const data = debounced ? suggestions.data : undefined;
  const groups = data
    ? ([
        ['people', data.people.map((p) => ({ id: p.id, label: p.name, hint: p.headline ?? '' }))],
        ['courses', data.courses.map((c) => ({ id: c.id, label: c.title, hint: '' }))],
        ['projects', data.projects.map((p) => ({ id: p.id, label: p.name, hint: '' }))],
      ] as const)
    : [];
  const any = groups.some(([, items]) => items.length > 0);

  if (!shown)
    return (
      <ActionIcon
        ref={toggle}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('header.open')}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
    );

  return (
    <div className={narrow ? classes.overlay : classes.inline}>
      <Combobox store={combobox} onOptionSubmit={onOption} withinPortal={!narrow} position="bottom-start">
        <Combobox.Target withExpandedAttribute>
          <TextInput
            ref={input}
            type="search"
            value={text}
            maxLength={SEARCH_TEXT_MAX}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.resetSelectedOption();
              combobox.openDropdown();
            }}
            onFocus={() => text.trim() && combobox.openDropdown()}
            onBlur={() => {
              combobox.closeDropdown();
              if (narrow && !text) setOpen(false);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('header.placeholder')}
            aria-label={t('header.label')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              suggestions.isFetching && debounced ? (
                <Loader size="xs" aria-label={t('header.loading')} />
              ) : narrow ? (
                <CloseButton
                  size="sm"
                  aria-label={t('header.close')}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={close}
                />
              ) : (
                <kbd className={classes.kbd} aria-hidden>
                  /
                </kbd>
              )
            }
            className={classes.input}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!text.trim()}>
          <Combobox.Options aria-label={t('header.suggestions')}>
            {groups.map(([group, items]) =>
              items.length ? (
                <Combobox.Group key={group} label={t(`groups.${group}`)}>
                  {items.map((item) => (
                    <Combobox.Option key={item.id} value={`${group}:${item.id}`}>
                      <Text size="sm" lineClamp={1}>
                        <Highlighted text={item.label} search={debounced} />
                      </Text>
                      {item.hint && (
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          <Highlighted text={item.hint} search={debounced} />
                        </Text>
                      )}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ) : null,
            )}
            {data && !any && <Combobox.Empty>{t('header.empty')}</Combobox.Empty>}
            <Combobox.Option value={ALL}>
              <Group gap={6} wrap="nowrap">
                <IconSearch size={14} aria-hidden />
                <Text size="sm">{t('header.all', { text: text.trim() })}</Text>
              </Group>
            </Combobox.Option>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </div>
  );
}
