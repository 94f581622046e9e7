import { useEffect, useState } from 'react';
import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import { QUESTION_PROMPT_MAX } from '@talentpath/contracts/questions';
import { EmptyState } from '../../../../components/ui/list-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { usePageCount } from '../../../../lib/use-list-state';
import { useMyCourses } from '../api/my-courses';
import { useQuestionBank } from '../api/question-bank';
import { BankQuestions } from '../components/bank/bank-questions';
import { BankToolbar } from '../components/bank/bank-toolbar';
import { BankTransfer } from '../components/bank/bank-transfer';
import { CategoriesPanel } from '../components/bank/categories-panel';
import { CoursePicker } from '../components/bank/course-picker';
import { useBankFilters } from '../components/bank/use-bank-filters';
import { draftOf, newDraft } from '../components/question-editor/question-draft';
import { type EditorTarget, QuestionEditorModal } from '../components/question-editor/question-editor-modal';

/**
 * /coordinator/quiz-creator: the question bank of one of my courses (chosen in the address, ?courseId=) — its
 * categories, its questions searched, filtered and sorted, and the editor where each is written.
 */
export function QuizCreatorPage() {
  const { t } = useTranslation('quiz-authoring');
  usePageTitle(t('bank.title'));
  const filters = useBankFilters();
  const { courseId } = filters;
  const courses = useMyCourses();
  const bank = useQuestionBank(courseId, { ...filters.query, pageNumber: filters.page, pageSize: filters.pageSize });
  const pages = usePageCount(filters, bank);
  const [editor, setEditor] = useState<EditorTarget | null>(null);

  // A coordinator with one course has nothing to choose.
  const only = courses.data?.totalCount === 1 ? courses.data.items[0] : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: writes the address once the one course is known
  useEffect(() => {
    if (!courseId && only) filters.setCourseId(only.id);
  }, [courseId, only?.id]);

  const categories = bank.data?.categories ?? [];
  const filterCategory = filters.categoryId && filters.categoryId !== 'none' ? filters.categoryId : null;
  const openNew = () =>
    setEditor({ mode: 'new', draft: newDraft(filters.type === 'all' ? undefined : filters.type, filterCategory) });
  const openEdit = (question: BankQuestion) => setEditor({ mode: 'edit', question, draft: draftOf(question) });
  const openDuplicate = (question: BankQuestion) => {
    const draft = draftOf(question);
    const prompt = `${draft.prompt}${t('bank.copySuffix')}`.slice(0, QUESTION_PROMPT_MAX);
    // An id number is the question's own in the bank (Moodle gives a copy the next one free); the copy starts without.
    setEditor({ mode: 'duplicate', draft: { ...draft, prompt, idNumber: '' } });
  };

  const newQuestion = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew} disabled={!courseId}>
      {t('bank.newQuestion')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('bank.title')}
        text={t('bank.intro')}
        action={
          <Group gap="sm">
            {courseId && <BankTransfer courseId={courseId} categories={categories} />}
            {newQuestion}
          </Group>
        }
      />
      <CoursePicker value={courseId} onChange={filters.setCourseId} style={{ maxWidth: 480 }} />
      {!courseId ? (
        courses.data?.totalCount === 0 ? (
          <EmptyState
            icon={<IconBooks size={24} />}
            title={t('bank.noCourses.title')}
            text={t('bank.noCourses.text')}
            action={
              <Button component={Link} to="/coordinator/course-details">
                {t('bank.noCourses.action')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<IconBooks size={24} />}
            title={t('bank.chooseCourse.title')}
            text={t('bank.chooseCourse.text')}
          />
        )
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CategoriesPanel
              courseId={courseId}
              categories={categories}
              uncategorized={bank.data?.uncategorised ?? 0}
              value={filters.categoryId}
              onChange={filters.setCategoryId}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md" component="section" aria-labelledby="questions-heading">
              <BankToolbar filters={filters} />
              <BankQuestions
                filters={filters}
                page={bank.data}
                pages={pages}
                failed={bank.isError}
                retrying={bank.isFetching}
                onRetry={() => void bank.refetch()}
                onNew={openNew}
                onEdit={openEdit}
                onDuplicate={openDuplicate}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      {courseId && (
        <QuestionEditorModal
          target={editor}
          courseId={courseId}
          categories={categories}
          onClose={() => setEditor(null)}
        />
      )}
    </Stack>
  );
}
