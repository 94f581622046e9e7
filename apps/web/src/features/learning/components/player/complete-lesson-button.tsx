import { useRef } from 'react';
import { Button, Loader } from '@mantine/core';
import { IconCircleCheck, IconCircleDashedCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseProgress } from '@talentpath/contracts/enrolments';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { useCompleteLesson } from '../../api/complete-lesson';
import { learningKeys } from '../../api/query-keys';

type Props = {
  courseId: string;
  lessonId: string;
  done: boolean;
  /** This completion completed the course. */
  onCourseCompleted: () => void;
};

/**
 * Mark complete, and once done the same button in its done state (it stays where it was, so the keyboard focus
 * does too; pressing it again does nothing: progress only moves forward).
 */
export function CompleteLessonButton({ courseId, lessonId, done, onCourseCompleted }: Props) {
  const { t } = useTranslation('learning');
  const client = useQueryClient();
  const complete = useCompleteLesson();
  const pending = complete.isPending && complete.variables === lessonId;
  const inFlight = useRef(new Set<string>());
  const onClick = () => {
    // Only this lesson's own completion in flight holds the button (a ref: a double press comes before any
    // re-render); a learner who moved on before the answer to the previous lesson came can complete this one.
    if (done || inFlight.current.has(lessonId)) return;
    inFlight.current.add(lessonId);
    // mutateAsync: each press gets its own answer (mutate's callbacks would fire for the latest press only).
    complete
      .mutateAsync(lessonId)
      .then(
        ({ courseCompleted, ...progress }) => {
          // The marks and the bar move at once; the refetch that follows confirms them.
          client.setQueryData<CourseProgress>(learningKeys.progress(courseId), progress);
          if (courseCompleted) {
            toast.success(t('player.courseDoneToast'));
            onCourseCompleted();
          } else toast.success(t('player.lessonDoneToast'));
        },
        (error: unknown) => toast.error(errorMessage(error)),
      )
      .finally(() => inFlight.current.delete(lessonId));
  };
  return done ? (
    <Button
      variant="default"
      leftSection={<IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />}
      aria-disabled="true"
      onClick={onClick}
    >
      {t('player.completed')}
    </Button>
  ) : (
    // Not `loading`: Mantine disables a loading button, which would drop the keyboard focus.
    <Button
      leftSection={pending ? <Loader size={16} color="white" /> : <IconCircleDashedCheck size={18} aria-hidden />}
      aria-busy={pending}
      onClick={onClick}
    >
      {t('player.markComplete')}
    </Button>
  );
}
