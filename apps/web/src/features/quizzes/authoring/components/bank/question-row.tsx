import { Badge, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCopy, IconFolder, IconPencil, IconTag, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BankQuestion } from '@talentpath/contracts/question-bank';
import { ListFooter } from '../../../../../components/ui/list-footer';
import { RowMenu } from '../../../../../components/ui/row-menu';
import { formatDateTime } from '../../../../../lib/format-date-time';
import { TYPE_ICONS } from '../question-editor/question-type';
import classes from '../quiz-authoring.module.css';

/** A prompt cut to a length a label can carry. */
export const shortText = (text: string, max = 60) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

type Props = {
  question: BankQuestion;
  categoryName: string | null;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onTag: (tag: string) => void;
};

/** One question of the bank: its text, type, points, category, tags and last change, and what can be done to it. */
export function QuestionRow({ question, categoryName, onEdit, onDuplicate, onDelete, onTag }: Props) {
  const { t, i18n } = useTranslation('quiz-authoring');
  const { type, prompt, points } = question.question;
  const Icon = TYPE_ICONS[type];
  const headingId = `question-${question.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={headingId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton onClick={onEdit} aria-describedby={`${headingId}-facts`}>
            <Text fw={600} id={headingId} className={classes.clamp}>
              {prompt}
            </Text>
          </UnstyledButton>
          <Group gap={6} wrap="wrap" id={`${headingId}-facts`}>
            <Badge c="dark.7" variant="light" leftSection={<Icon size={12} aria-hidden />}>
              {t(`types.${type}`)}
            </Badge>
            <Badge variant="outline" color="gray.8">
              {t('bank.points', { count: points })}
            </Badge>
            <Badge variant="default" tt="none" leftSection={<IconFolder size={12} aria-hidden />}>
              {categoryName ?? t('bank.noCategory')}
            </Badge>
            {question.question.idNumber && (
              <Badge variant="default" tt="none">
                {t('bank.idNumber', { idNumber: question.question.idNumber })}
              </Badge>
            )}
            {question.tags.map((tag) => (
              <Badge
                c="dark.7"
                key={tag}
                component="button"
                type="button"
                variant="light"
                color="grape"
                tt="none"
                leftSection={<IconTag size={12} aria-hidden />}
                onClick={() => onTag(tag)}
                aria-label={t('bank.filterByTag', { tag })}
                style={{ cursor: 'pointer' }}
              >
                {tag}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t('bank.updated', { when: formatDateTime(question.updatedAt, i18n.language), version: question.version })}
          </Text>
        </Stack>
        <RowMenu label={t('bank.actionsFor', { prompt: shortText(prompt) })}>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {t('bank.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={onDuplicate}>
            {t('bank.duplicate')}
          </Menu.Item>
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            {t('bank.delete')}
          </Menu.Item>
        </RowMenu>
      </Group>
    </Paper>
  );
}

/** Under a page of questions: how many match, and the page buttons. */
export function QuestionsFooter({
  total,
  page,
  pages,
  onPage,
}: {
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('quiz-authoring');
  return (
    <ListFooter
      totalText={t('bank.total', { count: total })}
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        previous: t('paging.previous'),
        next: t('paging.next'),
        page: (item) => t('paging.page', { page: item }),
      }}
    />
  );
}
