/** The navigation link the page at `pathname` belongs to: the longest link it equals or lies below, if any. */
export function currentLink(links: readonly string[], pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  let best: string | null = null;
  for (const link of links) {
    const inside = path === link || path.startsWith(`${link}/`);
    if (inside && (best === null || link.length > best.length)) best = link;
  }
  return best;
}
