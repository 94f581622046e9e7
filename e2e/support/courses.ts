import { apiAs } from './api-as.ts';

type Texts = { title: string; description: string; lesson: string; material: string; body?: string };

/**
 * A published course of one lesson with a text, made through the API by `coordinatorEmail` in the first active
 * category (teaching `technologyIds`, if given): what a journey's learner then enrols in and completes.
 */
export async function publishedCourse(coordinatorEmail: string, texts: Texts, technologyIds?: string[]) {
  const coordinator = await apiAs(coordinatorEmail);
  const categories = await coordinator<{ items: { id: string }[] }>(
    'GET',
    '/course-categories?status=active&pageSize=100',
  );
  const course = await coordinator<{ id: string }>('POST', '/courses', {
    title: texts.title,
    description: texts.description,
    estimatedTime: 20,
    categoryId: categories.items[0]!.id,
    ...(technologyIds ? { technologyIds } : {}),
  });
  const lesson = await coordinator<{ id: string }>('POST', `/courses/${course.id}/lessons`, { title: texts.lesson });
  await coordinator('POST', `/lessons/${lesson.id}/materials`, {
    kind: 'text',
    title: texts.material,
    body: texts.body ?? '<p>Read this.</p>',
  });
  await coordinator('POST', `/courses/${course.id}/publish`);
  return { id: course.id, title: texts.title, lessonId: lesson.id };
}
