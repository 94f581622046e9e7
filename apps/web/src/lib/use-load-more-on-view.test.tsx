import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { useLoadMoreOnView } from './use-load-more-on-view';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(node: Element) {
    this.record.observed.push(node);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function List({ canLoad, load }: { canLoad: boolean; load: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMoreOnView(sentinel, canLoad, load);
  return <div ref={sentinel} data-testid="sentinel" />;
}

const live = () => observers.filter((o) => !o.disconnected);

describe('useLoadMoreOnView (spec §5: more only if a next page exists and nothing is loading)', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads when the end of the list comes into view, not while it is out of view', () => {
    const load = vi.fn();
    const { getByTestId } = render(<List canLoad load={load} />);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.observed).toEqual([getByTestId('sentinel')]);
    live()[0]!.callback([{ isIntersecting: false }]);
    expect(load).not.toHaveBeenCalled();
    live()[0]!.callback([{ isIntersecting: true }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('watches nothing while a page is loading or none is left, and again once one may load', () => {
    const load = vi.fn();
    const { rerender } = render(<List canLoad={false} load={load} />);
    expect(live()).toHaveLength(0);
    rerender(<List canLoad load={load} />);
    expect(live()).toHaveLength(1);
    rerender(<List canLoad={false} load={load} />);
    expect(live()).toHaveLength(0);
  });

  it('calls the newest load', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<List canLoad load={first} />);
    rerender(<List canLoad load={second} />);
    live()[0]!.callback([{ isIntersecting: true }]);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
