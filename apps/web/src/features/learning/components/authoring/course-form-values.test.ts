import { describe, expect, it } from 'vitest';
import { courseForm } from '@talentpath/contracts/courses';
import { ESTIMATED_TIME_INVALID, ESTIMATED_TIME_REQUIRED } from '@talentpath/contracts/learning-messages';
import { formValuesOf, joinMinutes, splitMinutes } from './course-form-values';

const CATEGORY = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const issues = (values: Partial<ReturnType<typeof formValuesOf>>) => {
  const result = courseForm.safeParse({ ...formValuesOf(null), title: 'Intro', ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('estimated time as hours and minutes', () => {
  it('joins hours and minutes into minutes, and splits them back', () => {
    expect(joinMinutes('1', '30')).toBe('90');
    expect(joinMinutes('', '45')).toBe('45');
    expect(joinMinutes('2', '')).toBe('120');
    expect(joinMinutes(' ', '')).toBe('');
    expect(splitMinutes('90')).toEqual({ hours: '1', minutes: '30' });
    expect(splitMinutes('45')).toEqual({ hours: '', minutes: '45' });
    expect(splitMinutes('120')).toEqual({ hours: '2', minutes: '0' });
    expect(splitMinutes('')).toEqual({ hours: '', minutes: '' });
  });

  it('passes what is not a whole number on, so the form says the contracts’ message', () => {
    expect(joinMinutes('1.5', '')).toBe('1.5:');
    expect(issues({ estimatedTime: joinMinutes('1.5', '') })).toEqual([`estimatedTime: ${ESTIMATED_TIME_INVALID}`]);
  });
});

describe('the course details form (contracts courseForm)', () => {
  it('reads typed values into a course input: minutes as a number, no category as null', () => {
    const result = courseForm.parse({ ...formValuesOf(null), title: '  Intro ', estimatedTime: '90' });
    expect(result).toEqual({ title: 'Intro', description: '', estimatedTime: 90, categoryId: null, technologyIds: [] });
    expect(
      courseForm.parse({ ...formValuesOf(null), title: 'A', estimatedTime: '5', categoryId: CATEGORY }),
    ).toMatchObject({ categoryId: CATEGORY });
  });

  it('says what the server would say, on the field it belongs to', () => {
    expect(issues({ estimatedTime: '' })).toEqual([`estimatedTime: ${ESTIMATED_TIME_REQUIRED}`]);
    expect(issues({ estimatedTime: '0' })).toEqual([`estimatedTime: ${ESTIMATED_TIME_INVALID}`]);
    expect(issues({ estimatedTime: 'abc' })).toEqual([`estimatedTime: ${ESTIMATED_TIME_INVALID}`]);
    expect(issues({ title: ' ', estimatedTime: '10' })).toEqual(['title: Title is required']);
  });
});
