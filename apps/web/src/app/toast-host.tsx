import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { TOAST_HOST } from '../lib/toast';
import classes from './toast-host.module.css';

/** Renders the toasts; loaded with the first toast (see lib/toast), so it is a module of its own. */
export function ToastHost() {
  return <Notifications {...TOAST_HOST} classNames={{ root: classes.root }} />;
}
