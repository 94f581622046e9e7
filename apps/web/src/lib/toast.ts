import { notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@talentpath/contracts/constants';

type ToastOptions = { title?: string; autoClose?: number; id?: string };

/** Toasts of spec §9 (top-right; 5 s default, 7 s error, 3.5 s success unless a message says otherwise). */
export const toast = {
  info: (message: string, options: ToastOptions = {}) =>
    notifications.show({ message, color: 'brand', autoClose: TOAST_DEFAULT_MS, ...options }),
  success: (message: string, options: ToastOptions = {}) =>
    notifications.show({ message, color: 'green', autoClose: TOAST_SUCCESS_MS, ...options }),
  error: (message: string, options: ToastOptions = {}) =>
    notifications.show({ message, color: 'red', autoClose: TOAST_ERROR_MS, ...options }),
};
