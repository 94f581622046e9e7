import { Group, Text } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLessonQuizzes } from '../../api/lesson-quizzes';
import { CompleteLessonButton } from './complete-lesson-button';

type Props = {
  courseId: string;
  lessonId: string;
  done: boolean;
  onCourseCompleted: () => void;
};

/**
 * How a lesson gets completed: Mark complete, or — when it has a required quiz — passing that quiz (the server
 * completes the lesson then), said instead of the button.
 */
export function LessonCompletion({ courseId, lessonId, done, onCourseCompleted }: Props) {
  const { t } = useTranslation('learning');
  const quizzes = useLessonQuizzes(lessonId);
  // Until the quizzes are known, neither the button nor the note (one would replace the other).
  if (quizzes.isPending) return null;
  const required = quizzes.data?.items.find((q) => q.requiredToCompleteLesson);
  if (required && !done)
    return (
      <Group gap="xs" wrap="nowrap" maw={420}>
        <IconClipboardCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{t('player.quizzes.completeByQuiz', { title: required.title })}</Text>
      </Group>
    );
  return (
    <CompleteLessonButton courseId={courseId} lessonId={lessonId} done={done} onCourseCompleted={onCourseCompleted} />
  );
}
