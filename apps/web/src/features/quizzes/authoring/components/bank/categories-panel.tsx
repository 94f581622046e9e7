import { type ReactNode, useState } from 'react';
import { Badge, Group, Menu, NavLink, Paper, Stack, Title } from '@mantine/core';
import { IconFolder, IconFolderOff, IconFolders, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionCategory } from '@talentpath/contracts/question-bank';
import { RowMenu } from '../../../../../components/ui/row-menu';
import classes from '../quiz-authoring.module.css';
import { AddCategoryForm, DeleteCategoryModal, RenameCategoryModal } from './category-forms';

type Props = {
  courseId: string;
  categories: QuestionCategory[];
  uncategorized: number;
  /** The category filter: an id, 'none' or null (all). */
  value: string | null;
  onChange: (categoryId: string | null) => void;
};

/**
 * The bank's categories with their number of questions, as a filter (all, none, one), and where they are added,
 * renamed and deleted (a deleted category's questions stay in the bank, in no category).
 */
export function CategoriesPanel({ courseId, categories, uncategorized, value, onChange }: Props) {
  const { t } = useTranslation('quiz-authoring');
  const [renaming, setRenaming] = useState<QuestionCategory | null>(null);
  const [deleting, setDeleting] = useState<QuestionCategory | null>(null);
  const total = categories.reduce((sum, c) => sum + c.questionCount, uncategorized);
  const count = (n: number) => (
    <Badge c="dark.7" variant="light" color="gray" size="sm">
      {n}
    </Badge>
  );
  const entry = (key: string | null, label: string, n: number, icon: ReactNode) => (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      rightSection={count(n)}
      active={value === key}
      aria-current={value === key ? 'true' : undefined}
      onClick={() => onChange(key)}
      className={classes.wrap}
    />
  );

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="categories-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="categories-heading">
          {t('categories.title')}
        </Title>
        <nav aria-label={t('categories.filter')}>
          {entry(null, t('categories.all'), total, <IconFolders size={18} aria-hidden />)}
          {entry('none', t('bank.noCategory'), uncategorized, <IconFolderOff size={18} aria-hidden />)}
          {categories.map((category) => (
            <Group key={category.id} gap={0} wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>
                {entry(category.id, category.name, category.questionCount, <IconFolder size={18} aria-hidden />)}
              </div>
              <RowMenu label={t('categories.actionsFor', { name: category.name })}>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setRenaming(category)}>
                  {t('categories.rename')}
                </Menu.Item>
                <Menu.Item
                  color="red.9"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDeleting(category)}
                >
                  {t('categories.delete')}
                </Menu.Item>
              </RowMenu>
            </Group>
          ))}
        </nav>
        <AddCategoryForm courseId={courseId} />
      </Stack>
      <RenameCategoryModal category={renaming} onClose={() => setRenaming(null)} />
      <DeleteCategoryModal
        category={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(category) => value === category.id && onChange(null)}
      />
    </Paper>
  );
}
