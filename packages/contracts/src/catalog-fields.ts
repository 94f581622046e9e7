import { z } from 'zod';
import { queryEnum, queryText } from './paging.ts';
import { CATALOG_NAME_MAX, catalogNameMessages } from './catalog-messages.ts';
import { plainText } from './text.ts';

// The fields technologies and course categories share: a trimmed one-line name, a status, an id that names one.

export const CATALOG_STATUSES = ['active', 'inactive'] as const;
export const catalogStatus = z.enum(CATALOG_STATUSES, { error: 'Status must be one of: active, inactive' });
export type CatalogStatus = z.infer<typeof catalogStatus>;

export { CATALOG_NAME_MAX };

/** A name: text, trimmed, 1..max characters on one line; missing → required, another type → not text. */
export const catalogName = (label: string) => {
  const messages = catalogNameMessages(label);
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.notText),
    })
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: messages.required, abort: true })
        .max(CATALOG_NAME_MAX, messages.tooLong)
        .check(plainText(messages.notAllowed, 'single')),
    );
};

/** `/…/{id}`: an id that is not a uuid names nothing (404 with the resource's own message). */
export const idParams = (notFound: string) => z.object({ id: z.uuid({ error: notFound }) });

/** The filters of both lists: a search term and a status ('all' is the status not sent). */
export const catalogListFilters = z.object({
  searchTerm: queryText('Search term', 100),
  status: queryEnum(CATALOG_STATUSES, 'Status'),
});
