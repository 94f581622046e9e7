import { QUESTION_SORTS } from '@talentpath/contracts/question-bank';
import { QUESTION_TYPES, type QuestionType } from '@talentpath/contracts/questions';
import { isId } from '../../../../../lib/ids';
import {
  choiceFilter,
  idFilter,
  type ListFilter,
  textFilter,
  useAddressTextBox,
  useListState,
} from '../../../../../lib/use-list-state';
import type { BankParams } from '../../api/question-bank';

export const DEFAULT_BANK_SORT = '-updatedAt';
export const BANK_SORTS = QUESTION_SORTS.flatMap((key) => [key, `-${key}`] as const);
export type BankSort = (typeof BANK_SORTS)[number];
export type TypeChoice = 'all' | QuestionType;
export const BANK_PAGE_SIZE = 20;

/** A category's id, `none` (questions in no category), or no category filter. */
const categoryFilter: ListFilter<string | null> = {
  read: (raw) => (raw === 'none' || isId(raw) ? raw : null),
  write: (value) => value,
};

/**
 * The question bank's course and filters, kept in the address (?courseId=&q=&type=&categoryId=&tag=&sort=&page=,
 * `useListState`) so a reload, the back button and a shared link show the same list. The course is what the bank
 * is of: clearing the filters keeps it. The tag box is written to the address like the search box.
 */
export function useBankFilters() {
  const list = useListState({
    sorts: BANK_SORTS,
    defaultSort: DEFAULT_BANK_SORT,
    defaultPageSize: BANK_PAGE_SIZE,
    filters: {
      courseId: idFilter({ keep: true }),
      type: choiceFilter<TypeChoice>(['all', ...QUESTION_TYPES], 'all'),
      categoryId: categoryFilter,
      tag: textFilter(),
    },
  });
  const { courseId, type, categoryId, tag } = list.filters;
  const [tagInput, setTagInput] = useAddressTextBox(tag, (value) => list.setFilters({ tag: value }));

  const query: BankParams = {
    searchTerm: list.searchTerm,
    type: type === 'all' ? undefined : type,
    categoryId: categoryId ?? undefined,
    tag: tag || undefined,
    sort: list.sort,
  };
  return {
    ...list,
    courseId: courseId ?? null,
    /** Another course: its own bank from the start, with no filters. */
    setCourseId: (value: string | null) => list.clear({ courseId: value ?? undefined }),
    type,
    setType: (value: TypeChoice) => list.setFilters({ type: value }),
    categoryId,
    setCategoryId: (value: string | null) => list.setFilters({ categoryId: value }),
    tag,
    tagInput,
    setTagInput,
    /** A tag chosen from a question's tags: filtered at once. */
    chooseTag: (value: string) => list.setFilters({ tag: value }),
    query,
  };
}

export type BankFilters = ReturnType<typeof useBankFilters>;
