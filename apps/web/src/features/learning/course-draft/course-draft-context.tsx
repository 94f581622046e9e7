import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { courseDraftReducer, EMPTY_DRAFT, type CourseDraft, type DraftAction } from './course-draft';

const CourseDraftContext = createContext<{ draft: CourseDraft; dispatch: Dispatch<DraftAction> } | null>(null);

/** Holds the course draft for the coordinator's pages (spec §2: course pages share a course context). */
export function CourseDraftProvider({ children }: { children: ReactNode }) {
  const [draft, dispatch] = useReducer(courseDraftReducer, EMPTY_DRAFT);
  const value = useMemo(() => ({ draft, dispatch }), [draft]);
  return <CourseDraftContext.Provider value={value}>{children}</CourseDraftContext.Provider>;
}

/** The course draft and its dispatcher; only inside the coordinator area. */
export function useCourseDraft() {
  const value = useContext(CourseDraftContext);
  if (!value) throw new Error('useCourseDraft used outside CourseDraftProvider');
  return value;
}
