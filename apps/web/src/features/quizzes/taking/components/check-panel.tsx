import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconChecks, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { ApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { translateValidation } from '../../../../lib/validation';
import { formatNumber } from '../format';
import { AnswerNote, Note, rightAnswerText, StateBadge } from './review-card';
import classes from './taking.module.css';
import type { CheckView } from './use-interactive-checks';

type Props = { question: AttemptQuestion; view: CheckView; idPrefix: string };

/** Why a check was refused: the contract's message on the response (nothing to check), or the error's code. */
function refusal(error: unknown) {
  const detail = error instanceof ApiError ? error.details[0] : undefined;
  return (detail && translateValidation(detail.message)) || errorMessage(error);
}

/**
 * Under a question of an interactive quiz: the Check button, and what a check said — its state and feedback; while
 * tries are left, the hint, the tries left and Try again; once finished, the mark and the right answer (where the quiz
 * shows it). What a check says is announced politely, as is a refusal; the buttons stay out of the announcement.
 */
export function CheckPanel({ question, view, idPrefix }: Props) {
  const { t } = useTranslation('quiz-taking');
  const { interactive, phase } = view;
  const last = phase === 'try-again' || phase === 'finished' ? interactive.last : null;
  const words = { true: t('answer.true'), false: t('answer.false'), noMatch: t('answer.noMatch') };
  const checking = phase === 'checking';
  return (
    <div>
      <div id={`${idPrefix}-result`} aria-live="polite" aria-atomic="true">
        {last ? (
          <Stack gap="sm">
            <Group gap="sm" wrap="wrap">
              <StateBadge state={last.state} />
              {phase === 'finished' && last.score !== null ? (
                <Text size="sm" fw={600}>
                  {t('review.marks', { score: formatNumber(last.score), points: formatNumber(question.points) })}
                </Text>
              ) : null}
            </Group>
            {last.feedback ? (
              <Note label={t('review.feedback')}>
                <Text className={classes.prompt}>{last.feedback}</Text>
              </Note>
            ) : null}
            {phase === 'try-again' && last.hint ? (
              <Text className={classes.prompt}>{t('check.hint', { hint: last.hint })}</Text>
            ) : null}
            {phase === 'try-again' ? <Text size="sm">{t('check.triesLeft', { n: interactive.triesLeft })}</Text> : null}
            {phase === 'finished' && last.rightAnswer !== null ? (
              <AnswerNote label={t('review.rightAnswer')} answer={rightAnswerText(question, last.rightAnswer, words)} />
            ) : null}
          </Stack>
        ) : null}
        {view.error ? (
          <Text size="sm" c="red.9" fw={600} mt={last ? 'sm' : 0}>
            {refusal(view.error)}
          </Text>
        ) : null}
      </div>
      {phase === 'answering' || checking ? (
        <Group mt={last || view.error ? 'sm' : 0}>
          <Button
            id={`${idPrefix}-check`}
            variant="light"
            aria-label={t('check.checkQuestion', { n: question.position })}
            // Kept focusable while the check is on its way (a disabled button would drop the keyboard's place).
            aria-disabled={checking || undefined}
            data-disabled={checking || undefined}
            leftSection={checking ? <Loader size={14} aria-hidden /> : <IconChecks size={16} aria-hidden />}
            onClick={view.onCheck}
          >
            {t('check.check')}
          </Button>
        </Group>
      ) : null}
      {phase === 'try-again' ? (
        <Group mt="sm">
          <Button
            id={`${idPrefix}-again`}
            aria-label={t('check.tryAgainQuestion', { n: question.position })}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={view.onTryAgain}
          >
            {t('check.tryAgain')}
          </Button>
        </Group>
      ) : null}
    </div>
  );
}
