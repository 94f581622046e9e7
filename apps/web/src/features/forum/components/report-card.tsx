import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconEyeOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForumReport, ReportState } from '@talentpath/contracts/forum';
import { formatDateTime } from '../../../lib/format-date-time';
import { useForumLinks } from '../forum-links';
import { PostHtml } from './post-html';

const STATE_COLOR: Record<ReportState, string> = { open: 'yellow', upheld: 'red', dismissed: 'gray' };

type Outcome = 'upheld' | 'dismissed';
const OUTCOMES = [
  {
    outcome: 'upheld',
    // Filled: a shade's light variant paints the label in the background's colour.
    color: 'red.9',
    variant: 'filled',
    Icon: IconCheck,
    label: 'reports.uphold',
    name: 'reports.upholdName',
  },
  {
    outcome: 'dismissed',
    color: undefined,
    variant: 'default',
    Icon: IconX,
    label: 'reports.dismiss',
    name: 'reports.dismissName',
  },
] as const;

type Props = {
  report: ForumReport;
  /** Which outcome is being sent for this report, if any. */
  settling: Outcome | null;
  onSettle: (outcome: Outcome) => void;
};

/**
 * A report in the moderators' queue: the post reported (its thread, author and text as readers see it), who
 * reported it, when and why; an open one is upheld (the post is hidden) or dismissed.
 */
export function ReportCard({ report: r, settling, onSettle }: Props) {
  const { t, i18n } = useTranslation('forum');
  const links = useForumLinks();
  const author = r.post.author?.name ?? t('post.formerMember');
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={links.thread(r.post.threadId)}
            fw={600}
            style={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}
          >
            {r.post.threadTitle}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Badge variant="dot" color={STATE_COLOR[r.state]} c="dark.7">
              {t(`reports.states.${r.state}`)}
            </Badge>
            {r.post.hidden && (
              <Badge variant="light" color="red" c="dark.7" leftSection={<IconEyeOff size={12} aria-hidden />}>
                {t('post.hiddenMark')}
              </Badge>
            )}
          </Group>
        </Group>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('reports.postBy', { name: author })}
          </Text>
          <Paper withBorder radius="sm" p="sm" bg="gray.0">
            {r.post.deleted ? (
              <Text size="sm" c="dimmed" fs="italic">
                {t('post.deletedText')}
              </Text>
            ) : (
              <PostHtml html={r.post.html} />
            )}
          </Paper>
        </Stack>
        <Stack gap={2}>
          <Text size="sm">
            {t('reports.reportedBy', { name: r.reporter?.name ?? t('post.formerMember') })}{' '}
            <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            <Text span fw={600} inherit>
              {t('reports.reason')}
            </Text>{' '}
            {r.reason}
          </Text>
        </Stack>
        {r.state === 'open' && (
          <Group gap="xs" wrap="wrap" justify="flex-end">
            {OUTCOMES.map(({ outcome, color, variant, Icon, label, name }) => (
              <Button
                key={outcome}
                size="xs"
                variant={variant}
                color={color}
                leftSection={<Icon size={14} aria-hidden />}
                loading={settling === outcome}
                disabled={settling !== null && settling !== outcome}
                aria-label={t(name, { title: r.post.threadTitle, name: author })}
                onClick={() => onSettle(outcome)}
              >
                {t(label)}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
