import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPin, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@talentpath/contracts/profiles';
import { EmptyState } from '../../../components/ui/query-states';
import classes from './talent.module.css';

type Props = { profile: Profile; own: boolean; onEdit: () => void };

/**
 * What the person says about themselves: where they work from, a few paragraphs, their languages and links. Another
 * person's, when they keep it from the caller, is a line saying so; one's own, when empty, invites to fill it in.
 */
export function ProfileAbout({ profile, own, onEdit }: Props) {
  const { t } = useTranslation('talent');
  const about = profile.about;
  const edit = own && (
    <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
      {t('about.edit')}
    </Button>
  );
  const empty =
    about !== null &&
    !about.headline &&
    !about.bio &&
    !about.location &&
    about.languages.length === 0 &&
    about.links.length === 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-about">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} fz="xl" id="profile-about">
          {t('about.title')}
        </Title>
        {!empty && edit}
      </Group>
      {about === null ? (
        <Text size="sm" c="dimmed">
          {t('about.hidden', { name: profile.person.name })}
        </Text>
      ) : empty ? (
        own ? (
          <EmptyState title={t('about.emptyOwn')} text={t('about.emptyOwnText')}>
            {edit}
          </EmptyState>
        ) : (
          <Text size="sm" c="dimmed">
            {t('about.emptyOther', { name: profile.person.name })}
          </Text>
        )
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {about.location && (
              <Group gap={6} wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text size="sm" className={classes.wrap}>
                  <span className={classes.visuallyHidden}>{t('about.location')}: </span>
                  {about.location}
                </Text>
              </Group>
            )}
            {about.bio &&
              about.bio.split(/\n+/).map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in their order
                <Text key={i} className={classes.wrap}>
                  {paragraph}
                </Text>
              ))}
            {about.languages.length > 0 && (
              <Labelled id="profile-languages" label={t('about.languages')}>
                <Group gap={6} component="ul" aria-labelledby="profile-languages" className={classes.inlineList}>
                  {about.languages.map((l) => (
                    <Badge key={l.language} component="li" variant="light" color="gray" c="dark.7" tt="none" size="lg">
                      {t('about.languageLevel', { language: l.language, level: t(`about.levels.${l.level}`) })}
                    </Badge>
                  ))}
                </Group>
              </Labelled>
            )}
            {about.links.length > 0 && (
              <Labelled id="profile-links" label={t('about.links')}>
                <Stack gap={4} component="ul" aria-labelledby="profile-links" className={classes.inlineList}>
                  {about.links.map((link) => (
                    <li key={link.url}>
                      <Anchor href={link.url} target="_blank" rel="noopener noreferrer" className={classes.wrap}>
                        {link.label}
                        <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
                        <span className={classes.visuallyHidden}> ({t('about.newTab')})</span>
                      </Anchor>
                    </li>
                  ))}
                </Stack>
              </Labelled>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** A list under its label (the list is named by it). */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={id}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
