import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@talentpath/contracts/roles';
import type { CourseHit, PersonHit, ProjectHit, SearchType } from '@talentpath/contracts/search';
import { coursePath, personPath } from '../search-links';
import { Highlighted } from './highlighted';

type GroupProps = {
  type: SearchType;
  count: number;
  /** The "all" view's link to the whole group; none when the group is shown alone. */
  onShowAll?: () => void;
  children: ReactNode;
};

/** One group of results: its name and count, its items, and in the "all" view a way to the whole group. */
export function ResultGroup({ type, count, onShowAll, children }: GroupProps) {
  const { t } = useTranslation('search');
  const headingId = `search-group-${type}`;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t(`groups.${type}`)}{' '}
        <Text component="span" c="dimmed" fz="md">
          ({count})
        </Text>
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('results.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" className="search-hits" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {children}
        </Stack>
      )}
      {onShowAll && count > 0 && (
        <Button variant="subtle" size="compact-sm" mt="sm" onClick={onShowAll}>
          {t(`results.showAll.${type}`, { count })}
        </Button>
      )}
    </Paper>
  );
}

export function PersonItem({ hit, search }: { hit: PersonHit; search: string }) {
  const { t } = useTranslation('search');
  return (
    <li>
      <Anchor component={Link} to={personPath(hit.id)} fw={600}>
        <Highlighted text={hit.name} search={search} />
      </Anchor>
      {hit.headline && (
        <Text size="sm" c="dimmed">
          <Highlighted text={hit.headline} search={search} />
        </Text>
      )}
      {hit.skill && (
        <Group gap={6} mt={4}>
          <Badge variant="light" color="gray" c="dark.7">
            {t('results.skillLevel', { name: hit.skill.name, level: hit.skill.level })}
          </Badge>
          {hit.skill.verifiedLevel !== null && (
            <Badge variant="light" color="green" c="dark.7">
              {t('results.verifiedLevel', { level: hit.skill.verifiedLevel })}
            </Badge>
          )}
        </Group>
      )}
    </li>
  );
}

export function CourseItem({ hit, search, role }: { hit: CourseHit; search: string; role: Role }) {
  const { t } = useTranslation('search');
  const path = coursePath(role, hit.id);
  const title = <Highlighted text={hit.title} search={search} />;
  return (
    <li>
      <Group gap="xs">
        {path ? (
          <Anchor component={Link} to={path} fw={600}>
            {title}
          </Anchor>
        ) : (
          <Text fw={600}>{title}</Text>
        )}
        {hit.status !== 'published' && (
          <Badge variant="outline" color="gray" c="dark.7" size="sm">
            {t(`courseStatus.${hit.status}`)}
          </Badge>
        )}
      </Group>
      {hit.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          <Highlighted text={hit.description} search={search} />
        </Text>
      )}
    </li>
  );
}

export function ProjectItem({ hit, search }: { hit: ProjectHit; search: string }) {
  const { t } = useTranslation('search');
  return (
    <li>
      <Group gap="xs">
        <Text fw={600}>
          <Highlighted text={hit.name} search={search} />
        </Text>
        <Badge variant="outline" color="gray" c="dark.7" size="sm">
          {t(`projectStatus.${hit.status}`)}
        </Badge>
      </Group>
      {hit.shortDescription && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          <Highlighted text={hit.shortDescription} search={search} />
        </Text>
      )}
    </li>
  );
}
