import { useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Attempt } from '@talentpath/contracts/attempts';
import { AppModal } from '../../../../components/ui/app-modal';
import { ConfirmModal } from '../../../../components/ui/confirm-modal';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';
import { isQuestionFinished, useCheckAnswer } from '../api/check-answer';
import { useSubmitAttempt } from '../api/submit-attempt';
import { AttemptScreen } from './attempt-screen';
import { Countdown } from './countdown';
import type { NavQuestion } from './question-nav';
import { SaveStatusLine } from './save-status';
import { isAttemptClosed, useAttemptSaving } from './use-attempt-saving';

type Finishing = { auto: boolean; error: string | null } | null;

/**
 * The learner's attempt: answers saved as given, the countdown, and the submit — asked for (after a
 * confirmation) or made by the countdown at zero. An attempt the server has closed goes to its results.
 */
export function TakingAttempt({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation('quiz-taking');
  const navigate = useNavigate();
  const submit = useSubmitAttempt();
  const [confirming, setConfirming] = useState<NavQuestion[] | null>(null);
  const [finishing, setFinishing] = useState<Finishing>(null);
  const busy = useRef(false);
  const results = `/learner/quiz-results/${attempt.id}`;
  const toResults = (note?: string) => {
    if (note) toast.info(note);
    navigate(results, { replace: true });
  };
  const { status, queue } = useAttemptSaving(attempt, () => toResults(t('attempt.closedToast')));
  const checkAnswer = useCheckAnswer();

  // An interactive quiz's check carries the response itself: the one waiting to be saved is taken out of the queue
  // (after any save under way), so no older save of it reaches the server after the check.
  const check = async (position: number, response: unknown) => {
    await queue.withdraw(position);
    try {
      return await checkAnswer.mutateAsync({ attemptId: attempt.id, position, response });
    } catch (error) {
      if (isAttemptClosed(error)) toResults(t('attempt.closedToast'));
      // Refused or lost, the check saved nothing: the response is saved as any other answer is.
      else if (!isQuestionFinished(error)) queue.change({ position, response });
      throw error;
    }
  };

  const finish = async (auto: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setFinishing({ auto, error: null });
    const failed = (error: unknown) => {
      busy.current = false;
      if (isAttemptClosed(error)) return toResults(t('attempt.closedToast'));
      setFinishing({ auto, error: errorMessage(error) });
    };
    try {
      await queue.flush();
    } catch (error) {
      // Out of time with answers unsaved: submit anyway (the server keeps what it has); asked for: say why not.
      if (isAttemptClosed(error) || !auto) return failed(error);
    }
    submit.mutate(attempt.id, {
      onSuccess: () => {
        busy.current = false;
        toResults(auto ? t('attempt.timeUpToast') : t('attempt.submittedToast'));
      },
      onError: failed,
    });
  };

  const unanswered = confirming?.filter((q) => !q.answered).length ?? 0;
  return (
    <>
      <AttemptScreen
        attempt={attempt}
        onChange={(change) => queue.change(change)}
        onCheck={check}
        subtitle={
          <Text c="dimmed" size="sm">
            {t('attempt.number', { n: attempt.number })}
          </Text>
        }
        status={
          <>
            {attempt.deadline ? (
              <Countdown deadline={attempt.deadline} serverNow={attempt.now} onExpire={() => void finish(true)} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('timer.none')}
              </Text>
            )}
            <SaveStatusLine status={status} />
          </>
        }
        summaryActions={(questions) => (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setConfirming(questions)}>
            {t('summary.submit')}
          </Button>
        )}
      />
      <ConfirmModal
        opened={confirming !== null && !finishing?.auto}
        onClose={() => {
          if (!submit.isPending) setConfirming(null);
          setFinishing(null);
        }}
        title={t('confirm.title')}
        message={
          <>
            {unanswered > 0 ? t('confirm.unanswered', { count: unanswered }) : null} {t('confirm.text')}
          </>
        }
        confirmLabel={t('summary.submit')}
        cancelLabel={t('confirm.cancel')}
        onConfirm={() => void finish(false)}
        pending={finishing !== null && finishing.error === null}
        error={finishing?.error}
      />
      <AppModal opened={finishing?.auto === true} onClose={() => undefined} title={t('timeUp.title')} closable={false}>
        {finishing?.error ? (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {t('timeUp.failed', { reason: finishing.error })}
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => toResults()}>
                {t('timeUp.toResults')}
              </Button>
              <Button onClick={() => void finish(true)}>{t('timeUp.retry')}</Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('timeUp.submitting')}</Text>
          </Group>
        )}
      </AppModal>
    </>
  );
}
