import { Fragment, type ReactNode } from 'react';
import type { GapPart } from '../../model/gaps';
import classes from '../taking.module.css';

type Props = {
  /** The text cut at its gaps (`gapParts` of a gap question's prompt, `clozeTextParts` of a Cloze text's pieces). */
  parts: readonly GapPart[];
  /** What stands in a gap: its control while taking, the answer given in a review. `index`: 0 for the first gap. */
  renderGap: (index: number) => ReactNode;
};

/**
 * A text with places to answer in it (a gap question's gaps, a Cloze text's parts) as it reads (its lines kept), each
 * place drawn where it stands, wrapping with the words.
 */
export function GapText({ parts, renderGap }: Props) {
  return (
    <div className={`${classes.prompt} ${classes.gapText}`}>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the text's, in its order
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <Fragment key={`gap-${part.index}`}>{renderGap(part.index)}</Fragment>
        ),
      )}
    </div>
  );
}
