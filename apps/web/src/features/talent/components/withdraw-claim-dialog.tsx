import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PersonSkill, type SkillClaim, WITHDRAW_REASON_MAX } from '@talentpath/contracts/skills';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { ReasonField } from '../../../components/ui/reason-field';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useWithdrawClaim } from '../api/withdraw-claim';
import { levelText } from '../skill-words';
import { withdrawalForm } from '../skill-forms';
import { useLast } from './use-last';

export type ClaimTarget = { skill: PersonSkill; claim: SkillClaim };

type Props = { target: ClaimTarget | null; onClose: () => void };

/** An admin's correction: withdraw a claim, with a reason that stays in its history and the audit log. */
export function WithdrawClaimDialog({ target, onClose }: Props) {
  const { t } = useTranslation('talent');
  const shown = useLast(target);
  const withdraw = useWithdrawClaim();
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      title={t('withdrawClaim.title')}
      closable={!withdraw.isPending}
    >
      {shown && <WithdrawForm key={shown.claim.id} target={shown} withdraw={withdraw} onDone={onClose} />}
    </AppModal>
  );
}

type FormProps = { target: ClaimTarget; withdraw: ReturnType<typeof useWithdrawClaim>; onDone: () => void };

function WithdrawForm({ target, withdraw, onDone }: FormProps) {
  const { t } = useTranslation('talent');
  const { skill, claim } = target;
  const form = useAppForm({ schema: withdrawalForm, initialValues: { reason: '' } });
  const pending = withdraw.isPending;
  const submit = form.onSubmit((body) =>
    withdraw.mutate(
      { claimId: claim.id, body },
      {
        onSuccess: () => {
          toast.success(t('toast.claimWithdrawn', { skill: skill.technology.name }));
          onDone();
        },
        onError: (error) => form.fail(error),
      },
    ),
  );
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={t('withdrawClaim.submit')}
      onCancel={onDone}
    >
      <Text size="sm">
        {t('withdrawClaim.text', {
          kind: t(`kind.${claim.kind}`),
          level: levelText(t, claim.level),
          skill: skill.technology.name,
        })}
      </Text>
      <ReasonField
        label={t('withdrawClaim.reason')}
        description={t('withdrawClaim.reasonHint', { max: WITHDRAW_REASON_MAX })}
        {...form.getInputProps('reason')}
        disabled={pending}
      />
    </ModalForm>
  );
}
