import { Group, Radio, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BADGE_DESCRIPTION_MAX, BADGE_NAME_MAX, type Badge } from '@talentpath/contracts/recognition';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSaveBadge } from '../api/save-badge';
import { useSetBadgeImage } from '../api/set-badge-image';
import { useCategoryOptions } from '../api/get-categories';
import { badgeFieldOfPath, badgeForm, badgeValuesOf } from '../recognition-forms';
import { withMessage } from '../recognition-messages';
import { ConditionsBuilder } from './conditions-builder';
import { ImageField } from './image-field';

type Props = {
  /** Open: the badge to edit, or null for a new one. */
  editing: { badge: Badge | null } | null;
  onClose: () => void;
  /** A new badge was created: the dialog goes on with it, to add its picture. */
  onCreated: (badge: Badge) => void;
};

/**
 * Creates or edits a badge: name, description, whether all or any conditions must be met, the conditions, active.
 * A picture is added once the badge exists (after creating it the dialog stays open, on the saved badge).
 */
export function BadgeFormModal({ editing, onClose, onCreated }: Props) {
  const { t } = useTranslation('recognition');
  const badge = editing?.badge ?? null;
  return (
    <AppModal
      opened={editing !== null}
      onClose={onClose}
      title={badge ? t('badgeForm.editTitle', { name: badge.name }) : t('badgeForm.newTitle')}
      size="lg"
    >
      {editing && <BadgeForm key={badge?.id ?? 'new'} badge={badge} onClose={onClose} onCreated={onCreated} />}
    </AppModal>
  );
}

function BadgeForm({
  badge,
  onClose,
  onCreated,
}: {
  badge: Badge | null;
  onClose: () => void;
  onCreated: (b: Badge) => void;
}) {
  const { t } = useTranslation('recognition');
  const save = useSaveBadge();
  const image = useSetBadgeImage();
  const categories = useCategoryOptions(true);
  const form = useAppForm({
    schema: badgeForm,
    initialValues: badgeValuesOf(badge),
    fieldCodes: { BADGE_NAME_TAKEN: 'name' },
    fieldOfPath: badgeFieldOfPath,
  });
  const pending = save.isPending;
  const submit = form.onSubmit((body) =>
    save.mutate(
      { id: badge?.id ?? null, body },
      {
        onSuccess: (saved) => {
          if (badge) {
            toast.success(t('badgeForm.saved', { name: saved.name }));
            onClose();
          } else {
            toast.success(t('badgeForm.created', { name: saved.name }));
            onCreated(saved);
          }
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
      cancelLabel={badge ? t('form.close') : t('form.cancel')}
      submitLabel={badge ? t('form.save') : t('badgeForm.create')}
      onCancel={onClose}
    >
      <TextInput
        label={t('badgeForm.name')}
        required
        maxLength={BADGE_NAME_MAX}
        data-autofocus
        {...withMessage(form.getInputProps('name'))}
        disabled={pending}
      />
      <Textarea
        label={t('badgeForm.description')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={BADGE_DESCRIPTION_MAX}
        {...withMessage(form.getInputProps('description'))}
        disabled={pending}
      />
      <Radio.Group label={t('badgeForm.match')} {...form.getInputProps('match')}>
        <Group gap="lg" mt="xs">
          <Radio value="all" label={t('badgeForm.matchAll')} disabled={pending} />
          <Radio value="any" label={t('badgeForm.matchAny')} disabled={pending} />
        </Group>
      </Radio.Group>
      <ConditionsBuilder form={form} categories={categories.data} disabled={pending} />
      <Switch
        label={t('badgeForm.active')}
        description={t('badgeForm.activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
        disabled={pending}
      />
      {badge ? (
        <ImageField
          kind="badge"
          imageUrl={badge.imageUrl}
          pending={image.isPending}
          onChange={(file) => image.mutateAsync({ id: badge.id, file })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('badgeForm.imageAfter')}
        </Text>
      )}
    </ModalForm>
  );
}
