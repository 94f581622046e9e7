import { Button, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconFlagFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './taking.module.css';

export type NavQuestion = { position: number; answered: boolean; flagged: boolean };

type Props = {
  questions: NavQuestion[];
  /** The question shown (one per page) or last gone to (all on one page); null on the summary. */
  current: number | null;
  onGo: (position: number) => void;
  onFinish: () => void;
};

/** A question's name in the panel, with what a sighted learner sees on its button: "Question 3, answered, flagged". */
export function useNavName() {
  const { t } = useTranslation('quiz-taking');
  return (q: NavQuestion) =>
    [
      t('question.title', { n: q.position }),
      q.answered ? t('nav.answered') : t('nav.notAnswered'),
      q.flagged ? t('nav.flagged') : null,
    ]
      .filter(Boolean)
      .join(', ');
}

/** The quiz navigation: a button per question (answered shaded, flagged with a flag, the current one outlined). */
export function QuestionNav({ questions, current, onGo, onFinish }: Props) {
  const { t } = useTranslation('quiz-taking');
  const nameOf = useNavName();
  return (
    <Paper withBorder radius="md" p="md" component="nav" aria-labelledby="quiz-nav-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="quiz-nav-title">
          {t('nav.title')}
        </Title>
        <div className={classes.navGrid}>
          {questions.map((q) => (
            <UnstyledButton
              key={q.position}
              className={`${classes.navButton} mantine-focus-auto`}
              data-answered={q.answered || undefined}
              aria-current={q.position === current ? 'step' : undefined}
              aria-label={nameOf(q)}
              onClick={() => onGo(q.position)}
            >
              {q.position}
              {q.flagged ? <IconFlagFilled size={12} className={classes.navFlag} aria-hidden /> : null}
            </UnstyledButton>
          ))}
        </div>
        <Text size="xs" c="dimmed">
          {t('nav.legend')}
        </Text>
        <Button variant="default" onClick={onFinish} aria-current={current === null ? 'step' : undefined}>
          {t('nav.finish')}
        </Button>
      </Stack>
    </Paper>
  );
}
