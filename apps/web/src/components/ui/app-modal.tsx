import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import touch from './touch-target.module.css';
import { useOpenedAfterMount } from './use-opened-after-mount';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** When false there is no close button and neither Escape nor the backdrop closes the dialog. */
  closable?: boolean;
  /** Mantine's modal size; 'md' unless the content needs room (an editor). */
  size?: string;
  /**
   * Open from the first render, without the opening animation: for a dialog that replaces a stand-in already on
   * screen (there is no earlier focus to give back, which is why dialogs otherwise open a render after mounting).
   */
  instant?: boolean;
  children: ReactNode;
};

/**
 * The app's dialog: Mantine's modal (focus trap, aria-modal, labelled by its title) with a `div` header,
 * because a second `<header>` would read as a second page banner to assistive technology.
 */
export function AppModal({ opened, onClose, title, closable = true, size = 'md', instant = false, children }: Props) {
  const { t } = useTranslation();
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal.Root
      opened={instant ? opened : shown}
      onClose={onClose}
      centered
      size={size}
      radius="lg"
      closeOnClickOutside={closable}
      closeOnEscape={closable}
      transitionProps={instant ? { duration: 0 } : undefined}
    >
      {/* No backdrop blur (ADR 0057): a full-screen blur is drawn again at each blink of the caret in the dialog. */}
      <Modal.Overlay backgroundOpacity={0.5} />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="xl">
            {title}
          </Modal.Title>
          {closable && <Modal.CloseButton aria-label={t('close')} className={touch.target} />}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
