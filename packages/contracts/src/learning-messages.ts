// The messages and limits of the learning core (issue 11), in a module without zod: the web app's translation
// table and its forms import them.

export const COURSE_NOT_FOUND = 'Course not found';
export const LESSON_NOT_FOUND = 'Lesson not found';
export const MATERIAL_NOT_FOUND = 'Material not found';
export const ENROLMENT_NOT_FOUND = 'Enrollment not found';
export const LEARNER_NOT_FOUND = 'Learner not found';

export const COURSE_TITLE_MAX = 150;
export const COURSE_DESCRIPTION_MAX = 5000;
/** Estimated time in whole minutes: 1 minute to 1,000 hours. */
export const ESTIMATED_TIME_MAX = 60_000;
export const COURSE_TECHNOLOGIES_MAX = 20;
export const LESSON_TITLE_MAX = 150;
export const LESSON_SUMMARY_MAX = 1000;
export const LESSONS_MAX = 200;
export const MATERIAL_TITLE_MAX = 200;
export const MATERIALS_PER_LESSON_MAX = 50;
/** Rich text as sanitised HTML, in characters. */
export const RICH_TEXT_MAX = 200_000;
export const URL_MAX = 2000;
export const ASSIGN_MAX = 500;

export const TITLE_REQUIRED = 'Title is required';
export const TITLE_TOO_LONG = `Title must be at most ${COURSE_TITLE_MAX} characters`;
export const TITLE_NOT_ALLOWED = 'Title contains characters that are not allowed';
export const COURSE_DESCRIPTION_TOO_LONG = `Description must be at most ${COURSE_DESCRIPTION_MAX} characters`;
export const ESTIMATED_TIME_REQUIRED = 'Estimated time is required';
export const ESTIMATED_TIME_INVALID = `Estimated time must be a whole number of minutes between 1 and ${ESTIMATED_TIME_MAX}`;
export const CATEGORY_NOT_FOUND = 'Course category not found';
export const CATEGORY_INACTIVE = 'This course category is inactive';
export const TECHNOLOGY_NOT_FOUND = 'Technology not found';
export const TECHNOLOGY_INACTIVE = 'Inactive technologies cannot be added to a course';
export const TECHNOLOGIES_DUPLICATE = 'Each technology may be listed only once';
export const TECHNOLOGIES_TOO_MANY = `At most ${COURSE_TECHNOLOGIES_MAX} technologies`;
export const NOTHING_TO_CHANGE = 'Give at least one field to change';

export const LESSON_TITLE_TOO_LONG = `Title must be at most ${LESSON_TITLE_MAX} characters`;
export const LESSON_SUMMARY_TOO_LONG = `Summary must be at most ${LESSON_SUMMARY_MAX} characters`;
export const LESSONS_TOO_MANY = `A course may have at most ${LESSONS_MAX} lessons`;
export const REORDER_DUPLICATE = 'Each item may appear only once';

export const MATERIAL_TITLE_TOO_LONG = `Title must be at most ${MATERIAL_TITLE_MAX} characters`;
export const MATERIALS_TOO_MANY = `A lesson may have at most ${MATERIALS_PER_LESSON_MAX} materials`;
export const TEXT_REQUIRED = 'Text is required';
export const TEXT_TOO_LONG = 'The text is too long';
export const URL_REQUIRED = 'Address is required';
export const URL_INVALID = 'Enter a full web address starting with https:// or http://';
export const VIDEO_URL_UNSUPPORTED = 'Only YouTube and Vimeo videos can be embedded';
export const FILE_REQUIRED = 'Choose a file to upload';
export const FILE_EMPTY = 'The file is empty';
export const FILE_ONE_ONLY = 'Upload one file at a time';
export const KIND_INVALID = 'Kind must be one of: text, link, video (files are uploaded as multipart/form-data)';
export const MATERIAL_FIELD_NOT_FOR_KIND = 'This field does not apply to this kind of material';

export const LEARNERS_REQUIRED = 'Choose at least one learner';
export const LEARNERS_TOO_MANY = `At most ${ASSIGN_MAX} learners at once`;
export const LEARNERS_DUPLICATE = 'Each learner may be listed only once';
export const DUE_DATE_INVALID = 'Due date must be a date (YYYY-MM-DD)';
export const DUE_DATE_PAST = 'Due date cannot be in the past';

/** Uploads: what may be uploaded, checked by content (ADR 0033). */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_CATEGORIES = ['pdf', 'image', 'video', 'document'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
/** The extensions offered in the file picker (the server checks the content, not the name). */
export const UPLOAD_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.webp,.mp4,.webm,.docx,.xlsx,.pptx,.odt,.ods,.odp,.doc,.xls,.ppt';
export const THUMBNAIL_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';
