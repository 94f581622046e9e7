import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { ShellNavSection } from '../../lib/shell-nav';
import classes from '../layouts/app-layout.module.css';
import { currentLink } from './current-entry';

type Props = { label: string; sections: ShellNavSection[]; onNavigate: () => void };

/** The role's destinations, by section; the current page's link is marked (aria-current). */
export function ShellNavbar({ label, sections, onNavigate }: Props) {
  const { pathname } = useLocation();
  const current = currentLink(
    sections.flatMap((section) => section.destinations.map((destination) => destination.to)),
    pathname,
  );
  return (
    <Stack component="nav" aria-label={label} gap="lg">
      {sections.map((section, index) => (
        <div key={section.label}>
          <Text
            id={`shell-nav-${index}`}
            size="xs"
            fw={700}
            tt="uppercase"
            c="dimmed"
            px="sm"
            mb={4}
            style={{ letterSpacing: '0.06em' }}
          >
            {section.label}
          </Text>
          <Stack
            component="ul"
            gap={2}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby={`shell-nav-${index}`}
          >
            {section.destinations.map(({ to, label: name, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  component={Link}
                  to={to}
                  label={name}
                  leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                  active={current === to}
                  aria-current={current === to ? (pathname.replace(/\/+$/, '') === to ? 'page' : 'true') : undefined}
                  onClick={onNavigate}
                  className={classes.navLink}
                />
              </li>
            ))}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
