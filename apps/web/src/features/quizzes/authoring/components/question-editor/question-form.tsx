import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankQuestion, QuestionCategory } from '@talentpath/contracts/question-bank';
import { TAGS_MAX } from '@talentpath/contracts/question-bank';
import {
  FEEDBACK_MAX,
  ID_NUMBER_MAX,
  POINTS_MAX,
  QUESTION_PROMPT_MAX,
  QUESTION_TYPES,
  type QuestionType,
} from '@talentpath/contracts/questions';
import { FormAlert } from '../../../../../components/ui/form-alert';
import { errorMessage } from '../../../../../lib/error-message';
import { toast } from '../../../../../lib/toast';
import { useSaveQuestion } from '../../api/save-question';
import { EssayFields, TrueFalseFields } from './answer-fields';
import { CalculatedFields } from './calculated-fields';
import { ChoiceFields } from './choice-fields';
import { ClozeFields } from './cloze-fields';
import { GapFields } from './gap-fields';
import { MatchingFields } from './matching-fields';
import { NumericalFields } from './numerical-fields';
import { OrderingFields } from './ordering-fields';
import { isGapType, type QuestionDraft, withType } from './question-draft';
import { ShortAnswerFields } from './short-answer-fields';
import { TriesFields } from './tries-fields';
import { type QuestionFormApi, useQuestionForm } from './use-question-form';

type Props = {
  courseId: string;
  /** The question saved over (PUT), or null for a new one (POST; a duplicate is a new one filled in). */
  questionId: string | null;
  draft: QuestionDraft;
  categories: QuestionCategory[];
  onDone: (saved: BankQuestion) => void;
  onCancel: () => void;
};

function TypeFields({ form, disabled }: { form: QuestionFormApi; disabled: boolean }) {
  switch (form.values.type) {
    case 'single-choice':
    case 'multiple-choice':
      return <ChoiceFields form={form} disabled={disabled} />;
    case 'true-false':
      return <TrueFalseFields form={form} disabled={disabled} />;
    case 'short-answer':
      return <ShortAnswerFields form={form} disabled={disabled} />;
    case 'numerical':
      return <NumericalFields form={form} disabled={disabled} />;
    case 'matching':
      return <MatchingFields form={form} disabled={disabled} />;
    case 'ordering':
      return <OrderingFields form={form} disabled={disabled} />;
    case 'essay':
      return <EssayFields form={form} disabled={disabled} />;
    case 'select-missing-words':
    case 'drag-drop-text':
      return <GapFields form={form} disabled={disabled} />;
    case 'cloze':
      return <ClozeFields prompt={form.values.prompt} />;
    case 'calculated':
      return <CalculatedFields form={form} disabled={disabled} />;
  }
}

/**
 * A question of the bank, written or changed: its type (changing it keeps what was written for the others), text,
 * points, category, tags and id number, the answers of its type, the feedback every learner gets after it, and (but
 * for an essay) the feedback by mark, hints and penalty of an interactive quiz.
 */
export function QuestionForm({ courseId, questionId, draft, categories, onDone, onCancel }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const save = useSaveQuestion();
  const form = useQuestionForm(draft);
  const pending = save.isPending;
  const submit = form.onSubmit((body) =>
    save.mutate(questionId ? { id: questionId, body } : { courseId, body }, {
      onSuccess: (saved) => {
        toast.success(t(questionId ? 'editor.saved' : 'editor.added'));
        onDone(saved);
      },
      onError: (error) => form.fail(error),
    }),
  );
  const promptHint = (type: QuestionType) => {
    if (isGapType(type)) return t('editor.gapPromptHint');
    if (type === 'cloze') return t('editor.clozePromptHint');
    return type === 'calculated' ? t('editor.calcPromptHint') : undefined;
  };
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;

  return (
    <form
      onSubmit={(event) => {
        // React carries a dialog's events up the component tree: the quiz form the editor opens from must not submit.
        event.stopPropagation();
        submit(event);
      }}
      noValidate
    >
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NativeSelect
            label={t('editor.type')}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            value={form.values.type}
            onChange={(event) => form.setValues(withType(form.values, event.currentTarget.value as QuestionType))}
            disabled={pending}
          />
          <NumberInput
            label={t('editor.points')}
            required
            min={0.01}
            max={POINTS_MAX}
            step={0.5}
            decimalScale={2}
            decimalSeparator="."
            {...form.getInputProps('points')}
            disabled={pending}
          />
        </SimpleGrid>
        <Textarea
          label={t('editor.prompt')}
          description={promptHint(form.values.type)}
          required
          autosize
          minRows={3}
          maxRows={12}
          maxLength={QUESTION_PROMPT_MAX}
          data-autofocus
          {...form.getInputProps('prompt')}
          disabled={pending}
        />
        <TypeFields form={form} disabled={pending} />
        <Textarea
          label={t('editor.generalFeedback')}
          description={t('editor.generalFeedbackHint')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={FEEDBACK_MAX}
          {...form.getInputProps('generalFeedback')}
          disabled={pending}
        />
        {/* An essay is marked by hand: it is never checked, so it has no feedback by mark, hints or penalty. */}
        {form.values.type === 'essay' ? null : <TriesFields form={form} disabled={pending} />}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('editor.category')}
            data={[
              { value: '', label: t('bank.noCategory') },
              ...categories.map((category) => ({ value: category.id, label: category.name })),
            ]}
            {...form.getInputProps('categoryId')}
            value={form.values.categoryId ?? ''}
            disabled={pending}
          />
          <TagsInput
            label={t('editor.tags')}
            description={t('editor.tagsHint')}
            maxTags={TAGS_MAX}
            {...form.getInputProps('tags')}
            disabled={pending}
          />
          <TextInput
            label={t('editor.idNumber')}
            description={t('editor.idNumberHint')}
            maxLength={ID_NUMBER_MAX}
            autoComplete="off"
            {...form.getInputProps('idNumber')}
            disabled={pending}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {questionId ? t('editor.save') : t('editor.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
