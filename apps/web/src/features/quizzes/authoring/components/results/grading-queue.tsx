import { useMemo } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, MARK_INVALID, type QuizResults } from '@talentpath/contracts/attempts';
import { FormAlert } from '../../../../../components/ui/form-alert';
import { errorMessage } from '../../../../../lib/error-message';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { useAppForm } from '../../../../../lib/form';
import { toast } from '../../../../../lib/toast';
import { useGradeAttempt } from '../../api/grade-attempt';
import classes from '../quiz-authoring.module.css';
import { formatNumber } from './format';

type QueueItem = QuizResults['gradingQueue'][number];
type MarkValues = { score: number | string; comment: string };
type MarkOutput = { score: number; comment: string };

/**
 * A mark's form schema: from 0 to the question's points in hundredths (the server checks the same and answers the
 * contract's message), and a comment of at most COMMENT_MAX characters.
 */
export function markForm(points: number): StandardSchemaV1<MarkValues, MarkOutput> {
  return {
    '~standard': {
      version: 1,
      vendor: 'talentpath',
      validate: (value) => {
        const { score, comment } = value as MarkValues;
        const n =
          typeof score === 'number' ? score : score.trim() === '' ? Number.NaN : Number(score.replace(',', '.'));
        const issues: StandardSchemaV1.Issue[] = [];
        if (!Number.isFinite(n) || n < 0 || n > points || Math.abs(Math.round(n * 100) - n * 100) > 1e-9)
          issues.push({ message: MARK_INVALID, path: ['score'] });
        const text = comment.trim();
        if (text.length > COMMENT_MAX)
          issues.push({ message: `A comment must be at most ${COMMENT_MAX} characters`, path: ['comment'] });
        return issues.length ? { issues } : { value: { score: n, comment: text } };
      },
    },
  };
}

/** One essay answer waiting: the question, what the learner wrote, and the mark and comment to give it. */
function QueueCard({ item }: { item: QueueItem }) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const grade = useGradeAttempt();
  const schema = useMemo(() => markForm(item.points), [item.points]);
  const form = useAppForm({ schema, initialValues: { score: '', comment: '' } as MarkValues });
  const headingId = `essay-${item.attemptId}-${item.position}`;
  const submit = form.onSubmit(({ score, comment }) =>
    grade.mutate(
      { attemptId: item.attemptId, body: { marks: [{ position: item.position, score, comment }] } },
      {
        onSuccess: () => toast.success(t('queue.graded', { name: item.learner.name })),
        onError: (error) => form.fail(error),
      },
    ),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md" id={headingId} className={classes.wrap}>
            {t('queue.itemTitle', { name: item.learner.name, position: item.position })}
          </Title>
          <Text size="xs" c="dimmed">
            {t('queue.submitted', { when: formatDateTime(item.submittedAt, i18n.language) })}
          </Text>
        </Stack>
        <Text size="sm" fw={600} className={classes.wrap} style={{ whiteSpace: 'pre-line' }}>
          {item.prompt}
        </Text>
        <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
          <Text size="xs" c="dimmed" mb={4}>
            {t('queue.answer')}
          </Text>
          <Text size="sm" className={classes.wrap} style={{ whiteSpace: 'pre-wrap' }}>
            {item.answer || t('queue.noAnswer')}
          </Text>
        </Paper>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {general && <FormAlert>{general}</FormAlert>}
            <Group gap="sm" align="flex-start" wrap="wrap">
              <NumberInput
                label={t('queue.mark', { points: formatNumber(item.points, i18n.language, 2) })}
                required
                min={0}
                max={item.points}
                // Out of range is said, not silently changed: the mark is what the grader meant to give.
                clampBehavior="none"
                step={0.5}
                decimalScale={2}
                decimalSeparator="."
                w={200}
                {...form.getInputProps('score')}
                disabled={grade.isPending}
              />
              <Textarea
                label={t('queue.comment')}
                autosize
                minRows={1}
                maxRows={6}
                maxLength={COMMENT_MAX}
                style={{ flex: '1 1 240px' }}
                {...form.getInputProps('comment')}
                disabled={grade.isPending}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={grade.isPending}>
                {t('queue.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

/** The essay answers waiting for a mark, oldest submission first. */
export function GradingQueue({ queue }: { queue: QuizResults['gradingQueue'] }) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Stack gap="sm" component="section" aria-labelledby="queue-heading">
      <Title order={2} fz="lg" id="queue-heading">
        {t('queue.title', { count: queue.length })}
      </Title>
      {queue.length === 0 ? (
        <Text c="dimmed">{t('queue.empty')}</Text>
      ) : (
        queue.map((item) => <QueueCard key={`${item.attemptId}-${item.position}`} item={item} />)
      )}
    </Stack>
  );
}
