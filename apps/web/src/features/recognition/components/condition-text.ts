import { useTranslation } from 'react-i18next';
import type { BadgeCondition } from '@talentpath/contracts/recognition';

/**
 * Says a badge's condition: what it asks ("5 courses completed in Kotlin"), or with `current` how far the reader
 * is ("3 of 5 courses completed in Kotlin"). `category`: the category's name; null for any category.
 */
export function useConditionText() {
  const { t } = useTranslation('recognition');
  return (condition: BadgeCondition, category: string | null, current?: number): string => {
    const count = condition.target;
    const shown = current === undefined ? undefined : Math.min(current, count);
    const progress = shown !== undefined;
    switch (condition.kind) {
      case 'courses-completed':
        if (condition.categoryId === null || category === null)
          return progress
            ? t('condition.progress.coursesAny', { current: shown, count })
            : t('condition.goal.coursesAny', { count });
        return progress
          ? t('condition.progress.coursesIn', { current: shown, count, category })
          : t('condition.goal.coursesIn', { count, category });
      case 'quiz-perfect':
        return progress
          ? t('condition.progress.quizPerfect', { current: shown, count })
          : t('condition.goal.quizPerfect', { count });
      case 'streak':
        return progress
          ? t('condition.progress.streak', { current: shown, count })
          : t('condition.goal.streak', { count });
      case 'points':
        return progress
          ? t('condition.progress.points', { current: shown, count })
          : t('condition.goal.points', { count });
    }
  };
}
