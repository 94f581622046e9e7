import type { CSSProperties } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maw?: number;
  style?: CSSProperties;
};

/** The learner screens' search box: labelled, a search field to assistive technology, 100 characters at most. */
export function SearchField({ label, placeholder, value, onChange, maw, style }: Props) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={100}
      maw={maw}
      style={style}
    />
  );
}
