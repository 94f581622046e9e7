import { useEffect, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Course } from '@talentpath/contracts/courses';
import type { Lesson, Material } from '@talentpath/contracts/lessons';
import { EmptyState, QueryError } from '../../../../components/ui/query-states';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useDeleteLesson } from '../../api/delete-lesson';
import { useDeleteMaterial } from '../../api/delete-material';
import { useReorder } from '../../api/reorder';
import { stepPath } from './course-steps';
import { DeleteDialog } from './delete-dialog';
import { LessonCard, type LessonHandlers } from './lesson-card';
import { LessonFormModal } from './lesson-form-modal';
import { type MaterialDialog, MaterialFormModal } from './material-form-modal';
import { SortableList } from '../../../../components/ui/sortable-list';
import { useAuthoringLessons } from './use-authoring-course';

/** After a move, the keyboard goes back to the control that moved the row (or its handle, after a drag). */
function refocus(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

/** The course's lessons in order, each with its materials: add, rename, delete, reorder, upload. */
export function LessonsEditor({ course }: { course: Course }) {
  const { t } = useTranslation('course-authoring');
  const lessons = useAuthoringLessons(course.id);
  const reorder = useReorder(course.id);
  const removeLesson = useDeleteLesson();
  const removeMaterial = useDeleteMaterial();
  const [lessonForm, setLessonForm] = useState<{ lesson: Lesson | null } | null>(null);
  const [materialDialog, setMaterialDialog] = useState<MaterialDialog>(null);
  const [deletingLesson, setDeletingLesson] = useState<Lesson | null>(null);
  const [deletingMaterial, setDeletingMaterial] = useState<Material | null>(null);

  /** The new order shows at once (and goes back if refused); the keyboard stays on what moved the row. */
  const sendOrder = (target: 'lessons' | 'materials', id: string, ids: string[], focus: string) => {
    reorder.mutate(
      { target, id, ids },
      {
        onError: (error) => {
          toast.error(errorMessage(error));
          refocus(focus);
        },
      },
    );
    refocus(focus);
  };
  const focusAfter = (movedId: string, via: 'drag' | 'button', ids: string[], previous: string[]) =>
    via === 'drag'
      ? `[data-handle="${movedId}"]`
      : `[data-move="${movedId}-${ids.indexOf(movedId) < previous.indexOf(movedId) ? 'up' : 'down'}"]`;

  const handlers: LessonHandlers = {
    onEdit: (lesson) => setLessonForm({ lesson }),
    onDelete: setDeletingLesson,
    onMaterial: (kind, lesson, material) => setMaterialDialog({ kind, lessonId: lesson.id, material }),
    onDeleteMaterial: setDeletingMaterial,
    onReorderMaterials: (lesson, ids, movedId) => sendOrder('materials', lesson.id, ids, `[data-handle="${movedId}"]`),
  };

  const addLesson = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setLessonForm({ lesson: null })}>
      {t('lesson.add')}
    </Button>
  );
  const items = lessons.data?.items;
  const { hash } = useLocation();
  const loaded = items !== undefined;
  // A link to one lesson (the publish checklist's "fill this lesson") scrolls to it once the lessons are shown.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#lesson-')) return;
    const heading = document.getElementById(hash.slice(1));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [loaded, hash]);

  return (
    <Stack gap="md">
      {course.status !== 'draft' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">{t(course.status === 'published' ? 'materials.liveNote' : 'materials.archivedNote')}</Text>
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text c="dimmed" size="sm" maw={640}>
          {t('materials.intro')}
        </Text>
        {items && items.length > 0 && addLesson}
      </Group>
      {lessons.isError && !items ? (
        <QueryError error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : !items ? (
        <Stack role="status" gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState title={t('materials.empty')} text={t('materials.emptyText')}>
          {addLesson}
        </EmptyState>
      ) : (
        <SortableList
          items={items}
          label={t('materials.lessonsLabel')}
          nameOf={(lesson) => lesson.title}
          gap={12}
          onReorder={(ids, movedId, via) =>
            sendOrder(
              'lessons',
              course.id,
              ids,
              focusAfter(
                movedId,
                via,
                ids,
                items.map((l) => l.id),
              ),
            )
          }
          renderItem={(lesson, controls) => <LessonCard lesson={lesson} controls={controls} handlers={handlers} />}
        />
      )}
      {items && items.length > 0 && (
        <Group justify="flex-end">
          <Button
            component={Link}
            to={stepPath('publish', course.id)}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('materials.toPublish')}
          </Button>
        </Group>
      )}
      <LessonFormModal
        opened={lessonForm !== null}
        onClose={() => setLessonForm(null)}
        courseId={course.id}
        lesson={lessonForm?.lesson ?? null}
      />
      <MaterialFormModal dialog={materialDialog} onClose={() => setMaterialDialog(null)} />
      <DeleteDialog
        target={deletingLesson}
        onClose={() => setDeletingLesson(null)}
        remove={removeLesson}
        texts={{
          title: t('lesson.deleteTitle'),
          message: t('lesson.deleteMessage', {
            title: deletingLesson?.title ?? '',
            count: deletingLesson?.materials.length ?? 0,
          }),
          confirm: t('lesson.delete'),
          done: t('toast.lessonDeleted', { title: deletingLesson?.title ?? '' }),
        }}
      />
      <DeleteDialog
        target={deletingMaterial}
        onClose={() => setDeletingMaterial(null)}
        remove={removeMaterial}
        texts={{
          title: t('material.deleteTitle'),
          message: t('material.deleteMessage', { title: deletingMaterial?.title ?? '' }),
          confirm: t('material.delete'),
          done: t('toast.materialDeleted', { title: deletingMaterial?.title ?? '' }),
        }}
      />
    </Stack>
  );
}
