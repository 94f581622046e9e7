import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { EmptyState, LoadError } from './list-state';

type Props = {
  /** The page loaded, if any (while loading the table shows its skeleton rows). */
  totalCount: number | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** A search or filter is on: "nothing matches" rather than "nothing yet". */
  filtered: boolean;
  icon: ReactNode;
  texts: {
    loadError: string;
    tryAgain: string;
    emptyTitle: string;
    emptyText: string;
    noMatchTitle: string;
    noMatchText: string;
  };
  /** The action that adds the first item, offered in the empty state. */
  addAction: ReactNode;
  children: ReactNode;
};

/** What a list screen shows under its toolbar: the error with a retry, an empty state, or the table. */
export function ListBody({ totalCount, failed, retrying, onRetry, filtered, icon, texts, addAction, children }: Props) {
  if (failed && totalCount === undefined)
    return <LoadError title={texts.loadError} retryLabel={texts.tryAgain} onRetry={onRetry} retrying={retrying} />;
  if (totalCount === 0)
    return filtered ? (
      <EmptyState icon={icon} title={texts.noMatchTitle} text={texts.noMatchText} />
    ) : (
      <EmptyState icon={icon} title={texts.emptyTitle} text={texts.emptyText} action={addAction} />
    );
  return <Stack gap="sm">{children}</Stack>;
}
