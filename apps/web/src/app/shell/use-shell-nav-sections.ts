import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellNavSection } from '../../lib/shell-nav';
import type { Role } from '@talentpath/contracts/roles';
import { entryLink, navForRole, type AreaDefinition } from './area-definition';

/** The area's navigation as the role sees it, translated and with absolute links. */
export function useShellNavSections(definition: AreaDefinition, role: Role): ShellNavSection[] {
  const { t } = useTranslation('shell');
  return useMemo(
    () =>
      navForRole(definition, role).map((section) => ({
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
    [definition, role, t],
  );
}
