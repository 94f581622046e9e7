import { useState } from 'react';
import { Badge, Button, Checkbox, Group, NativeSelect, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencilPlus, IconQuestionMark, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankQuestion, QuestionCategory } from '@talentpath/contracts/question-bank';
import { QUESTION_TYPES, type QuestionType } from '@talentpath/contracts/questions';
import { AppModal } from '../../../../../components/ui/app-modal';
import { EmptyState } from '../../../../../components/ui/list-state';
import { QueryError } from '../../../../../components/ui/query-states';
import { SEARCH_DEBOUNCE_MS } from '../../../../../lib/use-list-state';
import { useQuestionBank } from '../../api/question-bank';
import { QuestionsFooter } from '../bank/question-row';
import { newDraft, type QuestionDraft } from '../question-editor/question-draft';
import { quizAuthoringKeys } from '../../api/query-keys';
import classes from '../quiz-authoring.module.css';

const PAGE_SIZE = 10;

type Props = {
  opened: boolean;
  onClose: () => void;
  courseId: string;
  categories: QuestionCategory[];
  /** Questions the quiz has already: shown, not offered again. */
  taken: Set<string>;
  onAdd: (questions: BankQuestion[]) => void;
  /** Writes a new question instead (the editor opens over the picker on this draft). */
  onWrite: (draft: QuestionDraft) => void;
};

/**
 * Questions of the course's bank to add to the quiz, found by text, type and category, several at once. When none
 * is found (a new course's bank is empty) it offers to write one, of the type and in the category looked for.
 */
export function QuestionPickerModal({ opened, onClose, ...rest }: Props) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('picker.title')} size="xl">
      {opened && <Picker onClose={onClose} {...rest} />}
    </AppModal>
  );
}

function Picker({ onClose, courseId, categories, taken, onAdd, onWrite }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('quiz-authoring');
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [searchTerm] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [type, setType] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, BankQuestion>>(new Map());
  const bank = useQuestionBank(courseId, {
    searchTerm: searchTerm || undefined,
    type: (type || undefined) as QuestionType | undefined,
    categoryId: categoryId || undefined,
    sort: '-updatedAt',
    pageNumber: page,
    pageSize: PAGE_SIZE,
  });
  const filtered = Boolean(search.trim() || type || categoryId);
  const pages = bank.data ? Math.max(1, Math.ceil(bank.data.totalCount / PAGE_SIZE)) : 1;
  const toggle = (question: BankQuestion, on: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(question.id, question);
      else next.delete(question.id);
      return next;
    });
  const add = () => {
    const questions = [...chosen.values()];
    // The quiz shows each question it holds: what the picker read is what it would fetch.
    for (const question of questions) client.setQueryData(quizAuthoringKeys.question(question.id), question);
    onAdd(questions);
    onClose();
  };

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('bank.search')}
          placeholder={t('bank.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maxLength={100}
          data-autofocus
          style={{ flex: '2 1 200px' }}
        />
        <NativeSelect
          label={t('bank.type')}
          value={type}
          onChange={(event) => {
            setType(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t('bank.allTypes') },
            ...QUESTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
          ]}
          style={{ flex: '1 1 150px' }}
        />
        <NativeSelect
          label={t('editor.category')}
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t('categories.all') },
            { value: 'none', label: t('bank.noCategory') },
            ...categories.map((category) => ({ value: category.id, label: category.name })),
          ]}
          style={{ flex: '1 1 150px' }}
        />
      </Group>
      {bank.isError && !bank.data ? (
        <QueryError error={bank.error} onRetry={() => void bank.refetch()} />
      ) : !bank.data ? (
        <Stack role="status" gap="xs" aria-busy="true" aria-label={t('bank.loading')}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} height={56} radius="md" />
          ))}
        </Stack>
      ) : bank.data.totalCount === 0 ? (
        <EmptyState
          icon={<IconQuestionMark size={24} />}
          title={filtered ? t('picker.none') : t('picker.empty')}
          text={t('picker.writeHint')}
          action={
            <Button
              leftSection={<IconPencilPlus size={18} aria-hidden />}
              onClick={() =>
                onWrite(
                  newDraft(
                    (type || undefined) as QuestionType | undefined,
                    categoryId && categoryId !== 'none' ? categoryId : null,
                  ),
                )
              }
            >
              {t('slots.writeQuestion')}
            </Button>
          }
        />
      ) : (
        <Stack gap="xs" role="group" aria-label={t('picker.list')}>
          {bank.data.items.map((question) => {
            const inQuiz = taken.has(question.id);
            return (
              <Paper key={question.id} withBorder radius="md" p="xs">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Checkbox
                    mt={2}
                    aria-label={t('picker.choose', { prompt: question.question.prompt.slice(0, 80) })}
                    checked={inQuiz || chosen.has(question.id)}
                    disabled={inQuiz}
                    onChange={(event) => toggle(question, event.currentTarget.checked)}
                  />
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" className={classes.clamp}>
                      {question.question.prompt}
                    </Text>
                    <Group gap={6} wrap="wrap">
                      <Badge c="dark.7" variant="light" size="sm">
                        {t(`types.${question.question.type}`)}
                      </Badge>
                      <Badge variant="outline" color="gray.8" size="sm">
                        {t('bank.points', { count: question.question.points })}
                      </Badge>
                      {inQuiz && (
                        <Badge c="dark.7" variant="light" color="green" size="sm">
                          {t('picker.inQuiz')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
          <QuestionsFooter total={bank.data.totalCount} page={page} pages={pages} onPage={setPage} />
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={add} disabled={chosen.size === 0}>
          {t('picker.add', { count: chosen.size })}
        </Button>
      </Group>
    </Stack>
  );
}
