import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The screen's module and the translation loader are stand-ins here: what is under test is how a lazy
// screen loads, reports loading, recovers from a failed fetch and renders once loaded.
const fake = vi.hoisted(() => {
  const state = { attempts: 0, fail: false, gate: null as Promise<void> | null };
  return {
    state,
    load: async () => {
      state.attempts += 1;
      if (state.gate) await state.gate;
      if (state.fail) throw new Error('chunk failed to load');
      return { NotFoundPage: () => <p>Loaded screen</p> };
    },
  };
});
vi.mock('./route-modules', () => ({ routeModules: { notFound: fake.load } }));
vi.mock('../lib/i18n', () => ({ loadNamespaces: async () => undefined }));

const { lazyPage, useScreenLoading } = await import('./lazy-page');

function LoadingFlag() {
  return <span>{useScreenLoading() ? 'loading' : 'idle'}</span>;
}

afterEach(() => {
  Object.assign(fake.state, { attempts: 0, fail: false, gate: null });
});

describe('lazyPage', () => {
  it('reports loading while the screen is fetched, and renders it without suspending once loaded', async () => {
    const Page = lazyPage('notFound', (module) => module.NotFoundPage);
    let open!: () => void;
    fake.state.gate = new Promise<void>((resolve) => (open = resolve));
    render(<LoadingFlag />);
    expect(screen.getByText('idle')).toBeTruthy();

    let preloaded!: Promise<void>;
    act(() => {
      preloaded = Page.preload();
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      open();
      await preloaded;
    });
    expect(screen.getByText('idle')).toBeTruthy();

    // Loaded before rendering (as before hydration): the first render is the screen, never the fallback.
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loaded screen')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(Page.module).toBe('notFound');
  });

  it('tries the fetch again after it failed, instead of keeping the failure', async () => {
    const Page = lazyPage('notFound', (module) => module.NotFoundPage);
    fake.state.fail = true;
    await expect(Page.preload()).rejects.toThrow('chunk failed to load');
    fake.state.fail = false;
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(fake.state.attempts).toBe(2);
    // A second preload of a loaded screen fetches nothing.
    await Page.preload();
    expect(fake.state.attempts).toBe(2);
  });
});
