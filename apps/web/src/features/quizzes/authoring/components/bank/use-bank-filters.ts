import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { QUESTION_SORTS } from '@talentpath/contracts/question-bank';
import { QUESTION_TYPES, type QuestionType } from '@talentpath/contracts/questions';
import { oneOf, useAddressFilters } from '../../../../../lib/use-address-filters';
import { SEARCH_DEBOUNCE_MS } from '../../../../../lib/use-list-filters';
import type { BankParams } from '../../api/question-bank';
import { isId } from '../../../../../lib/ids';

export const DEFAULT_BANK_SORT = '-updatedAt';
export const BANK_SORTS = QUESTION_SORTS.flatMap((key) => [key, `-${key}`] as const);
export type BankSort = (typeof BANK_SORTS)[number];
export type TypeChoice = 'all' | QuestionType;

/**
 * The question bank's course and filters, kept in the address (?courseId=&q=&type=&categoryId=&tag=&sort=&page=)
 * so a reload, the back button and a shared link show the same list. A hand-edited value that is no course id,
 * type, category or sort is ignored; any change but the page goes back to the first page.
 */
export function useBankFilters() {
  const address = useAddressFilters();
  const { params, update } = address;
  const rawCourse = params.get('courseId');
  const courseId = isId(rawCourse) ? rawCourse : null;
  const type = oneOf<TypeChoice>(['all', ...QUESTION_TYPES], params.get('type'), 'all');
  const rawCategory = params.get('categoryId');
  const categoryId = rawCategory === 'none' || isId(rawCategory) ? rawCategory : null;
  const sort = oneOf<BankSort>(BANK_SORTS, params.get('sort'), DEFAULT_BANK_SORT);
  const tag = params.get('tag') ?? '';

  // The tag box is written to the address like the search box: after the last keystroke.
  const [tagInput, setTagInput] = useState(tag);
  const [debouncedTag] = useDebouncedValue(tagInput.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced tag is written to the address
  useEffect(() => {
    if (debouncedTag !== tag) update({ tag: debouncedTag || null });
  }, [debouncedTag]);

  const query: BankParams = {
    searchTerm: address.searchTerm,
    type: type === 'all' ? undefined : type,
    categoryId: categoryId ?? undefined,
    tag: tag || undefined,
    sort,
  };
  const filtered = Boolean(address.searchTerm || tag || categoryId) || type !== 'all';
  return {
    ...address,
    courseId,
    /** Another course: its own bank from the start, with no filters. */
    setCourseId: (value: string | null) => {
      address.setSearch('');
      setTagInput('');
      update({ courseId: value, q: null, type: null, categoryId: null, tag: null });
    },
    type,
    setType: (value: TypeChoice) => update({ type: value === 'all' ? null : value }),
    categoryId,
    setCategoryId: (value: string | null) => update({ categoryId: value }),
    tag,
    tagInput,
    setTagInput,
    /** A tag chosen from a question's tags: filtered at once. */
    chooseTag: (value: string) => {
      setTagInput(value);
      update({ tag: value });
    },
    sort,
    setSort: (value: BankSort) => update({ sort: value === DEFAULT_BANK_SORT ? null : value }),
    query,
    filtered,
    clear: () => {
      address.setSearch('');
      setTagInput('');
      update({ q: null, type: null, categoryId: null, tag: null });
    },
  };
}

export type BankFilters = ReturnType<typeof useBankFilters>;
