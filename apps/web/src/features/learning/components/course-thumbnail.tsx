import { AspectRatio, Box, Image } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';

// A course without a thumbnail gets a gradient of its own, the same every time (from its id).
const GRADIENTS = [
  ['#1c7ed6', '#22b8cf'],
  ['#7048e8', '#da77f2'],
  ['#0ca678', '#94d82d'],
  ['#e8590c', '#fcc419'],
  ['#c2255c', '#f783ac'],
  ['#1864ab', '#748ffc'],
] as const;

const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The course's picture at 16:9: its thumbnail, or its gradient with a book. Decorative: the title says what it is. */
export function CourseThumbnail({ id, url, radius = 'md' }: { id: string; url: string | null; radius?: string }) {
  const [from, to] = GRADIENTS[hash(id) % GRADIENTS.length]!;
  return (
    <AspectRatio ratio={16 / 9}>
      {url ? (
        <Image src={url} alt="" radius={radius} fit="cover" loading="lazy" />
      ) : (
        <Box
          aria-hidden
          style={{
            background: `linear-gradient(135deg, ${from}, ${to})`,
            borderRadius: `var(--mantine-radius-${radius})`,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'rgba(255,255,255,0.9)',
          }}
        >
          <IconBook2 size={40} stroke={1.5} />
        </Box>
      )}
    </AspectRatio>
  );
}
