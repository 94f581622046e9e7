import i18next, { type ParseKeys } from 'i18next';
import { EMAIL_INVALID, EMAIL_REQUIRED, PASSWORD_REQUIRED } from '@talentpath/contracts/auth';
import {
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_REQUIRED,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_RULES,
  PASSWORD_TOO_LONG,
} from '@talentpath/contracts/password';
import {
  EMAIL_TOO_LONG,
  MESSAGE_NOT_ALLOWED,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  MESSAGE_TOO_SHORT,
  NAME_NOT_ALLOWED,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  SUBJECT_NOT_ALLOWED,
  SUBJECT_REQUIRED,
  SUBJECT_TOO_LONG,
} from '@talentpath/contracts/contact';
import { AVATAR_INVALID, ROLES_DUPLICATE, ROLES_REQUIRED } from '@talentpath/contracts/user-messages';
import {
  CATEGORY_NAME_LABEL,
  catalogNameMessages,
  DESCRIPTION_NOT_ALLOWED,
  DESCRIPTION_TOO_LONG,
  TECHNOLOGY_NAME_LABEL,
} from '@talentpath/contracts/catalog-messages';

import {
  CATEGORY_INACTIVE,
  CATEGORY_NOT_FOUND,
  COURSE_DESCRIPTION_TOO_LONG,
  DUE_DATE_INVALID,
  DUE_DATE_PAST,
  ESTIMATED_TIME_INVALID,
  ESTIMATED_TIME_REQUIRED,
  FILE_EMPTY,
  FILE_ONE_ONLY,
  FILE_REQUIRED,
  LEARNERS_DUPLICATE,
  LEARNERS_REQUIRED,
  LEARNERS_TOO_MANY,
  LESSONS_TOO_MANY,
  LESSON_SUMMARY_TOO_LONG,
  MATERIALS_TOO_MANY,
  MATERIAL_TITLE_TOO_LONG,
  NOTHING_TO_CHANGE,
  REORDER_DUPLICATE,
  TECHNOLOGIES_DUPLICATE,
  TECHNOLOGIES_TOO_MANY,
  TECHNOLOGY_INACTIVE,
  TECHNOLOGY_NOT_FOUND,
  TEXT_REQUIRED,
  TEXT_TOO_LONG,
  TITLE_NOT_ALLOWED,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  URL_INVALID,
  URL_REQUIRED,
  VIDEO_URL_UNSUPPORTED,
} from '@talentpath/contracts/learning-messages';

const technologyName = catalogNameMessages(TECHNOLOGY_NAME_LABEL);
const categoryName = catalogNameMessages(CATEGORY_NAME_LABEL);

/**
 * The English validation messages of `contracts` (the same ones the server sends in `details`) and the
 * key of their translation in the `validation` namespace.
 */
export const VALIDATION_KEYS: Record<string, ParseKeys<'validation'>> = {
  [EMAIL_REQUIRED]: 'emailRequired',
  [EMAIL_INVALID]: 'emailInvalid',
  [PASSWORD_REQUIRED]: 'passwordRequired',
  [NEW_PASSWORD_REQUIRED]: 'newPasswordRequired',
  [CURRENT_PASSWORD_REQUIRED]: 'currentPasswordRequired',
  [PASSWORDS_DO_NOT_MATCH]: 'passwordsDoNotMatch',
  [PASSWORD_TOO_LONG]: 'passwordTooLong',
  [NAME_REQUIRED]: 'nameRequired',
  [NAME_TOO_LONG]: 'nameTooLong',
  [EMAIL_TOO_LONG]: 'emailTooLong',
  [SUBJECT_REQUIRED]: 'subjectRequired',
  [SUBJECT_TOO_LONG]: 'subjectTooLong',
  [MESSAGE_REQUIRED]: 'messageRequired',
  [MESSAGE_TOO_SHORT]: 'messageTooShort',
  [MESSAGE_TOO_LONG]: 'messageTooLong',
  [NAME_NOT_ALLOWED]: 'nameNotAllowed',
  [SUBJECT_NOT_ALLOWED]: 'subjectNotAllowed',
  [MESSAGE_NOT_ALLOWED]: 'messageNotAllowed',
  [ROLES_REQUIRED]: 'rolesRequired',
  [ROLES_DUPLICATE]: 'rolesDuplicate',
  [AVATAR_INVALID]: 'avatarInvalid',
  [technologyName.required]: 'technologyNameRequired',
  [technologyName.tooLong]: 'technologyNameTooLong',
  [technologyName.notAllowed]: 'technologyNameNotAllowed',
  [categoryName.required]: 'categoryNameRequired',
  [categoryName.tooLong]: 'categoryNameTooLong',
  [categoryName.notAllowed]: 'categoryNameNotAllowed',
  [DESCRIPTION_TOO_LONG]: 'descriptionTooLong',
  [DESCRIPTION_NOT_ALLOWED]: 'descriptionNotAllowed',
  [TITLE_REQUIRED]: 'titleRequired',
  [TITLE_TOO_LONG]: 'courseTitleTooLong',
  [TITLE_NOT_ALLOWED]: 'titleNotAllowed',
  [COURSE_DESCRIPTION_TOO_LONG]: 'courseDescriptionTooLong',
  [ESTIMATED_TIME_REQUIRED]: 'estimatedTimeRequired',
  [ESTIMATED_TIME_INVALID]: 'estimatedTimeInvalid',
  [CATEGORY_NOT_FOUND]: 'courseCategoryNotFound',
  [CATEGORY_INACTIVE]: 'courseCategoryInactive',
  [TECHNOLOGY_NOT_FOUND]: 'technologyNotFound',
  [TECHNOLOGY_INACTIVE]: 'courseTechnologyInactive',
  [TECHNOLOGIES_DUPLICATE]: 'technologiesDuplicate',
  [TECHNOLOGIES_TOO_MANY]: 'courseTechnologiesTooMany',
  [NOTHING_TO_CHANGE]: 'nothingToChange',
  [LESSON_SUMMARY_TOO_LONG]: 'lessonSummaryTooLong',
  [LESSONS_TOO_MANY]: 'lessonsTooMany',
  [REORDER_DUPLICATE]: 'reorderDuplicate',
  [MATERIAL_TITLE_TOO_LONG]: 'materialTitleTooLong',
  [MATERIALS_TOO_MANY]: 'materialsTooMany',
  [TEXT_REQUIRED]: 'textRequired',
  [TEXT_TOO_LONG]: 'textTooLong',
  [URL_REQUIRED]: 'urlRequired',
  [URL_INVALID]: 'urlInvalid',
  [VIDEO_URL_UNSUPPORTED]: 'videoUrlUnsupported',
  [FILE_REQUIRED]: 'fileRequired',
  [FILE_EMPTY]: 'fileEmpty',
  [FILE_ONE_ONLY]: 'fileOneOnly',
  [LEARNERS_REQUIRED]: 'learnersRequired',
  [LEARNERS_TOO_MANY]: 'learnersTooMany',
  [LEARNERS_DUPLICATE]: 'learnersDuplicate',
  [DUE_DATE_INVALID]: 'dueDateInvalid',
  [DUE_DATE_PAST]: 'dueDatePast',
  ...Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.message, `rules.${rule.key}` as const])),
};

/** Translates a contracts validation message; an unknown message is shown as the server wrote it. */
export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = VALIDATION_KEYS[message];
  return key ? i18next.t(`validation:${key}`) : message;
}
