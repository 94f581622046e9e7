import { useTranslation } from 'react-i18next';
import type { ForumSpaceKind } from '@talentpath/contracts/forum';

/** A forum's name: the general one and announcements by their kind, a course's by its course. */
export function useSpaceName() {
  const { t } = useTranslation('forum');
  return (kind: ForumSpaceKind, courseTitle: string | null | undefined) =>
    kind === 'course' ? (courseTitle ?? t('spaces.course')) : t(`spaces.${kind}`);
}
