import { Fieldset, Group, Paper, Stack, Text, Textarea, TextInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPTION_TEXT_MAX, OPTIONS_MAX, OPTIONS_MIN } from '@talentpath/contracts/questions';
import { AddRowButton, LEGEND_STYLES, ListError, RemoveLine } from './editor-parts';
import { newPair, newText } from './question-draft';
import type { QuestionFormApi } from './use-question-form';

/**
 * Matching: pairs of a prompt and its match (learners get the matches mixed, with the distractors, and pick one
 * for each prompt), and wrong matches offered beside the right ones.
 */
export function MatchingFields({ form, disabled }: { form: QuestionFormApi; disabled: boolean }) {
  const { t } = useTranslation('quiz-authoring');
  const { pairs, distractors } = form.values;
  return (
    <Stack gap="md">
      <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.pairs')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('editor.pairsHint')}
          </Text>
          {pairs.map((pair, index) => {
            const name = t('editor.pairName', { number: index + 1 });
            return (
              <Paper key={pair.id} withBorder radius="md" p="xs">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fw={600} size="sm">
                      {name}
                    </Text>
                    <RemoveLine
                      label={t('editor.remove', { name })}
                      onClick={() => form.removeListItem('pairs', index)}
                      disabled={disabled || pairs.length <= OPTIONS_MIN}
                      mt={0}
                    />
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                    <Textarea
                      label={t('editor.pairPrompt', { name })}
                      autosize
                      minRows={1}
                      maxRows={4}
                      maxLength={OPTION_TEXT_MAX}
                      required
                      {...form.getInputProps(`pairs.${index}.prompt`)}
                      disabled={disabled}
                    />
                    <TextInput
                      label={t('editor.pairMatch', { name })}
                      maxLength={OPTION_TEXT_MAX}
                      required
                      {...form.getInputProps(`pairs.${index}.match`)}
                      disabled={disabled}
                    />
                  </SimpleGrid>
                </Stack>
              </Paper>
            );
          })}
          <ListError path="pairs">{form.getInputProps('pairs').error}</ListError>
          <AddRowButton
            onClick={() => form.insertListItem('pairs', newPair())}
            disabled={disabled || pairs.length >= OPTIONS_MAX}
          >
            {t('editor.addPair')}
          </AddRowButton>
        </Stack>
      </Fieldset>
      <Fieldset variant="unstyled" styles={LEGEND_STYLES} legend={t('editor.distractors')}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('editor.distractorsHint')}
          </Text>
          {distractors.map((distractor, index) => {
            const name = t('editor.distractorName', { number: index + 1 });
            return (
              <Group key={distractor.key} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  label={name}
                  maxLength={OPTION_TEXT_MAX}
                  required
                  style={{ flex: 1 }}
                  {...form.getInputProps(`distractors.${index}.text`)}
                  disabled={disabled}
                />
                <RemoveLine
                  label={t('editor.remove', { name })}
                  onClick={() => form.removeListItem('distractors', index)}
                  disabled={disabled}
                />
              </Group>
            );
          })}
          <ListError path="distractors">{form.getInputProps('distractors').error}</ListError>
          <AddRowButton
            onClick={() => form.insertListItem('distractors', newText())}
            disabled={disabled || distractors.length >= OPTIONS_MAX}
          >
            {t('editor.addDistractor')}
          </AddRowButton>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
