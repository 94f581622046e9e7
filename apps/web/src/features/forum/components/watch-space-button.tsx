import { Button } from '@mantine/core';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ForumSpace } from '@talentpath/contracts/forum';
import { toast } from '../../../lib/toast';
import { useWatchSpace } from '../api/watch-space';
import { forumErrorText } from '../forum-messages';
import { useSpaceName } from './space-name';

/** Whether the caller is told of every new thread and post in a forum: one button, pressed while they watch. */
export function WatchSpaceButton({ space }: { space: ForumSpace }) {
  const { t } = useTranslation('forum');
  const spaceName = useSpaceName();
  const watch = useWatchSpace();
  const name = spaceName(space.kind, space.course?.title);
  return (
    <Button
      variant={space.watching ? 'light' : 'default'}
      leftSection={space.watching ? <IconBellRinging size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
      aria-pressed={space.watching}
      loading={watch.isPending}
      onClick={() =>
        watch.mutate(
          { spaceId: space.id, watching: !space.watching },
          {
            onSuccess: ({ watching }) =>
              toast.success(t(watching ? 'watchSpace.on' : 'watchSpace.off', { space: name })),
            onError: (error) => toast.error(forumErrorText(error)),
          },
        )
      }
    >
      {t('watchSpace.label')}
    </Button>
  );
}
