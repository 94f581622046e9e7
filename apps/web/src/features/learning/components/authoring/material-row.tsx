import { Anchor, Group, Menu, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconBrandYoutube,
  IconExternalLink,
  IconFile,
  IconFileText,
  IconLink,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Material } from '@talentpath/contracts/lessons';
import { formatFileSize } from '../player/material-view';
import classes from './authoring.module.css';
import { RowMenu } from '../../../../components/ui/row-menu';
import type { RowControls } from '../../../../components/ui/sortable-list';

const ICONS = { text: IconFileText, file: IconFile, link: IconLink, video: IconBrandYoutube } as const;

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
};

/** A line about the material: its kind and what it holds (file type and size, the site of a link). */
function useMaterialFacts(material: Material): string {
  const { t, i18n } = useTranslation(['course-authoring', 'learning']);
  const kind = t(`learning:materialKind.${material.kind}`);
  if (material.kind === 'file' && material.file)
    return `${t(`learning:fileCategory.${material.file.category}`)} · ${formatFileSize(material.file.size, i18n.language)}`;
  if ((material.kind === 'link' || material.kind === 'video') && material.url)
    return `${kind} · ${hostOf(material.url)}`;
  return kind;
}

type Props = {
  material: Material;
  controls: RowControls;
  onEdit: () => void;
  onDelete: () => void;
};

/** One material of a lesson: drag handle, kind, title, facts, and its menu (open, edit, move, delete). */
export function MaterialRow({ material, controls, onEdit, onDelete }: Props) {
  const { t } = useTranslation('course-authoring');
  const Icon = ICONS[material.kind];
  const facts = useMaterialFacts(material);
  const opensElsewhere = material.kind !== 'text' && material.url;
  return (
    <Paper withBorder radius="md" p={6} pl={4}>
      <Group gap="xs" wrap="nowrap">
        {controls.handle}
        <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
          <Icon size={16} />
        </ThemeIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} className={classes.wrap}>
            {material.title}
          </Text>
          <Text size="xs" c="dimmed" className={classes.wrap}>
            {facts}
          </Text>
        </Stack>
        {opensElsewhere && (
          <Anchor href={material.url ?? undefined} target="_blank" rel="noopener noreferrer" size="sm" visibleFrom="xs">
            <Group gap={4} wrap="nowrap">
              <IconExternalLink size={14} aria-hidden />
              {t('material.open')}
              <VisuallyHidden>{t('material.openHidden', { title: material.title })}</VisuallyHidden>
            </Group>
          </Anchor>
        )}
        <RowMenu label={t('material.actionsFor', { title: material.title })}>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
            {material.kind === 'file' ? t('material.rename') : t('material.edit')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowUp size={16} aria-hidden />}
            disabled={controls.index === 0}
            onClick={() => controls.move(-1)}
          >
            {t('moveUp')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconArrowDown size={16} aria-hidden />}
            disabled={controls.index === controls.count - 1}
            onClick={() => controls.move(1)}
          >
            {t('moveDown')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
            {t('material.delete')}
          </Menu.Item>
        </RowMenu>
      </Group>
    </Paper>
  );
}
