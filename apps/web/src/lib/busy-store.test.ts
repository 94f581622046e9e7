import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackBusy, useIsBusy, useNeedsBusyOverlay } from './busy-store';

describe('busy operations (spec §9) and their one indicator', () => {
  it('an operation shown in place by its own control is busy but needs no overlay; any other needs it', async () => {
    const { result } = renderHook(() => ({ busy: useIsBusy(), overlay: useNeedsBusyOverlay() }));
    let finishLogin!: () => void;
    let finishRefresh!: () => void;
    let login!: Promise<void>;
    let refresh!: Promise<void>;
    act(() => {
      login = trackBusy(new Promise<void>((resolve) => (finishLogin = resolve)), { shownInPlace: true });
    });
    expect(result.current).toEqual({ busy: true, overlay: false });
    act(() => {
      refresh = trackBusy(new Promise<void>((resolve) => (finishRefresh = resolve)));
    });
    expect(result.current).toEqual({ busy: true, overlay: true });
    await act(async () => {
      finishRefresh();
      await refresh;
    });
    expect(result.current).toEqual({ busy: true, overlay: false });
    await act(async () => {
      finishLogin();
      await login;
    });
    expect(result.current).toEqual({ busy: false, overlay: false });
  });
});
