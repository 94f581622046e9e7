import type { ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { telHref, usePublicSettings } from '../../lib/public-settings';

export type LinkProps = { size: 'sm'; c: string; className?: string | undefined };

/**
 * The footer's e-mail and first phone number, from the system settings; nothing when they cannot load. A chunk of its
 * own, loaded when the footer comes near the screen (public-footer.tsx).
 */
export function FooterContactLines({ linkProps, placeholder }: { linkProps: LinkProps; placeholder: ReactNode }) {
  const settings = usePublicSettings();
  if (settings.isPending) return placeholder;
  if (!settings.data) return null;
  const { contactEmail, phone, secondPhone } = settings.data;
  const firstPhone = phone || secondPhone;
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <IconMail size={16} aria-hidden />
        <Anchor href={`mailto:${contactEmail}`} {...linkProps} style={{ overflowWrap: 'anywhere' }}>
          {contactEmail}
        </Anchor>
      </Group>
      {firstPhone ? (
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} aria-hidden />
          <Anchor href={telHref(firstPhone)} {...linkProps}>
            {firstPhone}
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}
