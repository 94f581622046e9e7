import type { Course, CourseFormValues } from '@talentpath/contracts/courses';

/** The details form's values of a course (or of a new one): as typed, estimated time in minutes as text. */
export const formValuesOf = (course: Course | null): CourseFormValues => ({
  title: course?.title ?? '',
  description: course?.description ?? '',
  estimatedTime: course ? String(course.estimatedTime) : '',
  categoryId: course?.category?.id ?? '',
  technologyIds: course?.technologies.map((technology) => technology.id) ?? [],
});

/** Minutes as text ('' when there are none) shown as hours and minutes. */
export function splitMinutes(total: string): { hours: string; minutes: string } {
  const value = Number(total);
  if (!total.trim() || !Number.isInteger(value) || value < 0) return { hours: '', minutes: '' };
  const hours = Math.floor(value / 60);
  return { hours: hours ? String(hours) : '', minutes: String(value % 60) };
}

/**
 * Hours and minutes as typed, as the minutes the API takes ('' when both are empty). Anything that is not a
 * whole number is passed on as it is, so the form shows the contracts' message rather than guessing.
 */
export function joinMinutes(hours: string, minutes: string): string {
  const h = hours.trim();
  const m = minutes.trim();
  if (!h && !m) return '';
  const hoursValue = h ? Number(h) : 0;
  const minutesValue = m ? Number(m) : 0;
  if (!Number.isInteger(hoursValue) || !Number.isInteger(minutesValue) || hoursValue < 0 || minutesValue < 0)
    return `${h}:${m}`;
  return String(hoursValue * 60 + minutesValue);
}
