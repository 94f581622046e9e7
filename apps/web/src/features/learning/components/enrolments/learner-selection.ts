// The learners chosen on the assign screen: kept by id (with the name, for the summary) across pages, searches and
// technology filters, so a coordinator can gather learners from several searches before assigning once.

export type Selectable = { id: string; name: string };
export type Selection = ReadonlyMap<string, string>;

export const EMPTY_SELECTION: Selection = new Map();

/** Adds the learner if they are not chosen, removes them if they are. */
export function toggleLearner(selection: Selection, learner: Selectable): Selection {
  const next = new Map(selection);
  if (next.has(learner.id)) next.delete(learner.id);
  else next.set(learner.id, learner.name);
  return next;
}

/** Chooses (or lets go of) every learner given: the selectable ones of the page on screen. */
export function setLearners(selection: Selection, learners: readonly Selectable[], chosen: boolean): Selection {
  const next = new Map(selection);
  for (const learner of learners) {
    if (chosen) next.set(learner.id, learner.name);
    else next.delete(learner.id);
  }
  return next;
}

/** How many of the page's selectable learners are chosen: every one, some, or none (also when there are none). */
export function pageSelection(selection: Selection, learners: readonly Selectable[]): 'all' | 'some' | 'none' {
  const chosen = learners.filter((learner) => selection.has(learner.id)).length;
  if (chosen === 0) return 'none';
  return chosen === learners.length ? 'all' : 'some';
}
