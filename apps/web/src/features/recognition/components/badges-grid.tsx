import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyBadge } from '@talentpath/contracts/recognition';
import { BadgeCredentialButton } from './badge-credential-button';
import { EmptyState } from '../../../components/ui/query-states';
import { formatDate } from '../../../lib/format-date-time';
import { useConditionText } from './condition-text';
import { RecognitionImage } from './recognition-image';

/** The badges: earned ones first (with the day), then locked ones in gray with the way toward each condition. */
export function BadgesGrid({ items }: { items: MyBadge[] }) {
  const { t } = useTranslation('recognition');
  if (items.length === 0) return <EmptyState title={t('badges.emptyTitle')} text={t('badges.emptyText')} />;
  const earned = items.filter((b) => b.earnedAt !== null);
  const locked = items.filter((b) => b.earnedAt === null);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('badges.count', { earned: earned.length, count: items.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[...earned, ...locked].map((badge) => (
          <BadgeCard key={badge.id} badge={badge} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function BadgeCard({ badge }: { badge: MyBadge }) {
  const { t, i18n } = useTranslation('recognition');
  const conditionText = useConditionText();
  const earned = badge.earnedAt !== null;
  const titleId = `badge-${badge.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={titleId}
      bg={earned ? undefined : 'gray.0'}
      style={earned ? undefined : { borderStyle: 'dashed' }}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <RecognitionImage url={badge.imageUrl} kind="badge" size={56} muted={!earned} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} fz="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {badge.name}
          </Title>
          {earned && badge.earnedAt ? (
            <Badge color="green" variant="dot" c="dark.7">
              {t('badges.earnedOn', { date: formatDate(badge.earnedAt, i18n.language) })}
            </Badge>
          ) : (
            <Badge color="gray" variant="dot" c="dark.7">
              {t('badges.locked')}
            </Badge>
          )}
          {badge.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {badge.description}
            </Text>
          )}
          {earned && <BadgeCredentialButton badge={badge} />}
          {!earned && (
            <Stack gap={6} mt={4}>
              {badge.progress.length > 1 && (
                <Text size="xs" fw={600}>
                  {t(badge.match === 'all' ? 'badges.matchAll' : 'badges.matchAny')}
                </Text>
              )}
              {badge.progress.map((p, index) => {
                const text = conditionText(p.condition, p.categoryName, p.current);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; the list is fixed per badge
                  <Stack gap={2} key={index}>
                    <Text size="sm">{text}</Text>
                    <Progress
                      value={Math.min(100, (p.current / p.condition.target) * 100)}
                      size="sm"
                      radius="xl"
                      color="gray.7"
                      aria-label={text}
                    />
                  </Stack>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
