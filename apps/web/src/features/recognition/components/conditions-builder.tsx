import { ActionIcon, Button, Fieldset, Group, Input, NativeSelect, NumberInput, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  BADGE_CONDITION_KINDS,
  BADGE_CONDITIONS_MAX,
  type BadgeConditionKind,
} from '@talentpath/contracts/recognition';
import type { useAppForm } from '../../../lib/form';
import type { CategoryOption } from '../api/get-categories';
import { type BadgeValues, newCondition } from '../recognition-forms';
import { withMessage } from '../recognition-messages';

type Props = {
  form: ReturnType<typeof useAppForm<BadgeValues, unknown>>;
  categories: CategoryOption[] | undefined;
  disabled: boolean;
};

/** A badge's conditions, one row each: what is counted, how many, and for courses which category (or any). */
export function ConditionsBuilder({ form, categories, disabled }: Props) {
  const { t } = useTranslation('recognition');
  const rows = form.values.conditions;
  const listError = form.errors.conditions ? withMessage({ error: form.errors.conditions }).error : null;
  return (
    <Fieldset legend={t('badgeForm.conditions')} radius="md" p="sm">
      <Stack gap="sm">
        {rows.map((row, i) => {
          const number = i + 1;
          return (
            <Group key={row.key} align="flex-start" gap="sm" wrap="wrap">
              <NativeSelect
                label={t('badgeForm.kind', { number })}
                data={BADGE_CONDITION_KINDS.map((kind) => ({ value: kind, label: t(`badgeForm.kinds.${kind}`) }))}
                style={{ flex: '1 1 180px' }}
                {...form.getInputProps(`conditions.${i}.kind`)}
                onChange={(event) => {
                  form.setFieldValue(`conditions.${i}.kind`, event.currentTarget.value as BadgeConditionKind);
                  form.setFieldValue(`conditions.${i}.categoryId`, '');
                }}
                disabled={disabled}
              />
              <NumberInput
                label={t('badgeForm.target', { number })}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                style={{ flex: '0 1 120px' }}
                {...withMessage(form.getInputProps(`conditions.${i}.target`))}
                disabled={disabled}
              />
              {row.kind === 'courses-completed' && (
                <NativeSelect
                  label={t('badgeForm.category', { number })}
                  data={[
                    { value: '', label: t('badgeForm.anyCategory') },
                    ...(categories ?? []).map((c) => ({ value: c.id, label: c.name })),
                  ]}
                  style={{ flex: '1 1 180px' }}
                  {...withMessage(form.getInputProps(`conditions.${i}.categoryId`))}
                  disabled={disabled || !categories}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                mt={26}
                aria-label={t('badgeForm.removeCondition', { number })}
                disabled={disabled || rows.length <= 1}
                onClick={() => form.removeListItem('conditions', i)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listError ? <Input.Error>{listError}</Input.Error> : null}
        <Button
          variant="default"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={disabled || rows.length >= BADGE_CONDITIONS_MAX}
          onClick={() => form.insertListItem('conditions', newCondition())}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('badgeForm.addCondition')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
