import { ActionIcon, Alert, Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  IconArrowDown,
  IconArrowUp,
  IconBrandYoutube,
  IconClipboardList,
  IconFileText,
  IconInfoCircle,
  IconLink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lesson, Material } from '@talentpath/contracts/lessons';
import classes from './authoring.module.css';
import { MaterialRow } from './material-row';
import { MaterialUploads } from './material-uploads';
import { RowMenu } from '../../../../components/ui/row-menu';
import { type RowControls, SortableList } from '../../../../components/ui/sortable-list';
import { lessonQuizzesQuery } from '../../api/lesson-quizzes';

export type LessonHandlers = {
  onEdit: (lesson: Lesson) => void;
  onDelete: (lesson: Lesson) => void;
  onMaterial: (kind: Material['kind'], lesson: Lesson, material: Material | null) => void;
  onDeleteMaterial: (material: Material) => void;
  onReorderMaterials: (lesson: Lesson, ids: string[], movedId: string) => void;
};

type Props = { lesson: Lesson; controls: RowControls; handlers: LessonHandlers };

const ADDABLE = [
  { kind: 'text', icon: IconFileText },
  { kind: 'link', icon: IconLink },
  { kind: 'video', icon: IconBrandYoutube },
] as const;

/**
 * Moves the lesson one place. At either end it stays focusable (a disabled button would drop the keyboard focus
 * after the move that took it there) and does nothing.
 */
function MoveButton({
  lesson,
  controls,
  direction,
}: {
  lesson: Lesson;
  controls: RowControls;
  direction: 'up' | 'down';
}) {
  const { t } = useTranslation('course-authoring');
  const atEnd = direction === 'up' ? controls.index === 0 : controls.index === controls.count - 1;
  const Icon = direction === 'up' ? IconArrowUp : IconArrowDown;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      data-move={`${lesson.id}-${direction}`}
      aria-label={t(direction === 'up' ? 'lesson.moveUp' : 'lesson.moveDown', { title: lesson.title })}
      aria-disabled={atEnd || undefined}
      data-disabled={atEnd || undefined}
      onClick={() => !atEnd && controls.move(direction === 'up' ? -1 : 1)}
    >
      <Icon size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The way to the lesson's quizzes (the coordinator's quiz list), with how many it has. */
function QuizzesLink({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('course-authoring');
  // Quizzes are made on another screen: count them afresh whenever the lesson shows.
  const quizzes = useQuery({ ...lessonQuizzesQuery(lesson.id), refetchOnMount: 'always' });
  const count = quizzes.data?.items.length;
  return (
    <Button
      component={Link}
      to={`/coordinator/quiz-list/${lesson.id}?courseId=${lesson.courseId}`}
      variant="default"
      size="xs"
      leftSection={<IconClipboardList size={14} aria-hidden />}
      aria-label={
        count === undefined
          ? t('lesson.quizzesOf', { title: lesson.title })
          : t('lesson.quizzesOfCount', { title: lesson.title, count })
      }
    >
      {count === undefined ? t('lesson.quizzes') : t('lesson.quizzesCount', { count })}
    </Button>
  );
}

/** One lesson: its place (drag, up, down), title and summary, its materials in order, and ways to add more. */
export function LessonCard({ lesson, controls, handlers }: Props) {
  const { t } = useTranslation('course-authoring');
  const number = controls.index + 1;
  const headingId = `lesson-${lesson.id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap={4} wrap="nowrap" align="flex-start">
          {controls.handle}
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }} pt={4}>
            <Title order={2} fz="md" id={headingId} className={classes.wrap} tabIndex={-1}>
              {t('lesson.heading', { number, title: lesson.title })}
            </Title>
            {lesson.summary && (
              <Text size="sm" c="dimmed" className={classes.wrap} style={{ whiteSpace: 'pre-line' }}>
                {lesson.summary}
              </Text>
            )}
          </Stack>
          <MoveButton lesson={lesson} controls={controls} direction="up" />
          <MoveButton lesson={lesson} controls={controls} direction="down" />
          <RowMenu label={t('lesson.actionsFor', { title: lesson.title })}>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => handlers.onEdit(lesson)}>
              {t('lesson.edit')}
            </Menu.Item>
            <Menu.Item
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => handlers.onDelete(lesson)}
            >
              {t('lesson.delete')}
            </Menu.Item>
          </RowMenu>
        </Group>
        {lesson.materials.length === 0 ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
            <Text size="sm">{t('lesson.empty')}</Text>
          </Alert>
        ) : (
          <SortableList
            items={lesson.materials}
            label={t('lesson.materialsOf', { title: lesson.title })}
            nameOf={(material) => material.title}
            onReorder={(ids, movedId) => handlers.onReorderMaterials(lesson, ids, movedId)}
            gap={6}
            renderItem={(material, materialControls) => (
              <MaterialRow
                material={material}
                controls={materialControls}
                onEdit={() => handlers.onMaterial(material.kind, lesson, material)}
                onDelete={() => handlers.onDeleteMaterial(material)}
              />
            )}
          />
        )}
        <Group gap="xs" wrap="wrap">
          {ADDABLE.map(({ kind, icon: Icon }) => (
            <Button
              key={kind}
              variant="light"
              size="xs"
              leftSection={<Icon size={14} aria-hidden />}
              onClick={() => handlers.onMaterial(kind, lesson, null)}
              aria-label={t(`material.add.${kind}To`, { title: lesson.title })}
            >
              {t(`material.add.${kind}`)}
            </Button>
          ))}
          <QuizzesLink lesson={lesson} />
        </Group>
        <MaterialUploads lessonId={lesson.id} lessonTitle={lesson.title} />
      </Stack>
    </Paper>
  );
}
