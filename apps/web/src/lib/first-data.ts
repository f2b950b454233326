/**
 * What the server put into the page as JSON (`<script type="application/json" id=…>`), or undefined where
 * it put nothing (an older page, a test, the build-time render) or it cannot be read.
 */
export function readInlineJson<T>(id: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * ADR 0036: a page the API drew for her carries the answers its first screen was drawn from
 * (`#vitalia-first-data`, keyed by API path). Each is taken once, as its query's initial data, so the
 * app's first render is the page she already sees; a later load of the same query fetches as usual (and a
 * different person signing in on this page never gets them).
 */
let firstData: Record<string, unknown> | null = null;

export function takeFirstData<T>(path: string): T | undefined {
  firstData ??= readInlineJson<Record<string, unknown>>('vitalia-first-data') ?? {};
  if (!Object.hasOwn(firstData, path)) return undefined;
  const value = firstData[path] as T;
  delete firstData[path];
  return value;
}

/**
 * Draws a page on the server from the answers it was given (ADR 0085), the same way the browser then
 * starts from them: each query takes its answer through `takeFirstData`. Rendering is synchronous, so no
 * other page's answers can be read in between.
 */
export function drawWithFirstData<T>(answers: Record<string, unknown>, draw: () => T): T {
  firstData = { ...answers };
  try {
    return draw();
  } finally {
    firstData = null;
  }
}
