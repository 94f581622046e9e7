import type { ReactNode, Ref } from 'react';
import { Alert, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconFileText,
  IconFileTypePdf,
  IconLock,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lesson } from '@talentpath/contracts/lessons';
import { KIND_ICONS } from '../catalog/lesson-outline';

// An uploaded file says what it is (a PDF, a picture, a video), not just "file".
const FILE_ICONS = { pdf: IconFileTypePdf, image: IconPhoto, video: IconMovie, document: IconFileText } as const;
import { MaterialView } from './material-view';
import classes from './player.module.css';
import { lessonSearch } from './use-player-lesson';

type Props = {
  lesson: Lesson;
  number: number;
  count: number;
  /** Archived course, lesson not completed: the server will not open it (LESSON_LOCKED). */
  locked: boolean;
  previousId: string | null;
  nextId: string | null;
  /** Mark complete (or its done state, or the preview's note). */
  completion: ReactNode;
  /** Under the materials: the lesson's quizzes (the learner's player). */
  quizzes?: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
};

/** One lesson: its heading (focused when the lesson changes), materials, completion, and previous / next. */
export function LessonPane(props: Props) {
  const { lesson, number, count, locked, previousId, nextId, completion, quizzes, headingRef } = props;
  const { t } = useTranslation('learning');
  return (
    <Stack gap="lg" component="article" aria-labelledby="player-lesson-title">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('player.lessonOf', { n: number, count })}
        </Text>
        <Title
          order={2}
          fz={{ base: 22, sm: 26 }}
          id="player-lesson-title"
          ref={headingRef}
          tabIndex={-1}
          className={`${classes.heading} ${classes.wrap}`}
        >
          {lesson.title}
        </Title>
        {lesson.summary && (
          <Text c="dimmed" className={classes.wrap} style={{ whiteSpace: 'pre-line' }}>
            {lesson.summary}
          </Text>
        )}
      </Stack>
      {locked ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconLock size={18} aria-hidden />}
          title={t('player.lockedTitle')}
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          {t('player.lockedText')}
        </Alert>
      ) : lesson.materials.length === 0 ? (
        <Text c="dimmed">{t('player.noMaterials')}</Text>
      ) : (
        lesson.materials.map((material) => {
          const Icon = material.file ? FILE_ICONS[material.file.category] : KIND_ICONS[material.kind];
          return (
            <Stack key={material.id} gap="sm" component="section" aria-labelledby={`material-${material.id}`}>
              <Group gap="xs" wrap="nowrap" align="center">
                <Icon size={18} aria-hidden />
                <Title order={3} fz="md" id={`material-${material.id}`} className={classes.wrap}>
                  {material.title}
                </Title>
                <Badge variant="light" color="gray" c="dark.7" tt="none" style={{ flexShrink: 0 }}>
                  {material.file ? t(`fileCategory.${material.file.category}`) : t(`materialKind.${material.kind}`)}
                </Badge>
              </Group>
              <MaterialView material={material} />
            </Stack>
          );
        })
      )}
      {locked ? null : quizzes}
      <Divider />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          {previousId ? (
            <Button
              component={Link}
              to={lessonSearch(previousId)}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('player.previous')}
            </Button>
          ) : null}
          {nextId ? (
            <Button
              component={Link}
              to={lessonSearch(nextId)}
              variant="default"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('player.next')}
            </Button>
          ) : null}
        </Group>
        {completion}
      </Group>
    </Stack>
  );
}
