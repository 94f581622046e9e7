import type { ReactNode } from 'react';
import { ActionIcon, Button, Fieldset, Group, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  BIO_MAX,
  HEADLINE_MAX,
  LANGUAGE_LEVELS,
  LANGUAGES_MAX,
  LINKS_MAX,
  LOCATION_MAX,
  PROFILE_AUDIENCES,
  type Profile,
  type ProfileAudience,
  type ProfileSection,
  profileInput,
  SKILLS_AUDIENCES,
  WORK_AUDIENCES,
} from '@talentpath/contracts/profiles';
import { AppModal } from '../../../components/ui/app-modal';
import { ModalForm } from '../../../components/ui/modal-form';
import { useAppForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSaveProfile } from '../api/save-profile';

type Props = { profile: Profile | null; onClose: () => void };

/** A group's legend reads as the heading of its fields. */
const LEGEND = { legend: { fontWeight: 600, marginBottom: 'var(--mantine-spacing-xs)' } };

/** Each part's choices of audience: skills and work are never hidden from managers (ADR 0060). */
const AUDIENCES: Record<ProfileSection, readonly ProfileAudience[]> = {
  about: PROFILE_AUDIENCES,
  skills: SKILLS_AUDIENCES,
  learning: PROFILE_AUDIENCES,
  work: WORK_AUDIENCES,
};

/** Own profile: what the person says about themselves, and who sees which part. Saved whole. */
export function ProfileEditDialog({ profile, onClose }: Props) {
  const { t } = useTranslation('talent');
  const save = useSaveProfile();
  return (
    <AppModal opened={profile !== null} onClose={onClose} title={t('edit.title')} size="lg" closable={!save.isPending}>
      {profile?.about && profile.visibility && (
        <EditForm
          profile={profile}
          about={profile.about}
          visibility={profile.visibility}
          save={save}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

type FormProps = {
  profile: Profile;
  about: NonNullable<Profile['about']>;
  visibility: NonNullable<Profile['visibility']>;
  save: ReturnType<typeof useSaveProfile>;
  onDone: () => void;
};

function EditForm({ about, visibility, save, onDone }: FormProps) {
  const { t } = useTranslation('talent');
  const form = useAppForm({
    schema: profileInput,
    initialValues: {
      headline: about.headline,
      bio: about.bio,
      location: about.location,
      languages: about.languages,
      links: about.links,
      visibility,
    },
    fieldOfPath: (path) =>
      /^(languages|links)\.\d+\.\w+$/.test(path) || /^visibility\.\w+$/.test(path) ? path : path.split('.')[0]!,
  });
  const pending = save.isPending;
  const submit = form.onSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        toast.success(t('edit.saved'));
        onDone();
      },
      onError: (error) => form.fail(error),
    }),
  );
  const levels = LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`about.levels.${level}`) }));
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      cancelLabel={t('cancel')}
      submitLabel={t('edit.submit')}
      onCancel={onDone}
    >
      <TextInput
        label={t('edit.headline')}
        description={t('edit.headlineHint')}
        maxLength={HEADLINE_MAX}
        data-autofocus
        disabled={pending}
        {...form.getInputProps('headline')}
      />
      <TextInput
        label={t('edit.location')}
        maxLength={LOCATION_MAX}
        disabled={pending}
        {...form.getInputProps('location')}
      />
      <Textarea
        label={t('edit.bio')}
        description={t('edit.bioHint', { max: BIO_MAX })}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={BIO_MAX}
        disabled={pending}
        {...form.getInputProps('bio')}
      />
      <RowList
        legend={t('edit.languages')}
        count={form.values.languages?.length ?? 0}
        max={LANGUAGES_MAX}
        addLabel={t('edit.addLanguage')}
        onAdd={() => form.insertListItem('languages', { language: '', level: 'fluent' })}
        removeLabel={(i) => t('edit.removeLanguage', { n: i + 1 })}
        onRemove={(i) => form.removeListItem('languages', i)}
        error={form.errors.languages}
        disabled={pending}
        row={(i) => (
          <>
            <TextInput
              label={t('edit.language', { n: i + 1 })}
              required
              style={{ flex: '1 1 10rem' }}
              disabled={pending}
              {...form.getInputProps(`languages.${i}.language`)}
            />
            <Select
              label={t('edit.level', { n: i + 1 })}
              data={levels}
              allowDeselect={false}
              style={{ flex: '0 1 10rem' }}
              disabled={pending}
              {...form.getInputProps(`languages.${i}.level`)}
            />
          </>
        )}
      />
      <RowList
        legend={t('edit.links')}
        count={form.values.links?.length ?? 0}
        max={LINKS_MAX}
        addLabel={t('edit.addLink')}
        onAdd={() => form.insertListItem('links', { label: '', url: 'https://' })}
        removeLabel={(i) => t('edit.removeLink', { n: i + 1 })}
        onRemove={(i) => form.removeListItem('links', i)}
        error={form.errors.links}
        disabled={pending}
        row={(i) => (
          <>
            <TextInput
              label={t('edit.linkLabel', { n: i + 1 })}
              required
              style={{ flex: '1 1 8rem' }}
              disabled={pending}
              {...form.getInputProps(`links.${i}.label`)}
            />
            <TextInput
              label={t('edit.linkUrl', { n: i + 1 })}
              type="url"
              required
              style={{ flex: '2 1 12rem' }}
              disabled={pending}
              {...form.getInputProps(`links.${i}.url`)}
            />
          </>
        )}
      />
      <Fieldset legend={t('edit.visibility')} variant="unstyled" styles={LEGEND}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('edit.visibilityHint')}
          </Text>
          {(Object.keys(AUDIENCES) as ProfileSection[]).map((section) => (
            <Radio.Group
              key={section}
              label={t(`edit.parts.${section}`)}
              {...form.getInputProps(`visibility.${section}`)}
            >
              <Group gap="md" mt={4}>
                {AUDIENCES[section].map((audience) => (
                  <Radio key={audience} value={audience} label={t(`edit.audiences.${audience}`)} disabled={pending} />
                ))}
              </Group>
            </Radio.Group>
          ))}
        </Stack>
      </Fieldset>
    </ModalForm>
  );
}

type RowListProps = {
  legend: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  error: ReactNode;
  disabled: boolean;
  row: (index: number) => ReactNode;
};

/** A list of rows of fields (languages, links): each with its remove button, and one to add a row up to `max`. */
function RowList({ legend, count, max, addLabel, onAdd, removeLabel, onRemove, error, disabled, row }: RowListProps) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={LEGEND}>
      <Stack gap="xs">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the form's list, addressed by their place
          <Group key={i} align="flex-end" gap="sm" wrap="wrap">
            {row(i)}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={removeLabel(i)}
              onClick={() => onRemove(i)}
              disabled={disabled}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {typeof error === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <div>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={onAdd}
            disabled={disabled || count >= max}
          >
            {addLabel}
          </Button>
        </div>
      </Stack>
    </Fieldset>
  );
}
