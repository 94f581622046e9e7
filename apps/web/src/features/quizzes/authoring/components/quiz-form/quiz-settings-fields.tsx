import {
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../../components/ui/date-field';
import {
  GRADING_METHODS,
  QUESTION_BEHAVIOURS,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_LAYOUTS,
  QUIZ_TITLE_MAX,
  REVIEW_POLICIES,
  TIME_LIMIT_MAX,
} from '@talentpath/contracts/quizzes';
import { LEGEND_STYLES } from '../question-editor/editor-parts';
import { ATTEMPT_CHOICES } from './quiz-draft';
import type { QuizFormApi } from './use-quiz-form';

/**
 * The quiz's settings, grouped as Moodle groups them: general, timing (time limit, opening and closing), grade
 * (attempts, grading method, pass mark), review, question behaviour and completion.
 */
export function QuizSettingsFields({ form, disabled }: { form: QuizFormApi; disabled: boolean }) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Stack gap="lg">
      <Fieldset legend={t('quizForm.general')} radius="md" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <TextInput
            label={t('quizForm.title')}
            required
            maxLength={QUIZ_TITLE_MAX}
            {...form.getInputProps('title')}
            disabled={disabled}
          />
          <Textarea
            label={t('quizForm.description')}
            description={t('quizForm.descriptionHint')}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={QUIZ_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
            disabled={disabled}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('quizForm.timing')} radius="md" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <Group gap="md" align="flex-end" wrap="wrap">
            <Switch
              label={t('quizForm.timeLimited')}
              {...form.getInputProps('timeLimited', { type: 'checkbox' })}
              disabled={disabled}
              mb={8}
            />
            {form.values.timeLimited && (
              <NumberInput
                label={t('quizForm.timeLimitMinutes')}
                min={1}
                max={TIME_LIMIT_MAX}
                allowDecimal={false}
                w={180}
                {...form.getInputProps('timeLimitMinutes')}
                disabled={disabled}
              />
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField
              withTime
              label={t('quizForm.opensAt')}
              description={t('quizForm.opensAtHint')}
              {...form.getInputProps('opensAt')}
              disabled={disabled}
            />
            <DateField
              withTime
              label={t('quizForm.closesAt')}
              description={t('quizForm.closesAtHint')}
              {...form.getInputProps('closesAt')}
              disabled={disabled}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('quizForm.grade')} radius="md" styles={LEGEND_STYLES}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={t('quizForm.attemptsAllowed')}
            data={ATTEMPT_CHOICES.map((value) => ({
              value,
              label: value === 'unlimited' ? t('quizForm.unlimited') : value,
            }))}
            {...form.getInputProps('attemptsAllowed')}
            disabled={disabled}
          />
          <NativeSelect
            label={t('quizForm.gradingMethod')}
            description={t('quizForm.gradingMethodHint')}
            data={GRADING_METHODS.map((value) => ({ value, label: t(`gradingMethods.${value}`) }))}
            {...form.getInputProps('gradingMethod')}
            disabled={disabled}
          />
          <NumberInput
            label={t('quizForm.passMark')}
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator="."
            suffix=" %"
            {...form.getInputProps('passMark')}
            disabled={disabled}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('quizForm.behaviour')} radius="md" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('quizForm.review')}
              description={t('quizForm.reviewHint')}
              data={REVIEW_POLICIES.map((value) => ({ value, label: t(`reviews.${value}`) }))}
              {...form.getInputProps('review')}
              disabled={disabled}
            />
            <NativeSelect
              label={t('quizForm.layout')}
              data={QUIZ_LAYOUTS.map((value) => ({ value, label: t(`layouts.${value}`) }))}
              {...form.getInputProps('layout')}
              disabled={disabled}
            />
          </SimpleGrid>
          <Radio.Group label={t('quizForm.questionBehaviour')} {...form.getInputProps('behaviour')}>
            <Stack gap="xs" mt={6}>
              {QUESTION_BEHAVIOURS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`behaviours.${value}.label`)}
                  description={t(`behaviours.${value}.hint`)}
                  disabled={disabled}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Switch
            label={t('quizForm.shuffleQuestions')}
            description={t('quizForm.shuffleQuestionsHint')}
            {...form.getInputProps('shuffleQuestions', { type: 'checkbox' })}
            disabled={disabled}
          />
          <Switch
            label={t('quizForm.shuffleOptions')}
            description={t('quizForm.shuffleOptionsHint')}
            {...form.getInputProps('shuffleOptions', { type: 'checkbox' })}
            disabled={disabled}
          />
          <Switch
            label={t('quizForm.required')}
            description={t('quizForm.requiredHint')}
            {...form.getInputProps('requiredToCompleteLesson', { type: 'checkbox' })}
            disabled={disabled}
          />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
