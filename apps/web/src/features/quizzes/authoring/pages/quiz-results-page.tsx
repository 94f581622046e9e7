import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconEye, IconFileDownload, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { QuizResults, RegradeResult } from '@talentpath/contracts/attempts';
import { ConfirmModal } from '../../../../components/ui/confirm-modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { exportResults } from '../api/export-results';
import { useQuiz } from '../api/get-quiz';
import { useQuizResults } from '../api/quiz-results';
import { useRegradeQuiz } from '../api/regrade-quiz';
import { BackLink } from '../components/back-link';
import { quizPaths } from '../components/ids';
import { isId } from '../../../../lib/ids';
import { QueryGate } from '../components/query-gate';
import { GradingQueue } from '../components/results/grading-queue';
import { LearnerResults } from '../components/results/learner-results';
import { QuestionStats } from '../components/results/question-stats';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /coordinator/quiz-results/{quizId}: every learner's attempts with score and time taken, the essays waiting for a
 * mark, per-question statistics; regrade after a question was corrected, and the attempts as CSV.
 */
export function QuizResultsPage() {
  const { t } = useTranslation('quiz-authoring');
  const { quizId } = useParams();
  const valid = isId(quizId);
  const results = useQuizResults(valid ? quizId : null);
  usePageTitle(results.data ? t('results.title', { title: results.data.quiz.title }) : t('results.titleShort'));
  return (
    <QueryGate query={results} valid={valid} what="quiz" errorTitle={t('results.loadError')}>
      {(data) => <Results data={data} />}
    </QueryGate>
  );
}

function Results({ data }: { data: QuizResults }) {
  const { t } = useTranslation('quiz-authoring');
  const quiz = useQuiz(data.quiz.id);
  const regrade = useRegradeQuiz();
  const [confirming, setConfirming] = useState(false);
  const [regraded, setRegraded] = useState<RegradeResult | null>(null);
  const [exporting, setExporting] = useState(false);

  const runExport = async () => {
    setExporting(true);
    try {
      await exportResults(data.quiz.id, `quiz-results-${today()}.csv`);
      toast.success(t('results.exported'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const closeConfirm = () => {
    setConfirming(false);
    regrade.reset();
  };

  return (
    <Stack gap="lg">
      {quiz.data && (
        <BackLink to={quizPaths.listOf(quiz.data.lessonId, quiz.data.courseId)} label={t('quizForm.back')} />
      )}
      <PageHeader
        title={t('results.title', { title: data.quiz.title })}
        text={t('results.intro', {
          passMark: data.quiz.passMark,
          method: t(`gradingMethods.${data.quiz.gradingMethod}`),
        })}
        action={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileDownload size={18} aria-hidden />}
              onClick={() => void runExport()}
              loading={exporting}
            >
              {t('results.export')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('results.regrade')}
            </Button>
            <Button
              component={Link}
              to={quizPaths.edit(data.quiz.id)}
              variant="default"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              {t('quizList.edit')}
            </Button>
            <Button
              component={Link}
              to={quizPaths.preview(data.quiz.id)}
              variant="default"
              leftSection={<IconEye size={18} aria-hidden />}
            >
              {t('quizList.preview')}
            </Button>
          </Group>
        }
      />
      {regraded && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setRegraded(null)}
          closeButtonLabel={t('close')}
        >
          {t('results.regraded', { count: regraded.attempts, changed: regraded.changed })}
        </Alert>
      )}
      <GradingQueue queue={data.gradingQueue} />
      <LearnerResults results={data} />
      <QuestionStats questions={data.questions} />
      <ConfirmModal
        opened={confirming}
        onClose={closeConfirm}
        title={t('results.regradeTitle')}
        message={t('results.regradeMessage')}
        confirmLabel={t('results.regradeConfirm')}
        cancelLabel={t('cancel')}
        pending={regrade.isPending}
        error={regrade.error ? errorMessage(regrade.error) : null}
        onConfirm={() =>
          regrade.mutate(data.quiz.id, {
            onSuccess: (answer) => {
              setRegraded(answer);
              closeConfirm();
            },
          })
        }
      />
    </Stack>
  );
}
