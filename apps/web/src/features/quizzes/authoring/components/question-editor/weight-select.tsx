import { NativeSelect } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatWeight, weightMenu } from './weights';

type Props = {
  label: string;
  /** The weights offered (one of the lists of weights.ts). */
  menu: readonly number[];
  /** The form's props of the weight's field (`form.getInputProps('options.1.weight')`): value, error, data-path. */
  field: GetInputPropsReturnType;
  disabled: boolean;
};

/** What an answer is worth, picked from Moodle's menu of percentages: a native select, for the keyboard as is. */
export function WeightSelect({ label, menu, field, disabled }: Props) {
  const { i18n } = useTranslation('quiz-authoring');
  const { value, onChange, ...rest } = field;
  const weight = Number(value);
  return (
    <NativeSelect
      label={label}
      data={weightMenu(menu, weight).map((w) => ({ value: String(w), label: formatWeight(w, i18n.language) }))}
      {...rest}
      value={String(weight)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      disabled={disabled}
      w={{ base: '100%', xs: 200 }}
    />
  );
}
