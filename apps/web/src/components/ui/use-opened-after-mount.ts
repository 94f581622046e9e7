import { useEffect, useState } from 'react';

/**
 * `opened`, but false on the first render. Mantine's modal and drawer note the element to give focus back to
 * when `opened` changes, not when they mount: a dialog whose code loads on its first opening mounts already
 * open, and would then drop focus to the body on Escape. Mounting closed and opening a render later fixes that.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
