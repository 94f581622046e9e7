import { useTranslation } from 'react-i18next';
import type { PersonSkill } from '@talentpath/contracts/skills';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useWithdrawOwnAssessment } from '../api/withdraw-own-assessment';
import { useWithdrawRating } from '../api/withdraw-rating';
import { useLast } from './use-last';

/** Which of the caller's own claims on a skill to withdraw: their assessment (own profile) or their rating. */
export type WithdrawTarget = { what: 'assessment' | 'rating'; skill: PersonSkill };

type Props = { person: { id: string; name: string }; target: WithdrawTarget | null; onClose: () => void };

/** Asks before the caller withdraws their own assessment or rating of a skill; it stays in the history. */
export function WithdrawConfirm({ person, target, onClose }: Props) {
  const { t } = useTranslation('talent');
  const shown = useLast(target);
  const own = useWithdrawOwnAssessment();
  const rating = useWithdrawRating();
  const mutation = shown?.what === 'rating' ? rating : own;
  const values = { skill: shown?.skill.technology.name ?? '', name: person.name };
  const key = shown?.what === 'rating' ? 'withdrawRating' : 'withdrawOwn';

  const confirm = () => {
    if (!shown) return;
    mutation.mutate(
      { personId: person.id, technologyId: shown.skill.technology.id },
      {
        onSuccess: () => {
          toast.success(t(`toast.${key}`, values));
          onClose();
        },
      },
    );
  };
  const close = () => {
    mutation.reset();
    onClose();
  };

  return (
    <ConfirmModal
      opened={target !== null}
      onClose={close}
      title={t(`${key}.title`, values)}
      message={t(`${key}.text`, values)}
      confirmLabel={t(`${key}.confirm`)}
      cancelLabel={t('cancel')}
      onConfirm={confirm}
      pending={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    />
  );
}
