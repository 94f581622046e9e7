import type { ReactNode } from 'react';
import { Badge, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './catalog.module.css';

type Props = { to: string; name: string; description: string; countText: string; icon: ReactNode };

/** A category of the catalogue (or "All courses"): its name, what it holds and how many courses; opens its list. */
export function CategoryCard({ to, name, description, countText, icon }: Props) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Badge variant="light" color="gray" c="dark.7" tt="none">
          {countText}
        </Badge>
      </Group>
      <Title order={2} fz="lg" className={classes.wrap}>
        <Link to={to} className={classes.cover}>
          {name}
        </Link>
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={6} lineClamp={3} className={classes.wrap}>
          {description}
        </Text>
      )}
      <Group gap={4} mt="auto" pt="md" c="brand.8" aria-hidden>
        <IconArrowRight size={16} />
      </Group>
    </Card>
  );
}
