import { notifications, notificationsStore } from '@mantine/notifications';
import i18next from 'i18next';
import { TOAST_DEFAULT_MS, TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@talentpath/contracts/constants';
import { createStore, useStore } from './store';

type ToastOptions = { title?: string; autoClose?: number; id?: string };
type Color = 'brand' | 'green' | 'red';

/** How the toast host shows toasts (spec §9). */
export const TOAST_HOST = { position: 'top-right', limit: 4, zIndex: 1000, autoClose: TOAST_DEFAULT_MS } as const;

// The host (Mantine's <Notifications>, with its transitions and portal) loads with the first toast rather than
// with the first page. Toasts shown before it mounts wait in Mantine's store, which the host renders on mount.
const hostNeeded = createStore(false);

function requestHost() {
  if (hostNeeded.get()) return;
  // The host sets these only when it mounts, and without regrouping what is already in the store.
  notificationsStore.updateState((state) => ({
    ...state,
    limit: TOAST_HOST.limit,
    defaultPosition: TOAST_HOST.position,
  }));
  hostNeeded.set(true);
}

/** Whether a toast has been shown, so the host must be mounted; always false on the server and in hydration. */
export const useToastHostNeeded = () => useStore(hostNeeded, { serverValue: false });

const show = (message: string, color: Color, autoClose: number, options: ToastOptions) => {
  requestHost();
  return notifications.show({
    message,
    color,
    autoClose,
    closeButtonProps: { 'aria-label': i18next.t('common:close') },
    ...options,
  });
};

/** Toasts of spec §9 (top-right; 5 s default, 7 s error, 3.5 s success unless a message says otherwise). */
export const toast = {
  info: (message: string, options: ToastOptions = {}) => show(message, 'brand', TOAST_DEFAULT_MS, options),
  success: (message: string, options: ToastOptions = {}) => show(message, 'green', TOAST_SUCCESS_MS, options),
  error: (message: string, options: ToastOptions = {}) => show(message, 'red', TOAST_ERROR_MS, options),
};
