import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/ui/app-modal';
import { QueryError } from '../../../components/ui/query-states';
import { formatDateTime } from '../../../lib/format-date-time';
import { usePostRevisions } from '../api/get-revisions';
import { forumErrorText } from '../forum-messages';

type Props = { postId: string; subject: string; opened: boolean; onClose: () => void };

/**
 * A post's edits for its moderators: the text each edit replaced, newest first, as it was written (Markdown shown
 * as text, not rendered).
 */
export function RevisionsDialog({ postId, subject, opened, onClose }: Props) {
  const { t, i18n } = useTranslation('forum');
  const revisions = usePostRevisions(opened ? postId : null);
  const items = revisions.data?.items;
  return (
    <AppModal opened={opened} onClose={onClose} title={t('revisions.title', { subject })} size="lg">
      {revisions.isError ? (
        <QueryError error={revisions.error} onRetry={() => void revisions.refetch()} errorText={forumErrorText} />
      ) : !items ? (
        <Stack role="status" aria-busy="true" aria-label={t('revisions.loading')} gap="xs">
          <Skeleton h={60} />
          <Skeleton h={60} />
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm">{t('revisions.none')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((revision) => (
            <Paper component="li" key={revision.editedAt} withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('revisions.replaced', {
                    name: revision.editedBy?.name ?? t('post.formerMember'),
                    date: formatDateTime(revision.editedAt, i18n.language),
                  })}
                </Text>
                {revision.title !== null && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {t('revisions.oldTitle', { title: revision.title })}
                  </Text>
                )}
                <Text
                  component="pre"
                  size="sm"
                  m={0}
                  ff="monospace"
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {revision.body}
                </Text>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </AppModal>
  );
}
