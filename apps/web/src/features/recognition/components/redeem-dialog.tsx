import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Reward } from '@talentpath/contracts/recognition';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useRedeemReward } from '../api/redeem-reward';

type Props = {
  /** The reward to redeem; kept while the dialog closes, so it shows what it showed. */
  reward: Reward | null;
  balance: number;
  opened: boolean;
  onClose: () => void;
};

/**
 * Asks before spending points on a reward, saying what is left after. A refusal (too few points, out of stock) is
 * shown in the dialog, and the page reads the balance and the stock again behind it.
 */
export function RedeemDialog({ reward, balance, opened, onClose }: Props) {
  const { t } = useTranslation('recognition');
  const redeem = useRedeemReward();
  const close = () => {
    onClose();
    redeem.reset();
  };
  const confirm = () => {
    if (!reward) return;
    redeem.mutate(reward.id, {
      onSuccess: () => {
        toast.success(t('redeem.done', { name: reward.name }));
        close();
      },
    });
  };
  return (
    <AppModal
      opened={opened && reward !== null}
      onClose={close}
      title={t('redeem.title', { name: reward?.name ?? '' })}
      closable={!redeem.isPending}
    >
      <Stack gap="md">
        {redeem.error ? <FormAlert>{errorMessage(redeem.error)}</FormAlert> : null}
        <Text>{t('redeem.text', { count: reward?.cost ?? 0, after: Math.max(0, balance - (reward?.cost ?? 0)) })}</Text>
        <Text size="sm" c="dimmed">
          {t('redeem.pending')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={redeem.isPending}>
            {t('redeem.cancel')}
          </Button>
          <Button onClick={confirm} loading={redeem.isPending} disabled={redeem.error !== null}>
            {t('redeem.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
