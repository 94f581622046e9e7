import { createStore, useStore } from './store';

/** App-wide dialogs that pages of different features open (features never import each other). */
export type DialogName = 'login' | 'changePassword';
/** The view the login dialog opens on. */
export type LoginView = 'sign-in' | 'reset';

type State = { login: boolean; changePassword: boolean; loginView: LoginView };

const dialogs = createStore<State>({ login: false, changePassword: false, loginView: 'sign-in' });
const patch = (change: Partial<State>) => dialogs.set({ ...dialogs.get(), ...change });

export function openDialog(name: DialogName, loginView: LoginView = 'sign-in'): void {
  patch(name === 'login' ? { login: true, loginView } : { changePassword: true });
}

export const closeDialog = (name: DialogName) => {
  if (dialogs.get()[name]) patch({ [name]: false });
};

export const useDialogOpen = (name: DialogName) => useStore(dialogs, { select: (state) => state[name] });

export const useLoginView = () => useStore(dialogs, { select: (state) => state.loginView });
