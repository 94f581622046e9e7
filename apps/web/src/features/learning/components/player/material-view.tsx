import {
  Alert,
  AspectRatio,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText, IconLink, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Material } from '@talentpath/contracts/lessons';
import classes from './player.module.css';

const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };

/** A file's size as the language writes it: "840 kB", "12.5 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const [unit, size] =
    bytes >= 1_000_000
      ? (['megabyte', bytes / 1_000_000] as const)
      : (['kilobyte', Math.max(bytes / 1000, 0.1)] as const);
  return new Intl.NumberFormat(LOCALES[language] ?? language, {
    style: 'unit',
    unit,
    maximumFractionDigits: size < 10 ? 1 : 0,
  }).format(size);
}

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

function NewTabLink({ href, label, variant = 'light' }: { href: string; label: string; variant?: string }) {
  const { t } = useTranslation('learning');
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      size="sm"
      leftSection={<IconExternalLink size={16} aria-hidden />}
    >
      {label}
      <VisuallyHidden> {t('player.newTab')}</VisuallyHidden>
    </Button>
  );
}

function DownloadLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation('learning');
  return (
    <Button
      component="a"
      href={href}
      download={name}
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {t('player.download')}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

/** An uploaded file by what it is: a PDF inline, an image, a video that seeks, or an office document to download. */
function FileMaterial({ material }: { material: Material & { url: string; file: NonNullable<Material['file']> } }) {
  const { t, i18n } = useTranslation('learning');
  const { url, file } = material;
  const facts = `${t(`fileCategory.${file.category}`)} · ${formatFileSize(file.size, i18n.language)}`;
  if (file.category === 'pdf')
    return (
      <Stack gap="xs">
        <iframe src={url} title={t('player.pdfFrame', { title: material.title })} className={classes.pdf} />
        <Group gap="xs">
          <NewTabLink href={url} label={t('player.openPdf')} />
          <DownloadLink href={url} name={file.name} />
          <Text size="xs" c="dimmed">
            {facts}
          </Text>
        </Group>
      </Stack>
    );
  if (file.category === 'image')
    return <Image src={url} alt={material.title} radius="md" fit="contain" mah={640} w="auto" maw="100%" />;
  if (file.category === 'video')
    return (
      // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption files (none can be uploaded yet)
      <video controls preload="metadata" src={url} className={classes.video} aria-label={material.title} />
    );
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <IconFileText size={24} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} className={classes.wrap}>
            {file.name}
          </Text>
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        </Stack>
        <DownloadLink href={url} name={file.name} />
      </Group>
    </Paper>
  );
}

/** One material of a lesson, shown as what it is. Locked ones (not open to the caller) say so instead. */
export function MaterialView({ material }: { material: Material }) {
  const { t } = useTranslation('learning');
  if (material.locked)
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
        {t('player.materialLocked')}
      </Alert>
    );
  switch (material.kind) {
    case 'text':
      return (
        <Typography className={classes.text}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when saved (ADR 0033) */}
          <div dangerouslySetInnerHTML={{ __html: material.body ?? '' }} />
        </Typography>
      );
    case 'file':
      return material.url && material.file ? (
        <FileMaterial material={{ ...material, url: material.url, file: material.file }} />
      ) : null;
    case 'link':
      return material.url ? (
        <Paper withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconLink size={22} />
            </ThemeIcon>
            <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 0 }} className={classes.wrap}>
              {hostOf(material.url)}
            </Text>
            <NewTabLink href={material.url} label={t('player.openLink')} variant="filled" />
          </Group>
        </Paper>
      ) : null;
    case 'video':
      return material.embedUrl ? (
        <Stack gap="xs">
          <AspectRatio ratio={16 / 9}>
            <iframe
              src={material.embedUrl}
              title={material.title}
              className={classes.embed}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </AspectRatio>
          {material.url && (
            <div>
              <NewTabLink
                href={material.url}
                label={t('player.watchElsewhere', { host: hostOf(material.url) })}
                variant="subtle"
              />
            </div>
          )}
        </Stack>
      ) : null;
  }
}
