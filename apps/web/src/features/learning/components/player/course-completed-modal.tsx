import { Box, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../../../components/ui/app-modal';
import classes from './celebration.module.css';

const COLORS = ['#1c7ed6', '#f59f00', '#37b24d', '#e64980', '#7048e8', '#12b886'];
// Fixed positions and delays: the burst looks the same every time and renders the same on every pass.
const PIECES = Array.from({ length: 24 }, (_, i) => ({
  left: `${(i * 37) % 100}%`,
  delay: `${(i * 53) % 600}ms`,
  color: COLORS[i % COLORS.length],
}));

/** The course is complete: a small celebration and the ways on (my learning, the catalogue, or stay). */
export function CourseCompletedModal({
  opened,
  title,
  onClose,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('learning');
  return (
    <AppModal opened={opened} onClose={onClose} title={t('player.completedTitle')}>
      <Box pos="relative">
        {opened && (
          <div className={classes.confetti} aria-hidden>
            {PIECES.map((p) => (
              <span
                key={`${p.left}-${p.delay}`}
                className={classes.piece}
                style={{ left: p.left, animationDelay: p.delay, background: p.color }}
              />
            ))}
          </div>
        )}
        <Stack align="center" ta="center" gap="sm" py="sm">
          <ThemeIcon size={64} radius="xl" color="yellow.6" variant="light" aria-hidden>
            <IconTrophy size={36} />
          </ThemeIcon>
          <Text fw={700} size="lg">
            {t('player.completedText', { title })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('player.completedHint')}
          </Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to="/learner/my-learning?tab=completed">
              {t('player.toCompleted')}
            </Button>
            <Button component={Link} to="/learner/course-categories" variant="default">
              {t('action.browse')}
            </Button>
          </Group>
        </Stack>
      </Box>
    </AppModal>
  );
}
