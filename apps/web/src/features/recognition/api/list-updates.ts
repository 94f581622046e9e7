import { api } from '../../../lib/api-client';

// What the admins' badge and reward calls share: a saved item put into its cached list, and a picture's request.

/** The list with `saved` in its place, or added at the end when it is new. */
export function withSaved<T extends { id: string }>(list: { items: T[] } | undefined, saved: T) {
  if (!list) return list;
  const known = list.items.some((item) => item.id === saved.id);
  return { items: known ? list.items.map((item) => (item.id === saved.id ? saved : item)) : [...list.items, saved] };
}

/** PUT `path` with the picture (multipart, field `file`), or DELETE it when `file` is null; answers the item. */
export function sendImage<T>(path: string, file: File | null): Promise<T> {
  if (!file) return api.delete<T>(path);
  const form = new FormData();
  form.append('file', file);
  return api.upload<T>(path, form, { method: 'PUT' });
}
