import { ThemeIcon } from '@mantine/core';
import { IconAward, IconGift } from '@tabler/icons-react';

type Props = { url: string | null; kind: 'badge' | 'reward'; size: number; muted?: boolean };

/**
 * A badge's or reward's picture, or the default emblem. Decorative: the name beside it says what it is. A locked
 * badge is shown in gray (the picture only, so its words keep their contrast).
 */
export function RecognitionImage({ url, kind, size, muted = false }: Props) {
  const filter = muted ? 'grayscale(1) opacity(0.55)' : undefined;
  if (url)
    return (
      <img
        src={url}
        alt=""
        width={size}
        height={size}
        style={{ objectFit: 'cover', borderRadius: 12, filter, flex: 'none' }}
      />
    );
  const Icon = kind === 'badge' ? IconAward : IconGift;
  return (
    <ThemeIcon
      size={size}
      radius="md"
      variant="light"
      color={muted ? 'gray' : 'brand'}
      aria-hidden
      style={{ flex: 'none' }}
    >
      <Icon size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
}
