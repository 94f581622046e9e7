import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_REASON_MAX, type Certificate } from '@talentpath/contracts/certificates';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { ReasonField } from '../../../components/ui/reason-field';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useRevokeCertificate } from '../api/course-certificates';
import { revocationForm } from '../certificate-forms';

type Props = {
  /** The certificate to revoke; kept while the dialog closes, so it shows what it showed. */
  certificate: Certificate | null;
  opened: boolean;
  onClose: () => void;
};

/**
 * Revokes a certificate, with a reason that anyone who verifies it reads (and the audit log keeps). Someone who
 * revoked it first (409) is said, and the list is read again to show their revocation.
 */
export function RevokeDialog({ certificate, opened, onClose }: Props) {
  const { t } = useTranslation('certificates');
  const revoke = useRevokeCertificate();
  return (
    <AppModal
      opened={opened && certificate !== null}
      onClose={onClose}
      title={t('revoke.title', { holder: certificate?.holder.name ?? '', course: certificate?.course.title ?? '' })}
      closable={!revoke.isPending}
    >
      {certificate && <RevokeForm key={certificate.id} certificate={certificate} revoke={revoke} onDone={onClose} />}
    </AppModal>
  );
}

type FormProps = {
  certificate: Certificate;
  revoke: ReturnType<typeof useRevokeCertificate>;
  onDone: () => void;
};

function RevokeForm({ certificate, revoke, onDone }: FormProps) {
  const { t } = useTranslation('certificates');
  const form = useAppForm({ schema: revocationForm, initialValues: { reason: '' } });
  const pending = revoke.isPending;
  const submit = form.onSubmit((body) =>
    revoke.mutate(
      { certificate, body },
      {
        onSuccess: () => {
          toast.success(t('revoke.done', { holder: certificate.holder.name }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CERTIFICATE_REVOKED') {
            toast.error(errorMessage(error));
            onDone();
          } else form.fail(error);
        },
      },
    ),
  );
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      cancelLabel={t('revoke.cancel')}
      submitLabel={t('revoke.submit')}
      submitColor="red.9"
      onCancel={onDone}
    >
      <Text size="sm">{t('revoke.text')}</Text>
      <ReasonField
        label={t('revoke.reason')}
        description={t('revoke.reasonHint', { max: CERTIFICATE_REASON_MAX })}
        {...form.getInputProps('reason')}
        disabled={pending}
      />
    </ModalForm>
  );
}
