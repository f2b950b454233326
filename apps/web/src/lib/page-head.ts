/**
 * The head the server wrote for the storefront page it served (ADR 0085: title, description, canonical,
 * Open Graph, schema.org; each tag marked `data-page-head`). It speaks of that page only: while she is on it
 * the app adds no second copy, and once she leaves it the tags go and the app's own take over.
 */
const SERVER_HEAD = '[data-page-head]';
let servedPath: string | null = typeof location === 'undefined' ? null : location.pathname;

/** Whether the page on screen still has the head the server wrote for it. */
export function serverHeadIsFor(pathname: string): boolean {
  return (
    servedPath === pathname && typeof document !== 'undefined' && document.querySelector(SERVER_HEAD) !== null
  );
}

/** Drops the server's head once she is on another page than the one it was written for. */
export function dropServerHeadUnlessAt(pathname: string): void {
  if (servedPath === pathname || typeof document === 'undefined') return;
  servedPath = null;
  for (const tag of document.querySelectorAll(SERVER_HEAD)) tag.remove();
}
