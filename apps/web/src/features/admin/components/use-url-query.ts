import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A table's filters, sort and page live in the URL: a link or a reload shows the same page. Empty values
 * are dropped; any change of filter goes back to page 1.
 */
export function useUrlQuery<T extends Record<string, string | number | undefined>>(
  numeric: (keyof T)[] = [],
) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const result: Record<string, string | number> = {};
    for (const [key, value] of params) result[key] = numeric.includes(key) ? Number(value) : value;
    return result as Partial<T>;
    // `numeric` is a constant list per table.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [query, update] as const;
}
