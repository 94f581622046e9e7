import { Group, Radio, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX } from '@talentpath/contracts/questions';
import type { QuestionFormApi } from './use-question-form';

type Props = { form: QuestionFormApi; disabled: boolean };

/** True or false: which of the two is right. */
export function TrueFalseFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Radio.Group label={t('editor.trueFalse')} required {...form.getInputProps('correct')}>
      <Group gap="lg" mt={6}>
        <Radio value="true" label={t('editor.true')} disabled={disabled} />
        <Radio value="false" label={t('editor.false')} disabled={disabled} />
      </Group>
    </Radio.Group>
  );
}

/** Essay: graded by hand; what the grader should look for (never shown to learners). */
export function EssayFields({ form, disabled }: Props) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <Textarea
      label={t('editor.graderInfo')}
      description={t('editor.graderInfoHint')}
      autosize
      minRows={3}
      maxRows={10}
      maxLength={FEEDBACK_MAX}
      {...form.getInputProps('graderInfo')}
      disabled={disabled}
    />
  );
}
