import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The lesson the player opens: the one in the address if the course has it, else the resume point, else the first. */
export function pickLesson(ids: readonly string[], requested: string | null, resume: string | null): string | null {
  if (requested && ids.includes(requested)) return requested;
  if (resume && ids.includes(resume)) return resume;
  return ids[0] ?? null;
}

/**
 * The open lesson, kept in the address (?lesson=<id>) so a reload, a bookmark and the back button stay on it.
 * Until `ready` (the resume point is known) nothing is chosen; then an address without a valid lesson is
 * corrected in place (replace, not a new history entry).
 */
export function usePlayerLesson(ids: readonly string[], resume: string | null, ready: boolean) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('lesson');
  const lessonId = ready ? pickLesson(ids, requested, resume) : null;

  useEffect(() => {
    if (!lessonId || lessonId === requested) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('lesson', lessonId);
        return next;
      },
      { replace: true },
    );
  }, [lessonId, requested, setParams]);

  const index = lessonId ? ids.indexOf(lessonId) : -1;
  return {
    lessonId,
    index,
    previousId: index > 0 ? ids[index - 1]! : null,
    nextId: index >= 0 && index < ids.length - 1 ? ids[index + 1]! : null,
  };
}

/** The address of a lesson in the player, keeping whatever else the address holds. */
export const lessonSearch = (lessonId: string) => `?lesson=${encodeURIComponent(lessonId)}`;
