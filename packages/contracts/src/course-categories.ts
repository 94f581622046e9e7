import { z } from 'zod';
import { catalogListFilters, catalogName, catalogStatus, idParams } from './catalog-fields.ts';
import {
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_LABEL,
  DESCRIPTION_NOT_ALLOWED,
  DESCRIPTION_TOO_LONG,
} from './catalog-messages.ts';
import { courseStatus } from './courses.ts';
import { pageOf, pageQuery } from './paging.ts';
import { plainText } from './text.ts';

// Course categories: read by every signed-in role (active ones only, unless an admin asks), managed by admins.

export const COURSE_CATEGORY_NOT_FOUND = 'Course category not found';
export const CATEGORY_REORDER_MAX = 500;
export { CATEGORY_DESCRIPTION_MAX };
export const REORDER_DUPLICATE = 'Each course category may appear only once';

export const courseCategoryIdParams = idParams(COURSE_CATEGORY_NOT_FOUND);

const description = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, DESCRIPTION_TOO_LONG)
  .check(plainText(DESCRIPTION_NOT_ALLOWED, 'multi'));

/** POST: name required; description optional (empty); a new category is active and goes last. */
export const courseCategoryInput = z.object({
  name: catalogName(CATEGORY_NAME_LABEL),
  description: description.default(''),
  status: catalogStatus.default('active'),
});
export type CourseCategoryInput = z.input<typeof courseCategoryInput>;
export type CourseCategoryFields = z.output<typeof courseCategoryInput>;

/** PUT: any of name, description, status. */
export const courseCategoryUpdate = z
  .object({
    name: catalogName(CATEGORY_NAME_LABEL).optional(),
    description: description.optional(),
    status: catalogStatus.optional(),
  })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.status !== undefined, {
    error: 'Give a name, a description or a status to change',
  });
export type CourseCategoryUpdate = z.input<typeof courseCategoryUpdate>;
export type CourseCategoryChanges = z.output<typeof courseCategoryUpdate>;

/** POST /course-categories/reorder: every category's id, once each, in the new order. */
export const courseCategoryReorder = z.object({
  ids: z
    .array(z.uuid({ error: COURSE_CATEGORY_NOT_FOUND }), { error: 'ids must be a list of category ids' })
    .min(1, 'ids must list every course category')
    .max(CATEGORY_REORDER_MAX, `ids must list at most ${CATEGORY_REORDER_MAX} categories`)
    .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, { error: REORDER_DUPLICATE }),
});
export type CourseCategoryReorder = z.input<typeof courseCategoryReorder>;

export const courseCategory = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  status: catalogStatus,
  /** Position in the list (ascending); the numbers need not be consecutive. */
  sortOrder: z.int(),
  courseCount: z.int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CourseCategory = z.infer<typeof courseCategory>;

/** GET /course-categories/{id}: the category and its courses (admins: all, with their status; others: published). */
export const courseCategoryDetail = courseCategory.extend({
  courses: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: courseStatus,
      /** Its coordinator (an admin may hand the course to another: POST /courses/{id}/reassign). */
      owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    }),
  ),
});
export type CourseCategoryDetail = z.infer<typeof courseCategoryDetail>;

export const courseCategoryListQuery = pageQuery({
  sort: ['sortOrder', 'name', 'createdAt'],
  defaultSort: 'sortOrder',
  filters: catalogListFilters,
});
export type CourseCategoryListQuery = z.output<typeof courseCategoryListQuery>;

export const courseCategoryPage = pageOf(courseCategory);
