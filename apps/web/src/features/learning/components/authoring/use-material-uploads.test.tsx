import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadMaterial } from '../../api/upload-material';
import { useMaterialUploads } from './use-material-uploads';

// The upload call, held open until the test settles it.
type Pending = { call: UploadMaterial; resolve: () => void; reject: (error: unknown) => void };
const calls: Pending[] = [];
vi.mock('../../api/upload-material', async () => {
  const { useLearningChange } = await import('../../api/invalidate');
  const uploadMaterial = (call: UploadMaterial) =>
    new Promise<unknown>((resolve, reject) => {
      call.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      calls.push({ call, resolve: () => resolve({}), reject });
    });
  return { uploadMaterial, useUploadMaterial: () => useLearningChange(uploadMaterial) };
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

beforeEach(() => {
  calls.length = 0;
});

describe('a lesson’s uploads', () => {
  it('sends files one after another in the order chosen, each with its progress, and drops finished ones', async () => {
    const { result } = renderHook(() => useMaterialUploads('lesson-1'), { wrapper });
    act(() => result.current.add([file('a.pdf'), file('b.png')]));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.call.file.name).toBe('a.pdf');
    expect(result.current.items.map((i) => [i.name, i.status])).toEqual([
      ['a.pdf', 'uploading'],
      ['b.png', 'queued'],
    ]);
    act(() => calls[0]!.call.onProgress?.({ loaded: 5, total: 10 }));
    expect(result.current.items[0]!.progress).toBe(50);
    await act(async () => calls[0]!.resolve());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.call.file.name).toBe('b.png');
    expect(result.current.items.map((i) => i.name)).toEqual(['b.png']);
  });

  it('refuses at once what cannot be sent, and keeps the server’s refusal until dismissed', async () => {
    const { result } = renderHook(() => useMaterialUploads('lesson-1'), { wrapper });
    act(() => result.current.add([file('setup.exe'), file('diagram.pdf')]));
    expect(result.current.items[0]).toMatchObject({ name: 'setup.exe', status: 'failed', refusal: 'typeNotAllowed' });
    await waitFor(() => expect(calls).toHaveLength(1));
    const refused = new Error('FILE_CONTENT_MISMATCH');
    await act(async () => calls[0]!.reject(refused));
    await waitFor(() => expect(result.current.items[1]).toMatchObject({ status: 'failed', error: refused }));
    act(() => result.current.dismiss(result.current.items[0]!.key));
    expect(result.current.items.map((i) => i.name)).toEqual(['diagram.pdf']);
  });

  it('cancels the running upload (it leaves the list) and goes on with the next', async () => {
    const { result } = renderHook(() => useMaterialUploads('lesson-1'), { wrapper });
    act(() => result.current.add([file('a.pdf'), file('b.pdf'), file('c.pdf')]));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.cancel(result.current.items[1]!.key));
    await act(async () => result.current.cancel(result.current.items[0]!.key));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]!.call.signal?.aborted).toBe(true);
    expect(calls[1]!.call.file.name).toBe('c.pdf');
    expect(result.current.items.map((i) => [i.name, i.status])).toEqual([['c.pdf', 'uploading']]);
  });
});
