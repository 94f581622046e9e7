import { NavLink, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lesson } from '@talentpath/contracts/lessons';
import { lessonSearch } from './use-player-lesson';

type Props = {
  lessons: Lesson[];
  currentId: string | null;
  completed: ReadonlySet<string>;
  isLocked: (lessonId: string) => boolean;
  /** A lesson was chosen (the drawer closes). */
  onChoose?: () => void;
};

function Mark({ n, done, locked }: { n: number; done: boolean; locked: boolean }) {
  if (done)
    return (
      <ThemeIcon size={26} radius="xl" color="green.8" aria-hidden>
        <IconCircleCheck size={16} />
      </ThemeIcon>
    );
  if (locked)
    return (
      <ThemeIcon size={26} radius="xl" color="gray" variant="light" aria-hidden>
        <IconLock size={14} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon size={26} radius="xl" variant="light" aria-hidden>
      <Text size="xs" fw={700}>
        {n}
      </Text>
    </ThemeIcon>
  );
}

/** The course's lessons in order, each with its mark (done, locked or its number); the open one is current. */
export function LessonNav({ lessons, currentId, completed, isLocked, onChoose }: Props) {
  const { t } = useTranslation('learning');
  return (
    <nav aria-label={t('player.lessonsNav')}>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lessons.map((lesson, index) => {
          const done = completed.has(lesson.id);
          const locked = !done && isLocked(lesson.id);
          const current = lesson.id === currentId;
          return (
            <li key={lesson.id}>
              <NavLink
                component={Link}
                to={lessonSearch(lesson.id)}
                active={current}
                aria-current={current ? 'page' : undefined}
                onClick={onChoose}
                leftSection={<Mark n={index + 1} done={done} locked={locked} />}
                label={
                  <>
                    <VisuallyHidden>{t('preview.lessonNumber', { n: index + 1 })} </VisuallyHidden>
                    {lesson.title}
                    {done && <VisuallyHidden> ({t('player.done')})</VisuallyHidden>}
                    {locked && <VisuallyHidden> ({t('player.locked')})</VisuallyHidden>}
                  </>
                }
                styles={{ label: { overflowWrap: 'anywhere' } }}
                color="brand"
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
