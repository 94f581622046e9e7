import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../../components/ui/confirm-modal';
import { errorMessage } from '../../../../lib/error-message';
import { toast } from '../../../../lib/toast';

type Props = {
  target: { id: string; title: string } | null;
  onClose: () => void;
  remove: UseMutationResult<null, Error, string>;
  texts: { title: string; message: string; confirm: string; done: string };
};

/** Asks before deleting a lesson or a material; the server's refusal stays in the dialog. */
export function DeleteDialog({ target, onClose, remove, texts }: Props) {
  const { t } = useTranslation('course-authoring');
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      opened={target !== null}
      onClose={close}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      cancelLabel={t('cancel')}
      pending={remove.isPending}
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() =>
        target &&
        remove.mutate(target.id, {
          onSuccess: () => {
            toast.success(texts.done);
            close();
          },
        })
      }
    />
  );
}
