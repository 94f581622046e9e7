import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuiz } from '../api/get-quiz';
import type { LessonContext } from '../api/lesson-context';
import { quizPaths } from '../components/ids';
import { isId } from '../../../../lib/ids';
import { LessonFrame } from '../components/lesson-frame';
import { QueryGate } from '../components/query-gate';
import { QuizEditor } from '../components/quiz-form/quiz-editor';

/** The way back to the lesson's quizzes. */
const backToList =
  (label: string) =>
  ({ lesson, courseId }: LessonContext) => ({ to: quizPaths.listOf(lesson.id, courseId), label });

/** /coordinator/create-quiz/{lessonId}: a new quiz in the lesson, with its settings and questions. */
export function CreateQuizPage() {
  const { t } = useTranslation('quiz-authoring');
  const { lessonId } = useParams();
  return (
    <LessonFrame lessonId={lessonId} back={backToList(t('quizForm.back'))}>
      {({ lesson, courseId, courseTitle }) => (
        <QuizEditor lesson={lesson} courseId={courseId} courseTitle={courseTitle} quiz={null} />
      )}
    </LessonFrame>
  );
}

/** /coordinator/edit-quiz/{quizId}: the quiz's settings and questions, saved whole; or deleted. */
export function EditQuizPage() {
  const { t } = useTranslation('quiz-authoring');
  const { quizId } = useParams();
  const valid = isId(quizId);
  const quiz = useQuiz(valid ? quizId : null);
  return (
    <QueryGate query={quiz} valid={valid} what="quiz">
      {(data) => (
        <LessonFrame lessonId={data.lessonId} courseId={data.courseId} back={backToList(t('quizForm.back'))}>
          {({ lesson, courseId, courseTitle }) => (
            <QuizEditor lesson={lesson} courseId={courseId} courseTitle={courseTitle} quiz={data} />
          )}
        </LessonFrame>
      )}
    </QueryGate>
  );
}
