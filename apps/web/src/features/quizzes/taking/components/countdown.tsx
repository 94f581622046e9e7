import { useEffect, useRef, useState } from 'react';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clockOffset, crossedWarning, formatRemaining, remainingMs } from '../model/countdown';
import classes from './taking.module.css';

type Props = {
  /** The server's deadline and its clock when the attempt was read. */
  deadline: string;
  serverNow: string;
  /** Called once when the time left reaches zero. */
  onExpire?: () => void;
};

const TICK_MS = 250;

/**
 * The time left, by the server's clock: shown every second (a `timer`, which screen readers do not read out on
 * every change), and said once when 5 and 1 minutes are left.
 */
export function Countdown({ deadline, serverNow, onExpire }: Props) {
  const { t } = useTranslation('quiz-taking');
  // Measured once, when the attempt arrived: later readings would add each save's network delay.
  const [offset] = useState(() => clockOffset(serverNow, Date.now()));
  const [left, setLeft] = useState(() => remainingMs(deadline, offset, Date.now()));
  const [announcement, setAnnouncement] = useState('');
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    let before = remainingMs(deadline, offset, Date.now());
    let expired = false;
    const tick = () => {
      const now = remainingMs(deadline, offset, Date.now());
      const warning = crossedWarning(before, now);
      before = now;
      if (warning) setAnnouncement(t('timer.warning', { count: warning }));
      setLeft(now);
      if (now <= 0 && !expired) {
        expired = true;
        expire.current?.();
      }
    };
    tick();
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  }, [deadline, offset, t]);

  const urgent = left <= 60_000;
  return (
    <Group gap={6} wrap="nowrap">
      <IconClock size={18} aria-hidden color={urgent ? 'var(--mantine-color-red-9)' : undefined} />
      <Text size="sm" component="span">
        {t('timer.label')}
      </Text>
      <Text component="span" role="timer" className={classes.timer} c={urgent ? 'red.9' : undefined}>
        {formatRemaining(left)}
      </Text>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Group>
  );
}
