import { useState } from 'react';

/**
 * The last non-null value: a dialog stays mounted while it closes, showing what it showed, so Mantine gives focus
 * back to the button that opened it (a dialog taken away at once never sees `opened` turn false).
 */
export function useLast<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
