import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Box, Button, Drawer, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Course } from '@talentpath/contracts/courses';
import type { Lesson } from '@talentpath/contracts/lessons';
import { EmptyState } from '../../../../components/ui/query-states';
import { ProgressMeter } from '../learner/due-label';
import { LessonNav } from './lesson-nav';
import { LessonPane } from './lesson-pane';
import classes from './player.module.css';
import { usePlayerLesson } from './use-player-lesson';

type Props = {
  course: Course;
  lessons: Lesson[];
  /** The learner's completed lessons (none in a preview). */
  completedIds: readonly string[];
  /** Where to open when the address names no lesson. */
  resumeLessonId: string | null;
  /** The resume point is known (a learner's progress has loaded; at once in a preview). */
  ready: boolean;
  /** The learner's progress in percent; null in a preview (no bar). */
  progress: number | null;
  /** Above the title: the preview's banner, the archived note. */
  banner?: ReactNode;
  /** Links beside the title (the overview, back to editing). */
  actions?: ReactNode;
  /** The lesson opened (the learner's resume point is recorded). */
  onOpen?: (lessonId: string) => void;
  /** Archived course: only completed lessons open. */
  onlyCompleted: boolean;
  /** The completion control of a lesson: Mark complete, its done state, or the preview's note. */
  renderCompletion: (lesson: Lesson, locked: boolean) => ReactNode;
  /** Under a lesson's materials: its quizzes (the learner's player). */
  renderQuizzes?: (lesson: Lesson) => ReactNode;
};

/**
 * The course player: lesson list beside the lesson (a drawer on phones), the open lesson's materials, completion
 * and previous / next. The open lesson lives in the address; moving to another lesson puts the keyboard focus on
 * its heading, so keyboard and screen reader users land on what they opened.
 */
export function CoursePlayer(props: Props) {
  const { course, lessons, completedIds, progress, onOpen, onlyCompleted } = props;
  const { t } = useTranslation(['learning', 'common']);
  const [drawer, { open, close }] = useDisclosure(false);
  const ids = useMemo(() => lessons.map((l) => l.id), [lessons]);
  const completed = useMemo(() => new Set(completedIds), [completedIds]);
  const { lessonId, index, previousId, nextId } = usePlayerLesson(ids, props.resumeLessonId, props.ready);
  const lesson = index >= 0 ? lessons[index]! : null;
  const isLocked = (id: string) => onlyCompleted && !completed.has(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  // A lesson chosen in the drawer: its heading takes the focus once the drawer has closed (it hands focus back).
  const fromDrawer = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the opened lesson is the trigger, not the callbacks
  useEffect(() => {
    if (!lessonId) return;
    if (shown.current !== null && shown.current !== lessonId && !fromDrawer.current) heading.current?.focus();
    if (shown.current !== lessonId) onOpen?.(lessonId);
    shown.current = lessonId;
  }, [lessonId]);

  const nav = (onChoose?: () => void) => (
    <LessonNav lessons={lessons} currentId={lessonId} completed={completed} isLocked={isLocked} onChoose={onChoose} />
  );
  const doneCount = ids.filter((id) => completed.has(id)).length;

  return (
    <Stack gap="lg">
      {props.banner}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} className={classes.wrap}>
            {course.title}
          </Title>
          {progress !== null && (
            <Box maw={520}>
              <ProgressMeter value={progress} label={t('progress.of', { title: course.title })} />
              <Text size="sm" c="dimmed" mt={4}>
                {t('progress.lessons', { done: doneCount, count: lessons.length })}
              </Text>
            </Box>
          )}
        </Stack>
        <Group gap="xs">
          {props.actions}
          <Button
            hiddenFrom="md"
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
            onClick={open}
            aria-expanded={drawer}
          >
            {t('player.lessonsButton', { done: doneCount, count: lessons.length })}
          </Button>
        </Group>
      </Group>
      {lessons.length === 0 ? (
        <EmptyState title={t('player.noLessons')} text={t('player.noLessonsText')} />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
            <Paper withBorder radius="md" p="xs" className={classes.sidebar}>
              {nav()}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            {lesson && (
              <LessonPane
                lesson={lesson}
                number={index + 1}
                count={lessons.length}
                locked={isLocked(lesson.id)}
                previousId={previousId}
                nextId={nextId}
                headingRef={heading}
                completion={props.renderCompletion(lesson, isLocked(lesson.id))}
                quizzes={props.renderQuizzes?.(lesson)}
              />
            )}
          </Grid.Col>
        </Grid>
      )}
      <Drawer
        opened={drawer}
        onClose={close}
        title={t('player.lessonsNav')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        position="left"
        size="85%"
        onExitTransitionEnd={() => {
          if (fromDrawer.current) heading.current?.focus();
          fromDrawer.current = false;
        }}
      >
        {nav(() => {
          fromDrawer.current = true;
          close();
        })}
      </Drawer>
    </Stack>
  );
}
