import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { toast } from '../lib/toast';
import { setupI18n } from '../test/render';
import { Providers } from './providers';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Providers', () => {
  it('hydrates prerendered markup without the toast host, then loads it with the toasts shown meanwhile', async () => {
    // jsdom has no matchMedia, which Mantine's colour scheme and reduced-motion hooks read.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    await setupI18n();
    toast.info('Shown before the host loaded');
    const app = (
      <Providers>
        <p>page</p>
      </Providers>
    );

    const html = renderToString(app);
    expect(html).not.toContain('Shown before the host loaded');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(root, app, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();

    // The host is a chunk of its own: its first import, transformed on demand, can take seconds on a loaded machine.
    const shown = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(shown.textContent).toContain('Shown before the host loaded');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  }, 30_000);
});
