import { type Ref, useEffect, useRef } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlag, IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttemptQuestion } from '@talentpath/contracts/attempts';
import type { QuestionType, ResponseOf } from '@talentpath/contracts/questions';
import { formatNumber } from '../format';
import { isGapType } from '../model/gaps';
import { isAnswered } from '../model/responses';
import { CheckPanel } from './check-panel';
import { QuestionInput } from './questions/question-input';
import classes from './taking.module.css';
import type { CheckView } from './use-interactive-checks';

type Props = {
  question: AttemptQuestion;
  response: unknown;
  flagged: boolean;
  onResponse: (response: ResponseOf<QuestionType>) => void;
  onFlag: (flagged: boolean) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  /** An interactive quiz's question: its Check, what the check said, and whether the answer may change now. */
  check?: CheckView | null;
};

const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, [tabindex="0"]';

export const questionDomId = (position: number) => `question-${position}`;

/**
 * One question of the attempt: its number, points and state, the Flag toggle, the text and the answer controls; in an
 * interactive quiz, the check under them. While a check stands (or the question is finished) the controls are read,
 * not changed: a disabled fieldset keeps them in view and in the reading order, out of the way of the keyboard.
 */
export function QuestionCard({ question, response, flagged, onResponse, onFlag, headingRef, check }: Props) {
  const { t } = useTranslation('quiz-taking');
  const id = questionDomId(question.position);
  const answered = isAnswered(question.type, response);
  const frame = useRef<HTMLFieldSetElement>(null);

  // A check or a try again changes the controls under the question: the keyboard goes on to what comes next, once it
  // is on the screen (the answer's controls enabled again, the Try again button shown).
  useEffect(() => {
    if (!check?.focus) return;
    const target =
      check.focus === 'input'
        ? frame.current?.disabled
          ? null
          : frame.current?.querySelector<HTMLElement>(CONTROLS)
        : document.getElementById(check.focus === 'again' ? `${id}-again` : `${id}-title`);
    if (!target) return;
    target.focus();
    check.onFocused();
  });

  const input = <QuestionInput question={question} response={response} onChange={onResponse} idPrefix={id} />;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={`${id}-title`}
      id={id}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={`${id}-title`} ref={headingRef} tabIndex={-1} className={classes.heading}>
              {t('question.title', { n: question.position })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('question.points', { count: question.points, points: formatNumber(question.points) })}
              {' · '}
              {answered ? t('question.answered') : t('question.notAnswered')}
            </Text>
          </Stack>
          <Button
            variant={flagged ? 'outline' : 'default'}
            color={flagged ? 'red.9' : undefined}
            size="sm"
            aria-pressed={flagged}
            leftSection={flagged ? <IconFlagFilled size={16} aria-hidden /> : <IconFlag size={16} aria-hidden />}
            onClick={() => onFlag(!flagged)}
          >
            {t('question.flag')}
          </Button>
        </Group>
        {/* A gap or Cloze question's input is its text, with a control in each gap or part. */}
        {isGapType(question.type) || question.type === 'cloze' ? null : (
          <Text className={classes.prompt}>{question.prompt}</Text>
        )}
        {check ? (
          <>
            <fieldset ref={frame} disabled={check.phase !== 'answering'} className={classes.inputFrame}>
              {input}
            </fieldset>
            <CheckPanel question={question} view={check} idPrefix={id} />
          </>
        ) : (
          input
        )}
      </Stack>
    </Paper>
  );
}
