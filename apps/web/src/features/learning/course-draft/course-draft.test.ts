import { describe, expect, it } from 'vitest';
import { courseDraftReducer, EMPTY_DRAFT, type BasicDetails, type CourseDraft } from './course-draft';

const details: BasicDetails = {
  title: 'Intro',
  description: '',
  estimatedTime: 30,
  categoryId: null,
  technologies: [],
  thumbnail: null,
};
const loaded: CourseDraft = {
  createdCourseId: 'a',
  basicDetails: details,
  lessons: [{ id: 'l1', documents: [{ id: 'd1' }] }],
  lessonsLoaded: true,
};

describe('course draft (spec §4)', () => {
  it('keeps the lessons while the course stays the same', () => {
    expect(courseDraftReducer(loaded, { type: 'setCreatedCourseId', id: 'a' })).toBe(loaded);
  });

  it('empties the lessons when the course changes to another one', () => {
    const next = courseDraftReducer(loaded, { type: 'setCreatedCourseId', id: 'b' });
    expect(next).toEqual({ ...loaded, createdCourseId: 'b', lessons: [], lessonsLoaded: false });
  });

  it('resets the draft when the course becomes null', () => {
    expect(courseDraftReducer(loaded, { type: 'setCreatedCourseId', id: null })).toEqual(EMPTY_DRAFT);
  });

  it('a loaded course brings its details and, when it is another course, no lessons', () => {
    const other = { ...details, title: 'Other' };
    expect(courseDraftReducer(loaded, { type: 'courseLoaded', id: 'b', basicDetails: other })).toEqual({
      createdCourseId: 'b',
      basicDetails: other,
      lessons: [],
      lessonsLoaded: false,
    });
    expect(courseDraftReducer(loaded, { type: 'courseLoaded', id: 'a', basicDetails: other }).lessons).toEqual(
      loaded.lessons,
    );
  });

  it('marks the lessons loaded when they are set', () => {
    const next = courseDraftReducer(EMPTY_DRAFT, { type: 'setLessons', lessons: [] });
    expect(next.lessonsLoaded).toBe(true);
  });
});
