import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';

type Props = Pick<ButtonProps, 'size' | 'variant' | 'style'> & {
  label: string;
  /** Its accessible name, where a list repeats it ('Download PDF: Kotlin basics'); the label otherwise. */
  name?: string;
  icon?: ReactNode;
  /** The download (lib/download.ts): the button waits for it, and a failure is said in a toast. */
  download: () => Promise<void>;
};

/** A download the server makes: the button shows it is waiting, and a failure says why. */
export function DownloadButton({ label, name, icon, download, ...button }: Props) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await download();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      {...button}
      leftSection={icon ?? <IconFileDownload size={16} aria-hidden />}
      loading={pending}
      onClick={() => void run()}
      aria-label={name}
    >
      {label}
    </Button>
  );
}
