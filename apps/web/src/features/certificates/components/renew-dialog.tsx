import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Certificate } from '@talentpath/contracts/certificates';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { formatDay } from '../../../lib/format-date-time';
import { useRetakeCourse } from '../api/retake-course';
import { coursePlayerPath } from '../certificate-links';

type Props = { certificate: Certificate; opened: boolean; onClose: () => void };

/**
 * Asks before the holder retakes the course to renew its certificate (ADR 0068), saying what the retake does: the
 * course starts again, this certificate keeps its own last day, and completing the course issues the one that renews
 * it. The player then opens at the course's start; a refusal (409 RETAKE_NOT_DUE) is said in the dialog.
 */
export function RenewDialog({ certificate: c, opened, onClose }: Props) {
  const { t, i18n } = useTranslation('certificates');
  const navigate = useNavigate();
  const retake = useRetakeCourse();
  const close = () => {
    retake.reset();
    onClose();
  };
  const confirm = () => retake.mutate(c.course.id, { onSuccess: () => void navigate(coursePlayerPath(c.course.id)) });
  const lastDay = c.expiresOn ? formatDay(c.expiresOn, i18n.language) : null;
  const term = lastDay && t(c.status === 'expired' ? 'renew.wasValid' : 'renew.staysValid', { date: lastDay });
  return (
    <ConfirmModal
      opened={opened}
      onClose={close}
      title={t('renew.title', { course: c.course.title })}
      message={[t('renew.restart'), term, t('renew.newOne')].filter(Boolean).join(' ')}
      confirmLabel={t('renew.confirm')}
      cancelLabel={t('renew.cancel')}
      onConfirm={confirm}
      confirmColor="brand"
      pending={retake.isPending}
      error={retake.isError ? errorMessage(retake.error) : null}
    />
  );
}
