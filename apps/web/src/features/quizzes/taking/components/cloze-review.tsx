import { VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { formatAnswerNumber } from '../format';
import { clozeMarks, clozeTextParts, partText, writtenNumber } from '../model/cloze';
import { GapText } from './questions/gap-text';
import classes from './taking.module.css';

/**
 * A Cloze question's text in the review, the learner's answer in each part: marked right or wrong where the review
 * can tell, and, where it is not known to be right, followed by the right answer.
 */
export function ClozeReview({ question }: { question: AttemptQuestion }) {
  const { t } = useTranslation('quiz-taking');
  const marks = clozeMarks(question);
  return (
    <GapText
      parts={clozeTextParts(question.cloze?.pieces ?? [])}
      renderGap={(index) => {
        const mark = marks[index];
        if (!mark) return null;
        const given = partText(mark.part, mark.given);
        const right =
          mark.mark === 'right' ? null : partText(mark.part, writtenNumber(mark.part, mark.right, formatAnswerNumber));
        const Icon = mark.mark === 'right' ? IconCheck : mark.mark === 'wrong' ? IconX : null;
        return (
          <span className={classes.clozeAnswer}>
            <span className={classes.gapAnswer} data-correct={mark.mark === 'right' || undefined} data-mark={mark.mark}>
              {Icon && <Icon size={14} aria-hidden />}
              {given ?? (
                <span className={classes.gapNone}>
                  {t(mark.part.kind === 'choice' ? 'answer.noMatch' : 'cloze.blank')}
                </span>
              )}
              <VisuallyHidden>{` (${t(`cloze.${mark.mark}`, { n: index + 1 })})`}</VisuallyHidden>
            </span>
            {right !== null && (
              <span className={classes.clozeRight}>{` ${t('cloze.rightAnswer', { answer: right })}`}</span>
            )}
          </span>
        );
      }}
    />
  );
}
