import { useSyncExternalStore } from 'react';

/** App-wide dialogs that pages of different features open (features never import each other). */
export type DialogName = 'login' | 'changePassword';
/** The view the login dialog opens on. */
export type LoginView = 'sign-in' | 'reset';

type State = { login: boolean; changePassword: boolean; loginView: LoginView };

let state: State = { login: false, changePassword: false, loginView: 'sign-in' };
const listeners = new Set<() => void>();

function set(patch: Partial<State>) {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openDialog(name: DialogName, loginView: LoginView = 'sign-in'): void {
  set(name === 'login' ? { login: true, loginView } : { changePassword: true });
}

export const closeDialog = (name: DialogName) => {
  if (state[name]) set({ [name]: false });
};

export const useDialogOpen = (name: DialogName) =>
  useSyncExternalStore(subscribe, () => state[name], () => state[name]);

export const useLoginView = () =>
  useSyncExternalStore(subscribe, () => state.loginView, () => state.loginView);
