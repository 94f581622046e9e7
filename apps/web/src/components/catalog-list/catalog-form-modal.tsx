import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useTranslation } from 'react-i18next';
import { CATALOG_NAME_MAX } from '@talentpath/contracts/catalog-fields';
import { type FieldCodes, useAppForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { AppModal } from '../ui/app-modal';
import { ModalForm } from '../ui/modal-form';
import type { CatalogNamespace } from './catalog-list-page';

type Values = { name: string } & Record<string, unknown>;
export type CatalogForm<V extends Values, O> = ReturnType<typeof useAppForm<V, O>>;

/** What a catalogue's dialog is made of: its schema, values, save and further fields. */
export type CatalogFormConfig<T extends { id: string }, V extends Values, O> = {
  /** The contracts schema of the fields, and their values for the item (or a new one). */
  schema: StandardSchemaV1<V, O>;
  initialValues: (item: T | null) => V;
  /** The server's "name taken" code, put on the name field. */
  fieldCodes?: FieldCodes<V>;
  /** Sends the fields (a new item when `id` is null); the form shows a refusal, the page a toast on success. */
  save: (
    id: string | null,
    fields: O,
    handlers: { onSuccess: (saved: { name: string }) => void; onError: (error: unknown) => void },
  ) => void;
  pending: boolean;
  /** The fields after the name (a category's description and status). */
  children?: (form: CatalogForm<V, O>) => ReactNode;
};

type Props<T extends { id: string }, V extends Values, O> = CatalogFormConfig<T, V, O> & {
  namespace: CatalogNamespace;
  opened: boolean;
  onClose: () => void;
  /** The item to edit; null to add one. */
  item: T | null;
};

/**
 * A catalogue's add / edit dialog (ADR 0016): the name first (a taken one on its field), the catalogue's other
 * fields, Cancel and Add / Save; its texts from the catalogue's namespace, like `CatalogListPage`'s.
 */
export function CatalogFormModal<T extends { id: string }, V extends Values, O>(props: Props<T, V, O>) {
  // Its t() keys are in each of: technologies, course-categories, project-roles (see CatalogListPage).
  const { t } = useTranslation(props.namespace as 'technologies');
  return (
    <AppModal opened={props.opened} onClose={props.onClose} title={t(props.item ? 'form.editTitle' : 'form.addTitle')}>
      <CatalogFormFields key={props.item?.id ?? 'new'} {...props} />
    </AppModal>
  );
}

function CatalogFormFields<T extends { id: string }, V extends Values, O>({
  namespace,
  onClose,
  item,
  schema,
  initialValues,
  fieldCodes,
  save,
  pending,
  children,
}: Props<T, V, O>) {
  const { t } = useTranslation(namespace as 'technologies');
  const form = useAppForm({ schema, initialValues: initialValues(item), fieldCodes });
  const submit = form.onSubmit((fields) =>
    save(item?.id ?? null, fields, {
      onSuccess: (saved) => {
        toast.success(t(item ? 'toast.saved' : 'toast.added', { name: saved.name }));
        onClose();
      },
      onError: (error) => form.fail(error),
    }),
  );
  return (
    <ModalForm
      onSubmit={submit}
      form={form}
      pending={pending}
      cancelLabel={t('form.cancel')}
      submitLabel={t(item ? 'form.save' : 'form.add')}
      onCancel={onClose}
    >
      <TextInput
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        required
        maxLength={CATALOG_NAME_MAX}
        data-autofocus
        {...form.getInputProps('name')}
        disabled={pending}
      />
      {children?.(form)}
    </ModalForm>
  );
}
