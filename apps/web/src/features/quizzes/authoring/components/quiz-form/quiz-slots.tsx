import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDice5, IconInfoCircle, IconPencilPlus, IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankQuestion, QuestionCategory } from '@talentpath/contracts/question-bank';
import { QUIZ_SLOTS_MAX, type Quiz } from '@talentpath/contracts/quizzes';
import { SortableList } from '../../../../../components/ui/sortable-list';
import { useQuestions } from '../../api/get-question';
import { quizAuthoringKeys } from '../../api/query-keys';
import { ListError } from '../question-editor/editor-parts';
import { newDraft, type QuestionDraft } from '../question-editor/question-draft';
import { QuestionEditorModal } from '../question-editor/question-editor-modal';
import { reordered } from '../question-editor/use-question-form';
import { isNotFound } from '../ids';
import { QuestionPickerModal } from './question-picker-modal';
import { fixedSlot, randomSlot, type SlotDraft } from './quiz-draft';
import { SlotRow } from './slot-row';
import type { QuizFormApi } from './use-quiz-form';

type Props = {
  form: QuizFormApi;
  courseId: string;
  categories: QuestionCategory[];
  /** The quiz as saved (its size as the server counts it), or null before its first save. */
  saved: Quiz | null;
  disabled: boolean;
};

const withKeys = (slots: SlotDraft[]) => slots.map((slot) => ({ ...slot, id: slot.key }));

/**
 * The quiz's questions in order: fixed questions of the bank and random draws from a category, added, reordered
 * (drag or arrows) and removed; the size the server counted for the quiz as saved. A question can also be written
 * here (from the actions or from the picker that found none): the bank's editor saves it in the course's bank and
 * it joins the quiz at once, so a new course's empty bank is no dead end.
 */
export function QuizSlots({ form, courseId, categories, saved, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const client = useQueryClient();
  const [picking, setPicking] = useState(false);
  // The editor opens over the picker when the picker asked for it, so closing it gives focus back there.
  const [writing, setWriting] = useState<QuestionDraft | null>(null);
  const slots = form.values.slots;
  const fixedIds = slots.flatMap((slot) => (slot.kind === 'fixed' ? [slot.questionId] : []));
  const questions = useQuestions(fixedIds);
  const questionOf = (id: string): BankQuestion | null | undefined => {
    const result = questions[fixedIds.indexOf(id)];
    if (result?.data) return result.data;
    return result?.isError && isNotFound(result.error) ? null : undefined;
  };

  let next = 1;
  const positions = slots.map((slot): [number, number] => {
    const size = slot.kind === 'fixed' ? 1 : Math.max(1, Number(slot.count) || 1);
    const range: [number, number] = [next, next + size - 1];
    next += size;
    return range;
  });

  const addQuestions = (added: BankQuestion[]) =>
    form.setFieldValue('slots', [...slots, ...added.map((q) => fixedSlot(q.id))].slice(0, QUIZ_SLOTS_MAX));
  const addWritten = (question: BankQuestion) => {
    // The quiz shows the question it now holds: what the editor saved is what it would fetch.
    client.setQueryData(quizAuthoringKeys.question(question.id), question);
    addQuestions([question]);
    setPicking(false);
  };
  const addRandom = () => {
    const first = categories.find((c) => c.questionCount > 0) ?? categories[0];
    if (first) form.insertListItem('slots', randomSlot(first.id));
  };
  const full = slots.length >= QUIZ_SLOTS_MAX;

  return (
    <Stack gap="sm" component="section" aria-labelledby="slots-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} fz="lg" id="slots-heading">
          {t('slots.title')}
        </Title>
        {saved && (
          <Group gap={6} aria-live="polite">
            <Badge c="dark.7" variant="light" size="lg">
              {t('slots.questionCount', { count: saved.questionCount })}
            </Badge>
            <Badge c="dark.7" variant="light" color="gray" size="lg">
              {saved.totalPoints === null
                ? t('slots.pointsVary')
                : t('slots.totalPoints', { count: saved.totalPoints })}
            </Badge>
          </Group>
        )}
      </Group>
      {saved && form.isDirty('slots') && (
        <Text size="sm" c="dimmed">
          {t('slots.unsaved')}
        </Text>
      )}
      {slots.length === 0 ? (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('slots.empty')}
        </Alert>
      ) : (
        <SortableList
          items={withKeys(slots)}
          label={t('slots.list')}
          nameOf={(slot) => {
            const [from, to] = positions[slots.findIndex((s) => s.key === slot.key)] ?? [0, 0];
            return from === to ? t('slots.questionNumber', { number: from }) : t('slots.questionRange', { from, to });
          }}
          onReorder={(ids) =>
            form.setFieldValue(
              'slots',
              reordered(withKeys(slots), ids).map(({ id: _id, ...slot }) => slot as SlotDraft),
            )
          }
          renderItem={(slot, controls) => (
            <SlotRow
              form={form}
              slot={slot}
              controls={controls}
              positions={positions[controls.index] ?? [1, 1]}
              question={slot.kind === 'fixed' ? questionOf(slot.questionId) : undefined}
              categories={categories}
              disabled={disabled}
            />
          )}
        />
      )}
      <ListError path="slots">{form.getInputProps('slots').error}</ListError>
      <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setPicking(true)}
            disabled={disabled || full}
          >
            {t('slots.addQuestions')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPencilPlus size={16} aria-hidden />}
            onClick={() => setWriting(newDraft())}
            disabled={disabled || full}
          >
            {t('slots.writeQuestion')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDice5 size={16} aria-hidden />}
            onClick={addRandom}
            disabled={disabled || full || categories.length === 0}
          >
            {t('slots.addRandom')}
          </Button>
          {categories.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('slots.noCategories')}
            </Text>
          )}
        </Group>
      </Paper>
      <QuestionPickerModal
        opened={picking}
        onClose={() => setPicking(false)}
        courseId={courseId}
        categories={categories}
        taken={new Set(fixedIds)}
        onAdd={addQuestions}
        onWrite={setWriting}
      />
      <QuestionEditorModal
        target={writing && { mode: 'new', draft: writing }}
        courseId={courseId}
        categories={categories}
        onClose={() => setWriting(null)}
        onSaved={addWritten}
      />
    </Stack>
  );
}
