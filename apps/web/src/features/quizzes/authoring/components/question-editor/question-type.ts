import type { QuestionType } from '@talentpath/contracts/questions';
import {
  IconAlignLeft,
  IconArrowsSort,
  IconBraces,
  IconCalculator,
  IconCircleDot,
  IconDragDrop,
  IconHash,
  IconLink,
  IconListCheck,
  IconSelect,
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
  'select-missing-words': IconSelect,
  'drag-drop-text': IconDragDrop,
  cloze: IconBraces,
  calculated: IconCalculator,
};
