import { createContext, useContext, type ComponentType } from 'react';

/** A destination of the signed-in navigation, translated, with its absolute link. */
export type ShellDestination = {
  to: string;
  label: string;
  hint: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
};

export type ShellNavSection = { label: string; destinations: ShellDestination[] };

/**
 * The current role's navigation, as the signed-in shell shows it; pages inside the shell read it (a role home
 * links to the same destinations) without importing the shell.
 */
export const ShellNavContext = createContext<ShellNavSection[]>([]);

export const useShellNav = (): ShellNavSection[] => useContext(ShellNavContext);
