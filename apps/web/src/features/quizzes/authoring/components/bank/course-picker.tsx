import { type CSSProperties, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../../../lib/use-list-state';
import { useCourse, useMyCourses } from '../../api/my-courses';

type Props = { value: string | null; onChange: (courseId: string | null) => void; style?: CSSProperties };

/**
 * One of my courses, any status: whose question bank to show. Typing searches the server, so a coordinator with
 * more courses than one page finds each; the chosen course stays among the choices even when the first page
 * does not hold it.
 */
export function CoursePicker({ value, onChange, style }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const [search, setSearch] = useState('');
  const chosen = useCourse(value);
  const chosenTitle = chosen.data?.title;
  const typed = search.trim() && search !== chosenTitle ? search.trim() : undefined;
  const [searchTerm] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const courses = useMyCourses(searchTerm);
  const options = (courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title }));
  if (value && chosenTitle && !options.some((option) => option.value === value))
    options.unshift({ value, label: chosenTitle });

  return (
    <Select
      label={t('bank.course')}
      placeholder={t('bank.coursePlaceholder')}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: keep every option it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={courses.isFetching ? t('bank.searching') : t('bank.noCourse')}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      style={style}
    />
  );
}
