import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's filters, sort and page live in the URL: a link or a reload shows the same page. Empty values
 * are dropped; any change of filter goes back to page 1, and drops the keyset `cursor` that belonged to the
 * page on screen.
 */
export function useUrlQuery<T extends Record<string, string | number | undefined>>(
  numeric: (keyof T)[] = [],
) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const result: Record<string, string | number> = {};
    for (const [key, value] of params) result[key] = numeric.includes(key) ? Number(value) : value;
    return result as Partial<T>;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `numeric` is a constant list per table.
  }, [params]);
  const update = useCallback(
    (changes: Partial<T>, { keepPage = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes))
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          if (!keepPage && !('page' in changes)) next.delete('page');
          if (!('cursor' in changes)) next.delete('cursor');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [query, update] as const;
}

/**
 * The text of a list's search box, kept in the URL under `key` a moment after typing stops (one request per
 * pause, not per key). A change of the URL from elsewhere (a link, a click on a member's name) shows in the box.
 */
export function useUrlSearchText<T extends Record<string, string | number | undefined>>(
  inUrl: string | undefined,
  update: (changes: Partial<T>) => void,
  key: keyof T & string,
  delayMs = 300,
) {
  const [text, setText] = useState(inUrl ?? '');
  const [seen, setSeen] = useState(inUrl);
  // Render-time sync (React's "adjusting state when a prop changes"): no effect, no flash of old text.
  if (seen !== inUrl) {
    setSeen(inUrl);
    setText(inUrl ?? '');
  }
  useEffect(() => {
    if (text === (inUrl ?? '')) return;
    const timer = setTimeout(() => update({ [key]: text || undefined } as Partial<T>), delayMs);
    return () => clearTimeout(timer);
  }, [text, inUrl, update, key, delayMs]);
  return [text, setText] as const;
}

/** A URL value that must be one of `allowed` (a hand-edited link cannot send the API something it refuses). */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** A page number from the URL: a whole number from 1, else the first page (a hand-edited link shows the list). */
export function pageFromUrl(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 1;
}
