import { useState } from 'react';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/ui/query-states';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { attemptQuery } from '../api/get-attempt';
import { useQuiz } from '../api/get-quiz';
import { QuizNotFound } from '../components/quiz-not-found';
import { isNotFound } from '../../../../lib/api-error';
import { isId } from '../../../../lib/ids';
import { QuizIntro } from '../components/quiz-intro';
import { TakingAttempt } from '../components/taking-attempt';

/**
 * /learner/take-quiz/{quizId}: the quiz's intro, or with `?attempt={id}` the attempt under way (so a reload
 * resumes it from the server, with the same questions and answers).
 */
export function TakeQuizPage() {
  const { quizId } = useParams();
  const [params] = useSearchParams();
  const attemptId = params.get('attempt');
  if (!isId(quizId)) return <QuizNotFound what="quiz" />;
  if (attemptId !== null) return isId(attemptId) ? <AttemptLoader id={attemptId} /> : <QuizNotFound what="attempt" />;
  return <IntroLoader quizId={quizId} />;
}

function IntroLoader({ quizId }: { quizId: string }) {
  const { t } = useTranslation('quiz-taking');
  const quiz = useQuiz(quizId);
  usePageTitle(quiz.data?.title ?? t('intro.title'));
  if (isNotFound(quiz.error)) return <QuizNotFound what="quiz" />;
  if (quiz.isError && !quiz.data) return <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />;
  if (!quiz.data) return <Skeleton height={420} radius="lg" aria-busy="true" />;
  return <QuizIntro quiz={quiz.data} />;
}

function AttemptLoader({ id }: { id: string }) {
  const { t } = useTranslation('quiz-taking');
  // Read again when the screen opens, not when the window regains focus: the answers on the screen are newer.
  const attempt = useQuery({ ...attemptQuery(id), refetchOnWindowFocus: false, refetchOnReconnect: false });
  const [openedAt] = useState(Date.now);
  usePageTitle(attempt.data?.quizTitle ?? t('intro.title'));
  // The answers as the server has them now, never an older copy from the cache.
  const fresh = attempt.data && attempt.dataUpdatedAt >= openedAt ? attempt.data : null;
  if (isNotFound(attempt.error)) return <QuizNotFound what="attempt" />;
  if (!fresh && attempt.isError) return <QueryError error={attempt.error} onRetry={() => void attempt.refetch()} />;
  if (!fresh) return <Skeleton height={480} radius="lg" aria-busy="true" />;
  if (fresh.state !== 'in-progress') return <Navigate to={`/learner/quiz-results/${id}`} replace />;
  return <TakingAttempt key={fresh.id} attempt={fresh} />;
}
