import type { QuestionType } from '@talentpath/contracts/questions';
import {
  IconAlignLeft,
  IconArrowsSort,
  IconCircleDot,
  IconHash,
  IconLink,
  IconListCheck,
  IconToggleLeft,
  IconWriting,
} from '@tabler/icons-react';

/** Each question type's icon, beside its name in lists and badges. */
export const TYPE_ICONS: Record<QuestionType, typeof IconCircleDot> = {
  'single-choice': IconCircleDot,
  'multiple-choice': IconListCheck,
  'true-false': IconToggleLeft,
  'short-answer': IconWriting,
  numerical: IconHash,
  matching: IconLink,
  ordering: IconArrowsSort,
  essay: IconAlignLeft,
};
