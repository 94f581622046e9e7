import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REDEEM_REASON_MAX, type Redemption } from '@talentpath/contracts/recognition';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { ReasonField } from '../../../components/ui/reason-field';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useDecideRedemption } from '../api/decide-redemption';
import { rejectForm } from '../recognition-forms';
import { withMessage } from '../recognition-messages';

type Props = {
  /** The redemption to reject; kept while the dialog closes, so it shows what it showed. */
  redemption: Redemption | null;
  opened: boolean;
  onClose: () => void;
};

/** Rejects a redemption with the reason the learner reads; their points go back. */
export function RejectDialog({ redemption, opened, onClose }: Props) {
  const { t } = useTranslation('recognition');
  return (
    <AppModal
      opened={opened && redemption !== null}
      onClose={onClose}
      title={t('reject.title', { reward: redemption?.reward.name ?? '', person: redemption?.person.name ?? '' })}
    >
      {redemption && <RejectForm key={redemption.id} redemption={redemption} onDone={onClose} />}
    </AppModal>
  );
}

function RejectForm({ redemption, onDone }: { redemption: Redemption; onDone: () => void }) {
  const { t } = useTranslation('recognition');
  const decide = useDecideRedemption();
  const form = useAppForm({ schema: rejectForm, initialValues: { reason: '' } });
  const submit = form.onSubmit(({ reason }) =>
    decide.mutate(
      { redemption, fulfil: false, reason },
      {
        onSuccess: () => {
          toast.success(t('reject.done', { person: redemption.person.name }));
          onDone();
        },
        onError: (error) => {
          // Decided by someone else meanwhile: nothing to fix here; the list shows their decision.
          if (error instanceof ApiError && error.code === 'REDEMPTION_DECIDED') {
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
      pending={decide.isPending}
      cancelLabel={t('form.cancel')}
      submitLabel={t('reject.submit')}
      onCancel={onDone}
    >
      <Stack gap="sm">
        <Text size="sm">{t('reject.text', { count: redemption.cost })}</Text>
        <ReasonField
          label={t('reject.reason')}
          description={t('reject.reasonHint', { max: REDEEM_REASON_MAX })}
          {...withMessage(form.getInputProps('reason'))}
          disabled={decide.isPending}
        />
      </Stack>
    </ModalForm>
  );
}
