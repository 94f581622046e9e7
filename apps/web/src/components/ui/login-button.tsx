import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { isPlainClick } from '../../boot/early-login';
import { openDialog } from '../../lib/dialog-store';
import touch from './touch-target.module.css';

/**
 * A button that opens the login dialog. Underneath it is a link to /login, so that it works on a prerendered
 * page before the app runs (boot/early-login.ts) and without scripts; a modified click opens /login as a page.
 */
export function LoginButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const open = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    openDialog('login');
  };
  return (
    <Button
      {...props}
      component="a"
      href="/login"
      role="button"
      data-opens-login
      className={touch.target}
      onClick={(event: MouseEvent) => {
        if (isPlainClick(event)) open(event);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        // Enter activates a link by itself; a button also answers to Space.
        if (event.key === ' ') open(event);
      }}
    >
      {children}
    </Button>
  );
}
