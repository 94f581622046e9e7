import { useState, type CSSProperties } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/use-list-state';
import { useCourse } from '../../api/get-course';
import { useCourses } from '../../api/list-courses';

/** The most courses one answer may hold (contracts' courseListQuery maxPageSize): more are found by typing. */
const COURSES_PAGE = 60;

type Props = {
  value: string | undefined;
  onChange: (courseId: string | null) => void;
  style?: CSSProperties;
};

/**
 * A course of mine to filter by, any status (archived courses keep their learners). Typing searches the server, so
 * a coordinator with more courses than one page still finds each; the chosen course stays in the list even when
 * the address names one that the first page does not hold.
 */
export function ListCourseSelect({ value, onChange, style }: Props) {
  const { t } = useTranslation('course-enrolments');
  const [search, setSearch] = useState('');
  const chosen = useCourse(value);
  const chosenTitle = chosen.data?.title;
  // The box shows the chosen course's title as its search text: that is no search.
  const typed = search.trim() && search !== chosenTitle ? search.trim() : undefined;
  const [searchTerm] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const courses = useCourses({ mine: true, sort: 'title', pageSize: COURSES_PAGE, searchTerm });
  const options = (courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title }));
  if (value && chosenTitle && !options.some((option) => option.value === value))
    options.unshift({ value, label: chosenTitle });

  return (
    <Select
      label={t('list.course')}
      placeholder={t('list.allCourses')}
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched: keep every option it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={courses.isFetching ? t('list.searching') : t('list.noCourse')}
      clearButtonProps={{ 'aria-label': t('list.clearCourse') }}
      comboboxProps={{ withinPortal: true }}
      style={style}
    />
  );
}
