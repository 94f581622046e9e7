import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellNav } from '../../lib/shell-nav';
import { RoleWelcome } from './role-welcome';
import classes from './role-home.module.css';

type Props = { namespace: 'admin' | 'learner' | 'coordinator' | 'project-manager' };

/**
 * A role home until its dashboard is built: the greeting, then one card per destination of the role's
 * navigation. No figures: those come with the dashboards themselves.
 */
export function RoleHome({ namespace }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = useShellNav();
  return (
    <Stack gap="xl">
      <RoleWelcome namespace={namespace} />
      <Stack gap="md" component="section" aria-labelledby="role-home-destinations">
        <Title order={2} fz="lg" id="role-home-destinations">
          {t('home.destinations')}
        </Title>
        {sections.map((section) => {
          const destinations = section.destinations.filter((destination) => destination.to !== pathname);
          if (destinations.length === 0) return null;
          return (
            <Stack key={section.label} gap="xs">
              <Text
                component="h3"
                size="sm"
                fw={700}
                c="dimmed"
                tt="uppercase"
                m={0}
                style={{ letterSpacing: '0.04em' }}
              >
                {section.label}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
                {destinations.map(({ to, label, hint, icon: Icon }) => (
                  <Paper key={to} component={Link} to={to} withBorder radius="md" p="md" className={classes.card}>
                    <Group wrap="nowrap" gap="md" align="flex-start">
                      <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                        <Icon size={22} stroke={1.6} />
                      </ThemeIcon>
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={700}>{label}</Text>
                        <Text size="sm" c="dimmed">
                          {hint}
                        </Text>
                      </Stack>
                      <IconChevronRight size={18} aria-hidden className={classes.chevron} />
                    </Group>
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
