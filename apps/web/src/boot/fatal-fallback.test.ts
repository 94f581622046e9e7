import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@talentpath/contracts/constants';
import { renderFatalFallback } from './fatal-fallback';

describe('fatal-start fallback', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = '<div id="root"></div>';
  });

  const root = () => document.getElementById('root') as HTMLElement;

  it('renders the spec’s English page without React', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    renderFatalFallback(root());
    expect(root().querySelector('h1')?.textContent).toBe('Unable to load application');
    expect(root().textContent).toContain(
      'Unable to load application. Please refresh the page or contact support if the problem persists.',
    );
    expect(root().querySelector('button')?.textContent).toBe('Reload Page');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads the stored language directly', () => {
    localStorage.setItem(STORAGE_KEYS.language, 'no');
    renderFatalFallback(root());
    expect(document.documentElement.lang).toBe('no');
    expect(root().querySelector('h1')?.textContent).toBe('Kan ikke laste applikasjonen');
  });

  it('reloads the page from its button', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFatalFallback(root());
    root().querySelector('button')?.click();
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
