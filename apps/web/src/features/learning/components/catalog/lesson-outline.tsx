import { Badge, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconFile, IconLink, IconTextCaption, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lesson, MaterialKind } from '@talentpath/contracts/lessons';
import classes from './catalog.module.css';

export const KIND_ICONS = { text: IconTextCaption, file: IconFile, link: IconLink, video: IconVideo } as const;

/** What a lesson holds, by kind: "2 Text · 1 Video". */
function kindsOf(lesson: Lesson) {
  const counts = new Map<MaterialKind, number>();
  for (const m of lesson.materials) counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
  return [...counts];
}

/** The course's lessons in order: number, title, summary and the kinds of material (no content: it is locked). */
export function LessonOutline({ lessons, completed }: { lessons: Lesson[]; completed: ReadonlySet<string> }) {
  const { t } = useTranslation('learning');
  return (
    <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {lessons.map((lesson, index) => {
        const done = completed.has(lesson.id);
        return (
          <Paper key={lesson.id} component="li" withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={32}
                radius="xl"
                variant={done ? 'filled' : 'light'}
                color={done ? 'green.8' : 'brand'}
                aria-hidden
              >
                {done ? (
                  <IconCircleCheck size={18} />
                ) : (
                  <Text fw={700} size="sm">
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} className={classes.wrap}>
                  <VisuallyHidden>{t('preview.lessonNumber', { n: index + 1 })} </VisuallyHidden>
                  {lesson.title}
                  {done && <VisuallyHidden> ({t('player.done')})</VisuallyHidden>}
                </Text>
                {lesson.summary && (
                  <Text size="sm" c="dimmed" className={classes.wrap}>
                    {lesson.summary}
                  </Text>
                )}
                <Group gap={6}>
                  {kindsOf(lesson).map(([kind, count]) => {
                    const Icon = KIND_ICONS[kind];
                    return (
                      <Badge
                        key={kind}
                        variant="light"
                        color="gray"
                        c="dark.7"
                        tt="none"
                        leftSection={<Icon size={12} aria-hidden />}
                      >
                        {t('preview.kindCount', { count, kind: t(`materialKind.${kind}`) })}
                      </Badge>
                    );
                  })}
                </Group>
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
