import { Group, NumberInput, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REWARD_NAME_MAX, type Reward } from '@talentpath/contracts/recognition';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSaveReward } from '../api/save-reward';
import { useSetRewardImage } from '../api/set-reward-image';
import { rewardForm, rewardValuesOf } from '../recognition-forms';
import { withMessage } from '../recognition-messages';
import { ImageField } from './image-field';

type Props = {
  /** Open: the reward to edit, or null for a new one. */
  editing: { reward: Reward | null } | null;
  onClose: () => void;
  /** A new reward was created: the dialog goes on with it, to add its picture. */
  onCreated: (reward: Reward) => void;
};

/** Creates or edits a reward: name, description, cost, stock (empty: unlimited), offered; its picture once it exists. */
export function RewardFormModal({ editing, onClose, onCreated }: Props) {
  const { t } = useTranslation('recognition');
  const reward = editing?.reward ?? null;
  return (
    <AppModal
      opened={editing !== null}
      onClose={onClose}
      title={reward ? t('rewardForm.editTitle', { name: reward.name }) : t('rewardForm.newTitle')}
    >
      {editing && <RewardForm key={reward?.id ?? 'new'} reward={reward} onClose={onClose} onCreated={onCreated} />}
    </AppModal>
  );
}

type FormProps = { reward: Reward | null; onClose: () => void; onCreated: (reward: Reward) => void };

function RewardForm({ reward, onClose, onCreated }: FormProps) {
  const { t } = useTranslation('recognition');
  const save = useSaveReward();
  const image = useSetRewardImage();
  const form = useAppForm({ schema: rewardForm, initialValues: rewardValuesOf(reward) });
  const pending = save.isPending;
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: reward?.id ?? null, body },
      {
        onSuccess: (saved) => {
          if (reward) {
            toast.success(t('rewardForm.saved', { name: saved.name }));
            onClose();
          } else {
            toast.success(t('rewardForm.created', { name: saved.name }));
            onCreated(saved);
          }
        },
        onError: (error) => form.fail(error),
      },
    ),
  );
  const number = { allowDecimal: false, allowNegative: false, disabled: pending } as const;
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      cancelLabel={reward ? t('form.close') : t('form.cancel')}
      submitLabel={reward ? t('form.save') : t('rewardForm.create')}
      onCancel={onClose}
    >
      <TextInput
        label={t('rewardForm.name')}
        required
        maxLength={REWARD_NAME_MAX}
        data-autofocus
        {...withMessage(form.getInputProps('name'))}
        disabled={pending}
      />
      <Textarea
        label={t('rewardForm.description')}
        autosize
        minRows={2}
        maxRows={6}
        {...withMessage(form.getInputProps('description'))}
        disabled={pending}
      />
      <Group grow align="flex-start" wrap="wrap">
        <NumberInput
          label={t('rewardForm.cost')}
          required
          min={1}
          {...number}
          {...withMessage(form.getInputProps('cost'))}
        />
        <NumberInput
          label={t('rewardForm.stock')}
          description={t('rewardForm.stockHint')}
          min={0}
          {...number}
          {...withMessage(form.getInputProps('stock'))}
        />
      </Group>
      <Switch
        label={t('rewardForm.active')}
        description={t('rewardForm.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
        disabled={pending}
      />
      {reward ? (
        <ImageField
          kind="reward"
          imageUrl={reward.imageUrl}
          pending={image.isPending}
          onChange={(file) => image.mutateAsync({ id: reward.id, file })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('rewardForm.imageAfter')}
        </Text>
      )}
    </ModalForm>
  );
}
