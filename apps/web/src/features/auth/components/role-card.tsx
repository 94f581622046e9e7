import { useId } from 'react';
import { Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBooks,
  IconBriefcase,
  IconChevronRight,
  IconSchool,
  IconSettings,
  IconShieldStar,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@talentpath/contracts/roles';
import classes from './role-card.module.css';

const ICONS: Record<Role, typeof IconSettings> = {
  Admin: IconSettings,
  SuperAdmin: IconShieldStar,
  Learner: IconSchool,
  CourseCoordinator: IconBooks,
  ProjectManager: IconBriefcase,
};

type Props = { role: Role; disabled: boolean; onSelect: (role: Role) => void };

/** One held role on /role-selection: a button named by the role title and described by what it can do. */
export function RoleCard({ role, disabled, onSelect }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const Icon = ICONS[role];
  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onSelect(role)}
      disabled={disabled}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <Paper withBorder radius="lg" p="lg" h="100%" className={classes.paper}>
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
            <Icon size={26} />
          </ThemeIcon>
          <div style={{ flex: 1 }}>
            <Text id={titleId} fw={700} fz="lg">
              {t(`roles.${role}.title`)}
            </Text>
            <Text id={descriptionId} size="sm" c="dimmed" mt={4}>
              {t(`roles.${role}.description`)}
            </Text>
          </div>
          <IconChevronRight size={20} className={classes.chevron} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
