import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@talentpath/contracts/constants';

type ToastOptions = { title?: string; autoClose?: number; id?: string };
type Color = 'brand' | 'green' | 'red';

const show = (message: string, color: Color, autoClose: number, options: ToastOptions) =>
  notifications.show({
    message,
    color,
    autoClose,
    closeButtonProps: { 'aria-label': i18next.t('common:close') },
    ...options,
  });

/** Toasts of spec §9 (top-right; 5 s default, 7 s error, 3.5 s success unless a message says otherwise). */
export const toast = {
  info: (message: string, options: ToastOptions = {}) => show(message, 'brand', TOAST_DEFAULT_MS, options),
  success: (message: string, options: ToastOptions = {}) => show(message, 'green', TOAST_SUCCESS_MS, options),
  error: (message: string, options: ToastOptions = {}) => show(message, 'red', TOAST_ERROR_MS, options),
};
