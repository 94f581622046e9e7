import { useRef, useState } from 'react';
import {
  Button,
  Fieldset,
  FileInput,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useTranslation } from 'react-i18next';
import type { QuestionCategory } from '@talentpath/contracts/question-bank';
import {
  QUESTION_IMPORT_FORMATS,
  type QuestionImportFields,
  type QuestionImportFormat,
  type QuestionImportReport,
  questionImportInput,
} from '@talentpath/contracts/question-import';
import { AppModal } from '../../../../../components/ui/app-modal';
import { FormAlert } from '../../../../../components/ui/form-alert';
import { errorMessage } from '../../../../../lib/error-message';
import { useAppForm } from '../../../../../lib/form';
import { toast } from '../../../../../lib/toast';
import { useImportQuestions } from '../../api/import-questions';
import { LEGEND_STYLES } from '../question-editor/editor-parts';
import { ImportReport } from './import-report';

type ImportValues = { format: QuestionImportFormat; text: string; categoryId: string };

/** The import form's schema: the contract's, with "no category" written as '' in the select. */
const importForm: StandardSchemaV1<ImportValues, QuestionImportFields> = {
  '~standard': {
    version: 1,
    vendor: 'talentpath',
    validate: (value) => {
      const values = value as ImportValues;
      const parsed = questionImportInput.safeParse({ ...values, categoryId: values.categoryId || null });
      if (parsed.success) return { value: parsed.data };
      return { issues: parsed.error.issues.map((issue) => ({ message: issue.message, path: issue.path.map(String) })) };
    },
  },
};

/**
 * The format a file's name (and, for .txt, its text) suggests: Moodle XML starts with `<?xml` or `<quiz>`, Aiken files
 * end questions with ANSWER: lines.
 */
export function formatOfFile(name: string, text: string): QuestionImportFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.xml') || /^\uFEFF?\s*<(?:\?xml|quiz)/.test(text)) return 'moodle-xml';
  if (lower.endsWith('.gift')) return 'gift';
  return /^\s*ANSWER:\s*[A-Z]\s*$/m.test(text) && !text.includes('{') ? 'aiken' : 'gift';
}

type Props = { opened: boolean; onClose: () => void; courseId: string; categories: QuestionCategory[] };

/**
 * Import questions from a GIFT, Aiken, Moodle XML or CSV file, pasted or uploaded: check first (nothing stored), then
 * import.
 */
export function ImportDialog({ opened, onClose, courseId, categories }: Props) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('import.title')} size="xl">
      {opened && <ImportForm courseId={courseId} categories={categories} onDone={onClose} />}
    </AppModal>
  );
}

function ImportForm({ courseId, categories, onDone }: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { t } = useTranslation('quiz-authoring');
  const run = useImportQuestions();
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const dryRun = useRef(true);
  const form = useAppForm({
    schema: importForm,
    initialValues: { format: 'gift', text: '', categoryId: '' } as ImportValues,
    onValuesChange: () => setReport(null),
  });
  const pending = run.isPending;

  const readFile = async (file: File | null) => {
    if (!file) return;
    const text = await file.text();
    form.setValues({ text, format: formatOfFile(file.name, text) });
  };
  const submit = form.onSubmit((body) =>
    run.mutate(
      { courseId, body: { ...body, dryRun: dryRun.current } },
      {
        onSuccess: (answer) => {
          setReport(answer);
          if (!answer.dryRun) toast.success(t('import.done', { count: answer.imported }));
        },
        onError: (error) => form.fail(error),
      },
    ),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  const imported = report !== null && !report.dryRun;

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {general && <FormAlert>{general}</FormAlert>}
          <Text size="sm" c="dimmed">
            {t('import.intro')}
          </Text>
          <Fieldset variant="unstyled" legend={t('import.format')} styles={LEGEND_STYLES}>
            <SegmentedControl
              data={QUESTION_IMPORT_FORMATS.map((format) => ({ value: format, label: t(`import.formats.${format}`) }))}
              {...form.getInputProps('format')}
              disabled={pending || imported}
              fullWidth
            />
          </Fieldset>
          <FileInput
            label={t('import.file')}
            description={t('import.fileHint')}
            accept=".gift,.txt,.xml,.csv,text/plain,text/csv,application/xml,text/xml"
            leftSection={<IconUpload size={16} aria-hidden />}
            onChange={(file) => void readFile(file)}
            clearable
            // Mantine's clear button has no name of its own: axe's button-name, and a screen reader's "button".
            clearButtonProps={{ 'aria-label': t('import.clearFile') }}
            disabled={pending || imported}
          />
          <Textarea
            label={t('import.text')}
            description={t('import.textHint')}
            autosize
            minRows={6}
            maxRows={14}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('text')}
            disabled={pending || imported}
          />
          <NativeSelect
            label={t('import.category')}
            description={t('import.categoryHint')}
            data={[
              { value: '', label: t('bank.noCategory') },
              ...categories.map((category) => ({ value: category.id, label: category.name })),
            ]}
            {...form.getInputProps('categoryId')}
            disabled={pending || imported}
          />
          {!imported && (
            <Group justify="flex-end" gap="sm">
              <Button
                type="submit"
                variant="default"
                loading={pending && dryRun.current}
                disabled={pending}
                onClick={() => {
                  dryRun.current = true;
                }}
              >
                {t('import.check')}
              </Button>
              <Button
                type="submit"
                loading={pending && !dryRun.current}
                disabled={pending}
                onClick={() => {
                  dryRun.current = false;
                }}
              >
                {t('import.run')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {report && <ImportReport key={report.dryRun ? 'check' : 'import'} report={report} />}
      {imported && (
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('import.close')}</Button>
        </Group>
      )}
    </Stack>
  );
}
