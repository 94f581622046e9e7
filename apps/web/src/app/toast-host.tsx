import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { TOAST_HOST } from '../lib/toast';

/** Renders the toasts; loaded with the first toast (see lib/toast), so it is a module of its own. */
export function ToastHost() {
  return <Notifications {...TOAST_HOST} />;
}
