/**
 * ADR 0036: a page the API drew for her carries the answers its first screen was drawn from
 * (`#vitalia-first-data`, keyed by API path). Each is taken once, as its query's initial data, so the
 * app's first render is the page she already sees; a later load of the same query fetches as usual (and a
 * different person signing in on this page never gets them).
 */
let firstData: Record<string, unknown> | null = null;

export function takeFirstData<T>(path: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (firstData === null) {
    try {
      firstData = JSON.parse(document.getElementById('vitalia-first-data')?.textContent || '{}') as Record<
        string,
        unknown
      >;
    } catch {
      firstData = {};
    }
  }
  if (!Object.hasOwn(firstData, path)) return undefined;
  const value = firstData[path] as T;
  delete firstData[path];
  return value;
}
