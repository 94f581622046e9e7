import { mayEnter } from '@talentpath/contracts/access';
import type { CatalogStatus } from '@talentpath/contracts/catalog-fields';
import {
  COURSE_CATEGORY_NOT_FOUND,
  type CourseCategory,
  type CourseCategoryChanges,
  type CourseCategoryDetail,
  type CourseCategoryFields,
  type CourseCategoryListQuery,
} from '@talentpath/contracts/course-categories';
import type { Page } from '@talentpath/contracts/paging';
import type { Caller } from '../../platform/auth/guard.ts';
import type { Platform } from '../../platform/context.ts';
import { AppError, conflictOnDuplicate, conflictOnReference } from '../../platform/errors.ts';
import * as repo from './course-categories.repository.ts';

declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** Every change to the categories, with who made it (the audit log's hook: subscribe, e.g. durably). */
    'course-category.changed': {
      actorId: string;
      action: 'create' | 'update' | 'delete' | 'reorder';
      categoryId: string | null;
      name: string | null;
      status?: CatalogStatus;
    };
  }
}

const notFound = () => new AppError('NOT_FOUND', { message: COURSE_CATEGORY_NOT_FOUND });

const toCategory = (row: repo.CourseCategoryRow, courseCount: number): CourseCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  status: row.status,
  sortOrder: row.sortOrder,
  courseCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Outside the admin area a caller sees active categories only (an inactive one is hidden from the catalogue). */
const seesInactive = (caller: Caller) => mayEnter('admin', caller.role);

export async function listCategories(
  p: Platform,
  caller: Caller,
  query: CourseCategoryListQuery,
): Promise<Page<CourseCategory>> {
  const admin = seesInactive(caller);
  const page = await repo.listPage(p.db, query, !admin);
  const counts = await repo.courseCounts(
    p.db,
    page.items.map((row) => row.id),
    !admin,
  );
  return { ...page, items: page.items.map((row) => toCategory(row, counts.get(row.id) ?? 0)) };
}

export async function getCategory(p: Platform, caller: Caller, id: string): Promise<CourseCategoryDetail> {
  const admin = seesInactive(caller);
  const row = await repo.findById(p.db, id);
  if (!row || (row.status === 'inactive' && !admin)) throw notFound();
  // Admins see every course of the category with its status; the others its published ones (the catalogue's).
  const courses = await repo.coursesOf(p.db, row.id, !admin);
  return { ...toCategory(row, courses.length), courses };
}

/** A new category goes last (its sort order comes from the column's identity sequence). */
export async function createCategory(p: Platform, caller: Caller, input: CourseCategoryFields) {
  const row = await conflictOnDuplicate(
    () =>
      p.events.transaction(async (tx, record) => {
        const row = await repo.insert(tx, input);
        await record('course-category.changed', {
          actorId: caller.userId,
          action: 'create',
          categoryId: row.id,
          name: row.name,
          status: row.status,
        });
        return row;
      }),
    'COURSE_CATEGORY_NAME_TAKEN',
  );
  return toCategory(row, 0);
}

export async function updateCategory(p: Platform, caller: Caller, id: string, changes: CourseCategoryChanges) {
  const row = await conflictOnDuplicate(
    () =>
      p.events.transaction(async (tx, record) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw notFound();
        const row = await repo.update(tx, current.id, { ...changes, updatedAt: new Date() });
        await record('course-category.changed', {
          actorId: caller.userId,
          action: 'update',
          categoryId: row.id,
          name: row.name,
          status: row.status,
        });
        return row;
      }),
    'COURSE_CATEGORY_NAME_TAKEN',
  );
  const counts = await repo.courseCounts(p.db, [row.id]);
  return toCategory(row, counts.get(row.id) ?? 0);
}

/** Refused while courses use the category (they would lose their place in the catalogue). */
export async function deleteCategory(p: Platform, caller: Caller, id: string): Promise<void> {
  // Every course counts, drafts and archived ones too. The courses' key also refuses it, should a course take the
  // category between the count and the delete.
  await conflictOnReference(
    () =>
      p.events.transaction(async (tx, record) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw notFound();
        const counts = await repo.courseCounts(tx, [current.id]);
        if ((counts.get(current.id) ?? 0) > 0) throw new AppError('COURSE_CATEGORY_IN_USE');
        await repo.remove(tx, current.id);
        await record('course-category.changed', {
          actorId: caller.userId,
          action: 'delete',
          categoryId: current.id,
          name: current.name,
        });
      }),
    'COURSE_CATEGORY_IN_USE',
  );
}

/**
 * Puts the categories in the order given, which must name every category once: a list that misses one (created
 * or deleted since the admin loaded it) is refused rather than guessed at.
 */
export async function reorderCategories(p: Platform, caller: Caller, ids: readonly string[]): Promise<void> {
  await p.events.transaction(async (tx, record) => {
    const existing = new Set(await repo.lockAllIds(tx));
    const given = ids.map((id) => id.toLowerCase());
    if (given.length !== existing.size || given.some((id) => !existing.has(id)))
      throw new AppError('COURSE_CATEGORY_ORDER_STALE');
    await repo.setOrder(tx, given);
    await record('course-category.changed', {
      actorId: caller.userId,
      action: 'reorder',
      categoryId: null,
      name: null,
    });
  });
}
