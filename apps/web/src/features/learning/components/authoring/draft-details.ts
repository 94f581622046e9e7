import type { Course } from '@talentpath/contracts/courses';
import type { Lesson } from '@talentpath/contracts/lessons';
import type { BasicDetails, DraftLesson } from '../../course-draft/course-draft';

/** The course draft's basic details (spec §3) of a course as the API answers it. */
export const basicDetailsOf = (course: Course): BasicDetails => ({
  title: course.title,
  description: course.description,
  estimatedTime: course.estimatedTime,
  categoryId: course.category?.id ?? null,
  technologies: course.technologies.map((technology) => technology.id),
  thumbnail: course.thumbnailUrl,
});

/** The course draft's lessons (spec §3: each with its id and its documents' ids). */
export const draftLessonsOf = (lessons: Lesson[]): DraftLesson[] =>
  lessons.map((lesson) => ({ id: lesson.id, documents: lesson.materials.map((material) => ({ id: material.id })) }));
