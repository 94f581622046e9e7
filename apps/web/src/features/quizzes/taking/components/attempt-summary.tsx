import type { ReactNode, Ref } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFlagFilled, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavQuestion } from './question-nav';
import classes from './taking.module.css';

type Props = {
  questions: NavQuestion[];
  onGo: (position: number) => void;
  onReturn: () => void;
  /** Submit (or the preview's note). */
  actions: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The summary before submitting (Moodle's "Summary of attempt"): what is unanswered and flagged, each one a click away. */
export function AttemptSummary({ questions, onGo, onReturn, actions, headingRef }: Props) {
  const { t } = useTranslation('quiz-taking');
  const unanswered = questions.filter((q) => !q.answered);
  const flagged = questions.filter((q) => q.flagged);
  const links = (list: NavQuestion[]) => (
    <Group gap="xs" component="ul" className={classes.inlineList}>
      {list.map((q) => (
        <li key={q.position}>
          <Anchor component="button" type="button" c="brand.9" onClick={() => onGo(q.position)}>
            {t('question.title', { n: q.position })}
          </Anchor>
        </li>
      ))}
    </Group>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="summary-title">
      <Stack gap="md">
        <Title order={2} fz="xl" id="summary-title" ref={headingRef} tabIndex={-1} className={classes.heading}>
          {t('summary.title')}
        </Title>
        {unanswered.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Stack gap={6}>
              <Text size="sm" fw={600} c="dark.7">
                {t('summary.unanswered', { count: unanswered.length })}
              </Text>
              {links(unanswered)}
            </Stack>
          </Alert>
        ) : (
          <Text>{t('summary.allAnswered')}</Text>
        )}
        {flagged.length > 0 ? (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('summary.flagged', { count: flagged.length })}
            </Text>
            {links(flagged)}
          </Stack>
        ) : null}
        <Table.ScrollContainer minWidth={280}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('summary.question')}</Table.Th>
                <Table.Th scope="col">{t('summary.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {questions.map((q) => (
                <Table.Tr key={q.position}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor component="button" type="button" onClick={() => onGo(q.position)}>
                      {t('question.title', { n: q.position })}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <span>{q.answered ? t('nav.answeredShort') : t('nav.notAnsweredShort')}</span>
                      {q.flagged ? (
                        <Group gap={4} wrap="nowrap">
                          <IconFlagFilled size={14} color="var(--mantine-color-red-9)" aria-hidden />
                          <span>{t('nav.flaggedShort')}</span>
                        </Group>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onReturn}>
            {t('summary.return')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
