import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBook, IconMessages, IconSpeakerphone, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumSpace } from '@talentpath/contracts/forum';
import { useSpaceName } from './space-name';

const ICONS = { general: IconMessages, announcements: IconSpeakerphone, course: IconBook };

type Props = {
  spaces: ForumSpace[];
  /** The forum shown; undefined: every forum. */
  value: string | undefined;
  onChange: (spaceId: string | undefined) => void;
};

/** Which forum the list shows: every one, the general one, announcements, or one of the caller's courses'. */
export function SpacePicker({ spaces, value, onChange }: Props) {
  const { t } = useTranslation('forum');
  const spaceName = useSpaceName();
  const choices = [
    { id: undefined, label: t('spaces.all'), Icon: IconWorld },
    ...spaces.map((s) => ({ id: s.id, label: spaceName(s.kind, s.course?.title), Icon: ICONS[s.kind] })),
  ];
  const chosen = choices.some((c) => c.id === value) ? value : undefined;
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id="forum-spaces">
        {t('spaces.label')}
      </Text>
      <Group gap="xs" wrap="wrap" role="group" aria-labelledby="forum-spaces">
        {choices.map(({ id, label, Icon }) => (
          <Button
            key={id ?? 'all'}
            size="compact-sm"
            variant={id === chosen ? 'filled' : 'default'}
            aria-pressed={id === chosen}
            leftSection={<Icon size={14} aria-hidden />}
            onClick={() => onChange(id)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            h="auto"
            mih={30}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
