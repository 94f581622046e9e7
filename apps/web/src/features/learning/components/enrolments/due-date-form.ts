import type { StandardSchemaV1 } from '@standard-schema/spec';
import { dueDate } from '@talentpath/contracts/enrolments';
import { DUE_DATE_INVALID, DUE_DATE_PAST } from '@talentpath/contracts/learning-messages';
import { utcToday } from '../learner/due-date';

export type DueDateValues = { dueDate: string };
export type DueDateOutput = { dueDate: string | null };

/**
 * The due date field of the assign panel and the change dialog, for the one form approach (lib/form.ts): empty is
 * no due date; else a day that exists, today or later as a UTC day (the server checks the same, ADR 0032). The
 * messages are the contracts' own, so they are translated as the server's are.
 */
export function dueDateForm(today: () => string = utcToday): StandardSchemaV1<DueDateValues, DueDateOutput> {
  return {
    '~standard': {
      version: 1,
      vendor: 'talentpath',
      validate: (value) => {
        const raw = (value as Partial<DueDateValues> | null)?.dueDate ?? '';
        if (!raw.trim()) return { value: { dueDate: null } };
        const parsed = dueDate.safeParse(raw);
        if (!parsed.success || parsed.data === null)
          return { issues: [{ message: DUE_DATE_INVALID, path: ['dueDate'] }] };
        if (parsed.data < today()) return { issues: [{ message: DUE_DATE_PAST, path: ['dueDate'] }] };
        return { value: { dueDate: parsed.data } };
      },
    },
  };
}
