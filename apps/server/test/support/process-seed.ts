import { courseCategories } from '../../src/db/schema/course-categories.ts';
import { courses } from '../../src/db/schema/learning.ts';
import { userRoles, users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/platform/auth/hashing.ts';
import type { Db } from '../../src/platform/db.ts';

/** The password of every account seedCourses writes. */
export const SEED_PASSWORD = 'Welcome!2026';

/**
 * For tests of server processes, written straight to the database: coordinator@example.test with `count`
 * published courses ("Course 1" …) in one category, learner@example.test, and with `admin` also
 * admin@example.test.
 */
export async function seedCourses(db: Db, count: number, { admin = false } = {}) {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const people = [
    { name: 'Cora Coordinator', email: 'coordinator@example.test', passwordHash },
    { name: 'Lea Learner', email: 'learner@example.test', passwordHash },
    ...(admin ? [{ name: 'Ada Admin', email: 'admin@example.test', passwordHash }] : []),
  ];
  const [coordinator, learner, adminUser] = await db.insert(users).values(people).returning();
  await db
    .insert(userRoles)
    .values([
      { userId: coordinator!.id, role: 'CourseCoordinator' as const },
      { userId: learner!.id, role: 'Learner' as const },
      ...(adminUser ? [{ userId: adminUser.id, role: 'Admin' as const }] : []),
    ]);
  const [category] = await db.insert(courseCategories).values({ name: 'Processes' }).returning();
  const rows = await db
    .insert(courses)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `Course ${i + 1}`,
        estimatedTime: 30,
        status: 'published' as const,
        categoryId: category!.id,
        ownerId: coordinator!.id,
        publishedAt: new Date(),
      })),
    )
    .returning();
  return { learnerId: learner!.id, courseIds: rows.map((r) => r.id) };
}
