import { useState } from 'react';
import { Accordion, Fieldset, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX, HINTS_MAX, PENALTY_DEFAULT } from '@talentpath/contracts/questions';
import { AddRowButton, LEGEND_STYLES, ListError, RemoveLine } from './editor-parts';
import { numberOf } from './number-draft';
import { newText, type QuestionDraft } from './question-draft';
import type { QuestionFormApi } from './use-question-form';

type Props = { form: QuestionFormApi; disabled: boolean };

const SECTION = 'tries';
const FIELDS = ['correctFeedback', 'partialFeedback', 'incorrectFeedback', 'hints', 'penalty'];
const FEEDBACKS = [
  ['correctFeedback', 'editor.correctFeedback'],
  ['partialFeedback', 'editor.partialFeedback'],
  ['incorrectFeedback', 'editor.incorrectFeedback'],
] as const;

/** Whether the author has written any of the section (or changed the penalty): it then opens by itself. */
const written = (draft: QuestionDraft) =>
  [draft.correctFeedback, draft.partialFeedback, draft.incorrectFeedback].some((text) => text.trim() !== '') ||
  draft.hints.length > 0 ||
  numberOf(draft.penalty) !== PENALTY_DEFAULT;

/**
 * Feedback and hints (Moodle's combined feedback and interactive behaviour, ADR 0056): what a right, a partly right
 * and a wrong response is told, the hints an interactive quiz shows after each wrong try, and what each wrong try
 * costs. Folded away while nothing is written; open whenever one of its fields has an error, so the focus can reach it.
 */
export function TriesFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const [open, setOpen] = useState(() => written(form.values));
  const failed = Object.keys(form.errors).some((path) => FIELDS.includes(path.split('.')[0] ?? ''));
  const hints = form.values.hints;
  return (
    <Accordion
      variant="contained"
      radius="md"
      value={open || failed ? SECTION : null}
      onChange={(value) => setOpen(value === SECTION)}
      // Opened by an error, the fields must be shown in the same render: the form focuses the first invalid one then.
      transitionDuration={0}
    >
      <Accordion.Item value={SECTION}>
        <Accordion.Control icon={<IconMessages size={18} aria-hidden />}>{t('editor.tries')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('editor.triesHint')}
            </Text>
            {FEEDBACKS.map(([field, label]) => (
              <Textarea
                key={field}
                label={t(label)}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={FEEDBACK_MAX}
                {...form.getInputProps(field)}
                disabled={disabled}
              />
            ))}
            <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.hints')}>
              <Stack gap="xs">
                <Text size="sm" c="dimmed">
                  {t('editor.hintsHint')}
                </Text>
                {hints.map((hint, index) => {
                  const name = t('editor.hintName', { number: index + 1 });
                  return (
                    <Group key={hint.key} gap="xs" wrap="nowrap" align="flex-start">
                      <Textarea
                        label={name}
                        required
                        autosize
                        minRows={1}
                        maxRows={6}
                        maxLength={FEEDBACK_MAX}
                        style={{ flex: 1 }}
                        {...form.getInputProps(`hints.${index}.text`)}
                        disabled={disabled}
                      />
                      <RemoveLine
                        label={t('editor.remove', { name })}
                        onClick={() => form.removeListItem('hints', index)}
                        disabled={disabled}
                      />
                    </Group>
                  );
                })}
                <ListError path="hints">{form.getInputProps('hints').error}</ListError>
                <AddRowButton
                  onClick={() => form.insertListItem('hints', newText())}
                  disabled={disabled || hints.length >= HINTS_MAX}
                >
                  {t('editor.addHint')}
                </AddRowButton>
              </Stack>
            </Fieldset>
            <NumberInput
              label={t('editor.penalty')}
              description={t('editor.penaltyHint')}
              required
              min={0}
              max={100}
              decimalScale={5}
              suffix=" %"
              decimalSeparator="."
              maw={280}
              {...form.getInputProps('penalty')}
              disabled={disabled}
            />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
