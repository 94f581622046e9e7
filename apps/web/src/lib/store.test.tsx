import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStore, useStore } from './store';

describe('createStore', () => {
  it('tells subscribers about a new value, not about the same one, and stops when they unsubscribe', () => {
    const store = createStore(1);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    store.set(2);
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    store.set(3);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders a component with the part it selects', () => {
    const store = createStore({ open: false, view: 'a' });
    const view = renderHook(() => useStore(store, { select: (s) => s.open }));
    expect(view.result.current).toBe(false);
    act(() => store.set({ ...store.get(), open: true }));
    expect(view.result.current).toBe(true);
  });

  it('renders the server value to HTML and the live value in the browser', () => {
    const store = createStore(true);
    function Probe() {
      return <i>{String(useStore(store, { serverValue: false }))}</i>;
    }
    expect(renderToString(<Probe />)).toBe('<i>false</i>');
    expect(renderHook(() => useStore(store, { serverValue: false })).result.current).toBe(true);
  });
});
