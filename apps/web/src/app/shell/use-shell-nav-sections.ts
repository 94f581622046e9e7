import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellNavSection } from '../../lib/shell-nav';
import { entryLink, type AreaDefinition } from './area-definition';

/** The area's navigation, translated and with absolute links. */
export function useShellNavSections(definition: AreaDefinition): ShellNavSection[] {
  const { t } = useTranslation('shell');
  return useMemo(
    () =>
      definition.nav.map((section) => ({
        label: t(section.label),
        destinations: section.entries.map((entry) => {
          const route = definition.routes.find((candidate) => candidate.path === entry.path);
          return {
            to: entryLink(definition.area, entry.path),
            label: t(entry.label ?? route?.title ?? entry.hint),
            hint: t(entry.hint),
            icon: entry.icon,
          };
        }),
      })),
    [definition, t],
  );
}
