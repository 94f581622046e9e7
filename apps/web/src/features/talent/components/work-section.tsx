import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkEntry } from '@talentpath/contracts/profiles';
import { EmptyState } from '../../../components/ui/query-states';
import { formatDay } from '../../../lib/format-date-time';
import { usePersonWork } from '../api/get-person-work';
import { PartSection } from './part-section';
import classes from './talent.module.css';

type Props = { personId: string; name: string; own: boolean };

/**
 * A profile's work: how much of the person's time is taken today (their availability), and their projects, current
 * and past, each with the role they have on it and its share of their time.
 */
export function WorkSection({ personId, name, own }: Props) {
  const { t } = useTranslation('talent');
  const work = usePersonWork(personId, true);
  return (
    <PartSection id="profile-work" title={t('work.title')} query={work} placeholder={96}>
      {({ workload, current, past }) => (
        <>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600}>{t('work.availability')}</Text>
              <Text size="sm">{t('work.workload', { workload, free: Math.max(0, 100 - workload) })}</Text>
            </Group>
            <Progress
              mt="xs"
              value={Math.min(100, workload)}
              color={workload >= 100 ? 'red.8' : 'brand.7'}
              aria-label={t('work.workloadLabel', { workload })}
            />
          </Paper>
          {current.length + past.length === 0 ? (
            <EmptyState title={t('work.empty')} text={own ? t('work.emptyOwn') : t('work.emptyOther', { name })} />
          ) : (
            <>
              <Projects title={t('work.current')} entries={current} id="profile-work-current" />
              <Projects title={t('work.past')} entries={past} id="profile-work-past" />
            </>
          )}
        </>
      )}
    </PartSection>
  );
}

function Projects({ title, entries, id }: { title: string; entries: WorkEntry[]; id: string }) {
  const { t, i18n } = useTranslation('talent');
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      <ul className={classes.list}>
        {entries.map((e) => (
          <Paper component="li" key={`${e.project.id} ${e.role.id}`} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} className={classes.wrap}>
                {e.project.name}
              </Text>
              <Badge variant="light" color="gray" className={classes.noShrink}>
                {t(`work.status.${e.project.status}`)}
              </Badge>
            </Group>
            <Text size="sm">{t('work.role', { role: e.role.name, workload: e.workload })}</Text>
            <Text size="sm" c="dimmed">
              {t('work.dates', {
                start: formatDay(e.startDate, i18n.language),
                end: formatDay(e.deadline, i18n.language),
              })}
            </Text>
          </Paper>
        ))}
      </ul>
    </Stack>
  );
}
