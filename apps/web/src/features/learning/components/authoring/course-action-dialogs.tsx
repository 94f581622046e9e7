import { useTranslation } from 'react-i18next';
import type { Course } from '@talentpath/contracts/courses';
import { ConfirmModal } from '../../../../components/ui/confirm-modal';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useChangeCourseStatus } from '../../api/change-course-status';
import { useDeleteCourse } from '../../api/delete-course';
import type { CardAction } from './authored-course-card';

export type PendingAction = { course: Pick<Course, 'id' | 'title'>; action: CardAction } | null;

type Props = {
  pending: PendingAction;
  onClose: () => void;
  /** After the course was archived or deleted. */
  onDone?: (action: CardAction) => void;
};

/**
 * The two course actions that ask first: archive (it leaves the catalogue; enrolled learners keep what they
 * completed) and delete (refused while learners are enrolled: the server's reason stays in the dialog).
 */
export function CourseActionDialogs({ pending, onClose, onDone }: Props) {
  const { t } = useTranslation('course-authoring');
  const archive = useChangeCourseStatus();
  const remove = useDeleteCourse();
  const course = pending?.course;
  const close = () => {
    archive.reset();
    remove.reset();
    onClose();
  };
  const succeed = (action: CardAction, title: string) => {
    toast.success(t(action === 'archive' ? 'toast.archived' : 'toast.deleted', { title }));
    close();
    onDone?.(action);
  };

  return (
    <>
      <ConfirmModal
        opened={pending?.action === 'archive'}
        onClose={close}
        title={t('archive.title')}
        message={t('archive.message', { title: course?.title ?? '' })}
        confirmLabel={t('actions.archive')}
        cancelLabel={t('cancel')}
        pending={archive.isPending}
        error={archive.error ? errorMessage(archive.error) : null}
        onConfirm={() =>
          course &&
          archive.mutate({ id: course.id, action: 'archive' }, { onSuccess: () => succeed('archive', course.title) })
        }
      />
      <ConfirmModal
        opened={pending?.action === 'delete'}
        onClose={close}
        title={t('delete.title')}
        message={t('delete.message', { title: course?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() => course && remove.mutate(course.id, { onSuccess: () => succeed('delete', course.title) })}
      />
    </>
  );
}
