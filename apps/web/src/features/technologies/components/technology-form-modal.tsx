import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX } from '@talentpath/contracts/catalog-fields';
import { type Technology, technologyInput } from '@talentpath/contracts/technologies';
import { AppModal } from '../../../components/ui/app-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/error-message';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useCreateTechnology } from '../api/create-technology';
import { useUpdateTechnology } from '../api/update-technology';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The technology to rename; absent to add one. */
  technology: Technology | null;
};

/** Add a technology, or rename one: the name is checked by the contracts schema, a taken name lands on the field. */
export function TechnologyFormModal({ opened, onClose, technology }: Props) {
  const { t } = useTranslation('technologies');
  return (
    <AppModal opened={opened} onClose={onClose} title={technology ? t('form.editTitle') : t('form.addTitle')}>
      <TechnologyForm key={technology?.id ?? 'new'} technology={technology} onDone={onClose} />
    </AppModal>
  );
}

function TechnologyForm({ technology, onDone }: { technology: Technology | null; onDone: () => void }) {
  const { t } = useTranslation('technologies');
  const create = useCreateTechnology();
  const update = useUpdateTechnology();
  const pending = create.isPending || update.isPending;
  const form = useAppForm({
    schema: technologyInput,
    initialValues: { name: technology?.name ?? '' },
    fieldCodes: { TECHNOLOGY_NAME_TAKEN: 'name' },
  });

  const submit = form.onSubmit((input) => {
    const done = {
      onSuccess: (saved: Technology) => {
        toast.success(t(technology ? 'toast.renamed' : 'toast.added', { name: saved.name }));
        onDone();
      },
      onError: (error: unknown) => form.fail(error),
    };
    if (technology) update.mutate({ id: technology.id, changes: { name: input.name } }, done);
    else create.mutate(input, done);
  });

  // A taken name is shown on the field; anything else above the form.
  const general = form.failure !== null && !form.errors.name ? errorMessage(form.failure) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <TextInput
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          required
          maxLength={CATALOG_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
          disabled={pending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {technology ? t('form.save') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
