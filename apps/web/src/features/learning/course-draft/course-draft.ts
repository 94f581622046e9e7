// The course draft (spec §3 "Course draft", §4): what the coordinator's course pages share while a course is
// being made or edited. Pure state and transitions; course-draft-context.tsx holds it for the pages.

export type BasicDetails = {
  title: string;
  description: string;
  /** Minutes. */
  estimatedTime: number;
  categoryId: string | null;
  technologies: string[];
  /** The thumbnail's address, or null. */
  thumbnail: string | null;
};
export type DraftLesson = { id: string; documents: { id: string }[] };

export type CourseDraft = {
  createdCourseId: string | null;
  basicDetails: BasicDetails | null;
  lessons: DraftLesson[];
  lessonsLoaded: boolean;
};

export const EMPTY_DRAFT: CourseDraft = {
  createdCourseId: null,
  basicDetails: null,
  lessons: [],
  lessonsLoaded: false,
};

export type DraftAction =
  | { type: 'setCreatedCourseId'; id: string | null }
  | { type: 'courseLoaded'; id: string; basicDetails: BasicDetails }
  | { type: 'setBasicDetails'; basicDetails: BasicDetails }
  | { type: 'setLessons'; lessons: DraftLesson[] };

/** Another course (or none): its lessons are not this one's. */
function withCourse(draft: CourseDraft, id: string | null): CourseDraft {
  if (id === draft.createdCourseId) return draft;
  // Spec §4: null resets the draft; a different course empties the lessons.
  if (id === null) return EMPTY_DRAFT;
  return { ...draft, createdCourseId: id, lessons: [], lessonsLoaded: false };
}

export function courseDraftReducer(draft: CourseDraft, action: DraftAction): CourseDraft {
  switch (action.type) {
    case 'setCreatedCourseId':
      return withCourse(draft, action.id);
    case 'courseLoaded':
      return { ...withCourse(draft, action.id), basicDetails: action.basicDetails };
    case 'setBasicDetails':
      return { ...draft, basicDetails: action.basicDetails };
    case 'setLessons':
      return { ...draft, lessons: action.lessons, lessonsLoaded: true };
  }
}
