import { useState } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import touch from './touch-target.module.css';

/**
 * A password input whose show/hide toggle is a keyboard-reachable button with aria-label and aria-pressed, and
 * which is aria-invalid when it has an error (Mantine's PasswordInput, unlike TextInput, does not set it).
 */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      aria-invalid={props.error ? true : undefined}
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      classNames={{ visibilityToggle: touch.target }}
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'password.hide' : 'password.show'),
        'aria-pressed': visible,
      }}
    />
  );
}
