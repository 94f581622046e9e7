import { AspectRatio, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Material, materialInput, materialUpdate, videoEmbed } from '@talentpath/contracts/lessons';
import { MATERIAL_TITLE_MAX, URL_MAX } from '@talentpath/contracts/learning-messages';
import { AppModal } from '../../../../components/ui/app-modal';
import { FormAlert } from '../../../../components/ui/form-alert';
import { errorMessage } from '../../../../lib/error-message';
import { useAppForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useAddMaterial } from '../../api/add-material';
import { useUpdateMaterial } from '../../api/update-material';
import { RichTextField } from './rich-text-editor';

export type MaterialDialog = {
  kind: Material['kind'];
  lessonId: string;
  /** The material to edit; null to add one (it goes last in its lesson). */
  material: Material | null;
} | null;

/** Add or edit a material: a text in the editor, a link or a video by its address, or a file's title. */
export function MaterialFormModal({ dialog, onClose }: { dialog: MaterialDialog; onClose: () => void }) {
  const { t } = useTranslation('course-authoring');
  const kind = dialog?.kind ?? 'text';
  const title = t(`material.dialog.${kind}.${dialog?.material ? 'edit' : 'add'}`);
  return (
    <AppModal opened={dialog !== null} onClose={onClose} title={title} size={kind === 'text' ? 'xl' : 'md'}>
      {dialog &&
        (dialog.kind === 'file' ? (
          <FileTitleForm key={dialog.material?.id} material={dialog.material} onDone={onClose} />
        ) : (
          <MaterialForm key={dialog.material?.id ?? `new-${dialog.kind}`} dialog={dialog} onDone={onClose} />
        ))}
    </AppModal>
  );
}

function MaterialForm({ dialog, onDone }: { dialog: NonNullable<MaterialDialog>; onDone: () => void }) {
  const { t } = useTranslation('course-authoring');
  const add = useAddMaterial();
  const update = useUpdateMaterial();
  const { material, lessonId } = dialog;
  const kind = dialog.kind as 'text' | 'link' | 'video';
  const form = useAppForm({
    schema: materialInput,
    initialValues:
      kind === 'text'
        ? { kind, title: material?.title ?? '', body: material?.body ?? '' }
        : { kind, title: material?.title ?? '', url: material?.url ?? '' },
  });
  const values = form.values as { title: string; body?: string; url?: string };
  const pending = add.isPending || update.isPending;
  const submit = form.onSubmit((body) => {
    const done = {
      onSuccess: (saved: Material) => {
        toast.success(t(material ? 'toast.materialSaved' : 'toast.materialAdded', { title: saved.title }));
        onDone();
      },
      onError: (error: unknown) => form.fail(error),
    };
    if (!material) add.mutate({ lessonId, body }, done);
    else
      update.mutate(
        {
          id: material.id,
          body: body.kind === 'text' ? { title: body.title, body: body.body } : { title: body.title, url: body.url },
        },
        done,
      );
  });
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  const embed = kind === 'video' ? videoEmbed(values.url ?? '') : null;
  const input = (path: string) => form.getInputProps(path as never);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <TextInput
          label={t('material.title')}
          placeholder={t(`material.titlePlaceholder.${kind}`)}
          required
          maxLength={MATERIAL_TITLE_MAX}
          data-autofocus
          {...input('title')}
          disabled={pending}
        />
        {kind === 'text' ? (
          <RichTextField
            label={t('material.body')}
            value={values.body ?? ''}
            onChange={(html) => form.setFieldValue('body' as never, html as never)}
            error={input('body').error}
            disabled={pending}
          />
        ) : (
          <TextInput
            type="url"
            label={t(kind === 'video' ? 'material.videoUrl' : 'material.url')}
            description={t(kind === 'video' ? 'material.videoUrlHint' : 'material.urlHint')}
            placeholder="https://"
            required
            maxLength={URL_MAX}
            {...input('url')}
            disabled={pending}
          />
        )}
        {embed && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('material.preview')}
            </Text>
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={embed.embedUrl}
                title={t('material.previewOf', { title: values.title || embed.provider })}
                style={{ border: 0, borderRadius: 8 }}
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </AspectRatio>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {material ? t('save') : t('material.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An uploaded file keeps its content; only its title changes. */
function FileTitleForm({ material, onDone }: { material: Material | null; onDone: () => void }) {
  const { t } = useTranslation('course-authoring');
  const update = useUpdateMaterial();
  const form = useAppForm({ schema: materialUpdate, initialValues: { title: material?.title ?? '' } });
  const submit = form.onSubmit((body) =>
    material
      ? update.mutate(
          { id: material.id, body },
          {
            onSuccess: (saved) => {
              toast.success(t('toast.materialSaved', { title: saved.title }));
              onDone();
            },
            onError: (error) => form.fail(error),
          },
        )
      : onDone(),
  );
  const general = form.failure !== null && !Object.keys(form.errors).length ? errorMessage(form.failure) : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {general && <FormAlert>{general}</FormAlert>}
        <TextInput
          label={t('material.title')}
          required
          maxLength={MATERIAL_TITLE_MAX}
          data-autofocus
          {...form.getInputProps('title')}
          disabled={update.isPending}
        />
        {material?.file && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('material.fileName', { name: material.file.name })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
