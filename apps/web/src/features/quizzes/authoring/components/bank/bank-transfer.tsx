import { useState } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  QUESTION_EXPORT_EXTENSIONS,
  QUESTION_EXPORT_FORMATS,
  type QuestionExportFormat,
} from '@talentpath/contracts/question-import';
import type { QuestionCategory } from '@talentpath/contracts/question-bank';
import { errorMessage } from '../../../../../lib/error-message';
import { toast } from '../../../../../lib/toast';
import { exportQuestions } from '../../api/export-questions';
import { ImportDialog } from './import-dialog';

const today = () => new Date().toISOString().slice(0, 10);

/** Import questions from a file (a dialog), and export the whole bank as GIFT, Moodle XML or CSV. */
export function BankTransfer({ courseId, categories }: { courseId: string; categories: QuestionCategory[] }) {
  const { t } = useTranslation('quiz-authoring');
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const runExport = async (format: QuestionExportFormat) => {
    setExporting(true);
    try {
      await exportQuestions(courseId, format, `questions-${today()}.${QUESTION_EXPORT_EXTENSIONS[format]}`);
      toast.success(t('transfer.exported'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden />}
        onClick={() => setImporting(true)}
      >
        {t('transfer.import')}
      </Button>
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileExport size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={exporting}
          >
            {t('transfer.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {QUESTION_EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => void runExport(format)}>
              {t(`transfer.exportAs.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <ImportDialog
        opened={importing}
        onClose={() => setImporting(false)}
        courseId={courseId}
        categories={categories}
      />
    </Group>
  );
}
