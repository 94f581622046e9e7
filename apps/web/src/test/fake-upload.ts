import { vi } from 'vitest';

/** A request a test saw: an upload's file, or null for a request without one. */
export type SentRequest = { method: string; url: string; file: File | null };

/**
 * Stands in for XMLHttpRequest, which uploads go by (api.upload, for their progress): each upload is answered
 * `answer()` on the next turn and kept in `sent` (given when the test also records other requests there).
 */
export function stubUploads(answer: () => { status: number; body: unknown }, sent: SentRequest[] = []) {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = {};
    onload: (() => void) | null = null;
    method = '';
    url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(): string | null {
      return null;
    }
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, file: form.get('file') as File });
      const { status, body } = answer();
      this.status = status;
      this.responseText = JSON.stringify(body);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
