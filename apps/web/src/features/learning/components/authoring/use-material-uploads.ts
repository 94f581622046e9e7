import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from '@talentpath/contracts/learning-messages';
import { useUploadMaterial } from '../../api/upload-material';
import { type Refusal, refusal } from './upload-rules';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  /** 0..100 of the bytes sent. */
  progress: number;
  status: 'queued' | 'uploading' | 'failed';
  /** Why it was refused before sending, or the server's answer (an error). */
  refusal?: Refusal;
  error?: unknown;
};

type Queued = { key: string; file: File };

let counter = 0;
const nextKey = () => `upload-${++counter}`;

/** The uploads shown for a lesson after files were chosen: refused ones at once, the rest queued in order. */
export function queueFiles(files: File[]): { items: UploadItem[]; queued: Queued[] } {
  const items: UploadItem[] = [];
  const queued: Queued[] = [];
  for (const file of files) {
    const key = nextKey();
    const reason = refusal(file, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES);
    items.push({
      key,
      name: file.name,
      size: file.size,
      progress: 0,
      status: reason ? 'failed' : 'queued',
      refusal: reason ?? undefined,
    });
    if (!reason) queued.push({ key, file });
  }
  return { items, queued };
}

/**
 * A lesson's file uploads, one after another in the order they were chosen (so the materials keep that order),
 * each with its progress and a cancel. A finished upload leaves the list (its material shows in the lesson); a
 * failed one stays with its reason until dismissed.
 */
export function useMaterialUploads(lessonId: string) {
  const upload = useUploadMaterial();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<Queued[]>([]);
  const running = useRef<{ key: string; controller: AbortController } | null>(null);
  const mounted = useRef(true);

  const patch = useCallback((key: string, change: Partial<UploadItem> | null) => {
    if (!mounted.current) return;
    setItems((current) =>
      change === null
        ? current.filter((item) => item.key !== key)
        : current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const pump = useCallback(async () => {
    if (running.current) return;
    const next = queue.current.shift();
    if (!next) return;
    const controller = new AbortController();
    running.current = { key: next.key, controller };
    patch(next.key, { status: 'uploading' });
    try {
      await upload.mutateAsync({
        lessonId,
        file: next.file,
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          patch(next.key, { progress: Math.min(100, Math.round((loaded / total) * 100)) }),
      });
      patch(next.key, null);
    } catch (error) {
      patch(next.key, controller.signal.aborted ? null : { status: 'failed', error });
    } finally {
      running.current = null;
      void pump();
    }
  }, [lessonId, patch, upload]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the page stops what is still being sent; what was sent stays.
      queue.current = [];
      running.current?.controller.abort();
    };
  }, []);

  const add = (files: File[]) => {
    const { items: added, queued } = queueFiles(files);
    setItems((current) => [...current, ...added]);
    queue.current.push(...queued);
    void pump();
  };

  const cancel = (key: string) => {
    if (running.current?.key === key) running.current.controller.abort();
    queue.current = queue.current.filter((item) => item.key !== key);
    patch(key, null);
  };

  return { items, add, cancel, dismiss: (key: string) => patch(key, null) };
}
