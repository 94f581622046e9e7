import { beforeEach, describe, expect, it, vi } from 'vitest';

const fire = (filename: string) =>
  window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename, error: new Error('boom') }));

describe('boot guard', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    document.body.innerHTML = '<div id="root"></div>';
  });

  it('shows the fatal-start page when an app script throws before the app started', async () => {
    await import('./boot-guard');
    fire(`${window.location.origin}/assets/index-abc.js`);
    expect(document.querySelector('h1')?.textContent).toBe('Unable to load application');
  });

  it('shows it when an app script fails to load', async () => {
    await import('./boot-guard');
    const script = document.createElement('script');
    script.src = `${window.location.origin}/assets/index-abc.js`;
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(document.querySelector('h1')?.textContent).toBe('Unable to load application');
  });

  it('ignores errors from other origins (extensions, third parties)', async () => {
    await import('./boot-guard');
    fire('https://elsewhere.example/x.js');
    expect(document.querySelector('h1')).toBeNull();
  });

  it('stands down once the app has started', async () => {
    const { APP_STARTED_EVENT } = await import('./fatal-fallback');
    await import('./boot-guard');
    window.dispatchEvent(new Event(APP_STARTED_EVENT));
    fire(`${window.location.origin}/assets/index-abc.js`);
    expect(document.querySelector('h1')).toBeNull();
  });
});
