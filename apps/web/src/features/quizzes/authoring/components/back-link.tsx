import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way back to the screen above this one (the lesson's quizzes, the course's lessons). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Group gap="xs">
      <Anchor component={Link} to={to} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          <Text span inherit>
            {label}
          </Text>
        </Group>
      </Anchor>
    </Group>
  );
}
