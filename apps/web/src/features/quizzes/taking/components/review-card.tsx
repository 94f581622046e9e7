import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleHalf2, IconClockHour4, IconMinus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import { formatAnswerNumber, formatNumber, formatWrittenNumber } from '../format';
import { type AnswerText, answerText } from '../model/answer-text';
import { writtenNumber } from '../model/cloze';
import { gapMarks, gapParts, isGapType } from '../model/gaps';
import { clozeAnswers, responseOf } from '../model/responses';
import { ClozeReview } from './cloze-review';
import { GapText } from './questions/gap-text';
import classes from './taking.module.css';

type State = NonNullable<AttemptQuestion['review']>['state'];

// Light badges in the state's colour with dark text (a coloured text on its own tint falls under 4.5:1).
const STATE_LOOK: Record<State, { color: string; icon: typeof IconCheck }> = {
  correct: { color: 'green', icon: IconCheck },
  partial: { color: 'orange', icon: IconCircleHalf2 },
  incorrect: { color: 'red', icon: IconX },
  unanswered: { color: 'gray', icon: IconMinus },
  'needs-grading': { color: 'brand', icon: IconClockHour4 },
};

/** A question in the review: its state, marks, the learner's answer, the right one, the feedback and the grader's comment. */
/** A question's graded state as a badge: its colour, its icon and its name. */
export function StateBadge({ state }: { state: State }) {
  const { t } = useTranslation('quiz-taking');
  const look = STATE_LOOK[state];
  const Icon = look.icon;
  return (
    <Badge
      color={look.color}
      c="dark.8"
      variant="light"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      size="lg"
    >
      {t(`questionState.${state}`)}
    </Badge>
  );
}

export function ReviewCard({ question }: { question: AttemptQuestion }) {
  const { t } = useTranslation('quiz-taking');
  const review = question.review!;
  const words = { true: t('answer.true'), false: t('answer.false'), noMatch: t('answer.noMatch') };
  const id = `review-${question.position}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} fz="lg" id={`${id}-title`}>
              {t('question.title', { n: question.position })}
            </Title>
            <Text size="sm" c="dimmed">
              {review.score === null
                ? t('review.marksWaiting', { points: formatNumber(question.points) })
                : t('review.marks', { score: formatNumber(review.score), points: formatNumber(question.points) })}
            </Text>
          </Stack>
          <StateBadge state={review.state} />
        </Group>
        {isGapType(question.type) ? (
          <GapReview question={question} />
        ) : question.type === 'cloze' ? (
          <ClozeReview question={question} />
        ) : (
          <>
            <Text className={classes.prompt}>{question.prompt}</Text>
            <AnswerNote label={t('review.yourAnswer')} answer={answerText(question, question.response, words)} />
          </>
        )}
        {question.type !== 'essay' && review.rightAnswer !== null ? (
          <AnswerNote label={t('review.rightAnswer')} answer={rightAnswerText(question, review.rightAnswer, words)} />
        ) : null}
        {review.feedback ? (
          <Note label={t('review.feedback')}>
            <Text className={classes.prompt}>{review.feedback}</Text>
          </Note>
        ) : null}
        {review.graderComment ? (
          <Note label={t('review.graderComment')}>
            <Text className={classes.prompt}>{review.graderComment}</Text>
          </Note>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The right answer in words; a number the server wrote (3.5, or 1.5 m; a Cloze question's number parts) as the
 * language writes it (3,5; 1,5 m), every decimal kept. A calculated question's right answer keeps the decimals it
 * was written with (14.40 m²: 14,40 m²), which its author chose.
 */
export function rightAnswerText(question: AttemptQuestion, right: unknown, words: Parameters<typeof answerText>[2]) {
  if (question.type === 'cloze') {
    const parts = question.cloze?.parts ?? [];
    const answers = clozeAnswers(question, responseOf('cloze', right));
    const written = answers.map((answer, i) => writtenNumber(parts[i], answer, formatAnswerNumber));
    return answerText(question, { parts: written }, words);
  }
  const answer = answerText(question, right, words);
  if ((question.type !== 'numerical' && question.type !== 'calculated') || answer.kind !== 'text') return answer;
  const [, number = '', unit] = /^(\S+)(?: (.+))?$/.exec(answer.text) ?? [];
  if (!Number.isFinite(Number(number))) return answer;
  const text = question.type === 'calculated' ? formatWrittenNumber(number) : formatAnswerNumber(Number(number));
  return { kind: 'text' as const, text: unit ? `${text} ${unit}` : text };
}

/** A gap question's text with the learner's choice in each gap, each marked right or wrong. */
function GapReview({ question }: { question: AttemptQuestion }) {
  const { t } = useTranslation('quiz-taking');
  const marks = gapMarks(question, question.response, question.review?.rightAnswer ?? null);
  return (
    <GapText
      parts={gapParts(question.prompt)}
      renderGap={(index) => {
        const mark = marks[index];
        const Icon = mark?.correct ? IconCheck : IconX;
        return (
          <span className={classes.gapAnswer} data-correct={mark?.correct || undefined}>
            <Icon size={14} aria-hidden />
            {mark?.given ? mark.given.text : <span className={classes.gapNone}>{t('answer.noMatch')}</span>}
            <VisuallyHidden>{` (${t(mark?.correct ? 'review.gapRight' : 'review.gapWrong', { n: index + 1 })})`}</VisuallyHidden>
          </span>
        );
      }}
    />
  );
}

/** An answer (the learner's, the right one) under its label, as the review shows it. */
export function AnswerNote({ label, answer }: { label: string; answer: AnswerText }) {
  const { t } = useTranslation('quiz-taking');
  let body: ReactNode;
  if (answer.kind === 'none') body = <Text c="dimmed">{t('review.noAnswer')}</Text>;
  else if (answer.kind === 'text') body = <Text className={classes.prompt}>{answer.text}</Text>;
  else
    body = (
      <List type={answer.ordered ? 'ordered' : 'unordered'} spacing={2} className={classes.wrap}>
        {answer.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items are the answer's parts, in its order
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    );
  return <Note label={label}>{body}</Note>;
}

/** A labelled block of the review: an answer, the feedback, the grader's comment. */
export function Note({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.note}>
      <Text size="sm" fw={700} mb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}
