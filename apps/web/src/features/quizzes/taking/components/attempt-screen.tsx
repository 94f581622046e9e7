import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Attempt } from '@talentpath/contracts/attempts';
import { isAnswered } from '../model/responses';
import type { AnswerChange } from '../model/save-queue';
import { AttemptSummary } from './attempt-summary';
import { QuestionCard } from './question-card';
import { type NavQuestion, QuestionNav } from './question-nav';
import classes from './taking.module.css';
import { type CheckAnswer, useInteractiveChecks } from './use-interactive-checks';

type Props = {
  attempt: Attempt;
  /** Each answer and flag as it changes (saved by the learner's screen; the preview keeps nothing). */
  onChange: (change: AnswerChange) => void;
  /** Under the title: the attempt's number, the preview's banner. */
  subtitle?: ReactNode;
  /** Beside the title, always in view: the countdown and whether the answers are saved. */
  status?: ReactNode;
  /** At the end of the summary: Submit, or the preview's note. */
  summaryActions: (questions: NavQuestion[]) => ReactNode;
  /** An interactive quiz's check of one question (the learner's screen; the preview checks nothing). */
  onCheck?: CheckAnswer;
};

type View = number | 'summary';
const SUMMARY = 'summary';

/** The place in the attempt from the address (`?q=3`, `?q=summary`), so a reload stays there. */
function viewFrom(value: string | null, positions: number[]): View {
  if (value === SUMMARY) return SUMMARY;
  const n = Number(value);
  return positions.includes(n) ? n : (positions[0] ?? SUMMARY);
}

/**
 * An attempt being answered: the questions (one per page with Previous / Next, or all on one page), the
 * navigation panel, and the summary before submitting. Answers live here while the page is open; every change
 * is handed to `onChange`. A move to another question or to the summary puts the keyboard focus on its heading.
 */
export function AttemptScreen({ attempt, onChange, subtitle, status, summaryActions, onCheck }: Props) {
  const { t } = useTranslation('quiz-taking');
  const [params, setParams] = useSearchParams();
  const positions = useMemo(() => attempt.questions.map((q) => q.position), [attempt.questions]);
  const view = viewFrom(params.get('q'), positions);
  const [responses, setResponses] = useState(
    () => new Map<number, unknown>(attempt.questions.map((q) => [q.position, q.response] as const)),
  );
  const [flags, setFlags] = useState(() => new Map(attempt.questions.map((q) => [q.position, q.flagged] as const)));
  const onePerPage = attempt.layout === 'one-per-page';
  const [lastGone, setLastGone] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each move asks for the focus once, even a second move to the same question.
  const [focusRequest, setFocusRequest] = useState<{ view: View } | null>(null);
  const checks = useInteractiveChecks(attempt, onCheck, (position) => responses.get(position) ?? null);

  const nav: NavQuestion[] = attempt.questions.map((q) => ({
    position: q.position,
    answered: isAnswered(q.type, responses.get(q.position)),
    flagged: flags.get(q.position) ?? false,
  }));

  const go = (next: View) => {
    setFocusRequest({ view: next });
    if (typeof next === 'number') setLastGone(next);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('q', String(next));
        return copy;
      },
      { replace: true },
    );
  };

  // Once the address shows the place asked for (the router may apply it a render later).
  useEffect(() => {
    if (focusRequest === null || focusRequest.view !== view) return;
    if (focusRequest.view === SUMMARY || onePerPage) heading.current?.focus();
    else document.getElementById(`question-${focusRequest.view}-title`)?.focus();
  }, [focusRequest, view, onePerPage]);

  const setResponse = (position: number, response: unknown) => {
    // A check that stands, or a finished question, keeps its answer (its controls are disabled; a drag is no click).
    const question = attempt.questions.find((q) => q.position === position);
    if (question && checks?.locked(question)) return;
    checks?.changed(position);
    setResponses((current) => new Map(current).set(position, response));
    onChange({ position, response });
  };
  const setFlag = (position: number, flagged: boolean) => {
    setFlags((current) => new Map(current).set(position, flagged));
    onChange({ position, flagged });
  };

  const card = (position: number, withRef: boolean) => {
    const shown = attempt.questions.find((q) => q.position === position)!;
    const question = checks?.questionOf(shown) ?? shown;
    const check = checks?.viewOf(question) ?? null;
    return (
      <QuestionCard
        key={position}
        question={question}
        // A finished question shows the answer it was marked on, as the server has it.
        response={check?.phase === 'finished' ? question.response : (responses.get(position) ?? null)}
        flagged={flags.get(position) ?? false}
        onResponse={(response) => setResponse(position, response)}
        onFlag={(flagged) => setFlag(position, flagged)}
        headingRef={withRef ? heading : undefined}
        check={check}
      />
    );
  };

  const index = typeof view === 'number' ? positions.indexOf(view) : -1;
  const previous = index > 0 ? positions[index - 1]! : null;
  const next = index >= 0 && index < positions.length - 1 ? positions[index + 1]! : null;

  let body: ReactNode;
  if (view === SUMMARY)
    body = (
      <AttemptSummary
        questions={nav}
        onGo={go}
        onReturn={() => go(lastGone ?? positions[0]!)}
        actions={summaryActions(nav)}
        headingRef={heading}
      />
    );
  else if (onePerPage)
    body = (
      <Stack gap="md">
        {card(view, true)}
        <Group justify="space-between" gap="sm" wrap="wrap">
          {previous !== null ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => go(previous)}
            >
              {t('attempt.previous')}
            </Button>
          ) : (
            <span />
          )}
          {next !== null ? (
            <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => go(next)}>
              {t('attempt.next')}
            </Button>
          ) : (
            <Button rightSection={<IconListCheck size={16} aria-hidden />} onClick={() => go(SUMMARY)}>
              {t('attempt.finish')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  else
    body = (
      <Stack gap="md">
        {positions.map((p) => card(p, false))}
        <Group justify="flex-end">
          <Button rightSection={<IconListCheck size={16} aria-hidden />} onClick={() => go(SUMMARY)}>
            {t('attempt.finish')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.wrap}>
          {attempt.quizTitle}
        </Title>
        {subtitle}
      </Stack>
      {status ? (
        <Paper withBorder radius="md" px="md" py="xs" className={classes.statusBar}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            {status}
          </Group>
        </Paper>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }} order={{ base: 2, md: 1 }}>
          {body}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} order={{ base: 1, md: 2 }}>
          <QuestionNav
            questions={nav}
            current={view === SUMMARY ? null : onePerPage ? view : lastGone}
            onGo={go}
            onFinish={() => go(SUMMARY)}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
