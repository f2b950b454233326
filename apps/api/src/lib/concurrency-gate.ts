/**
 * At most `limit` pieces of work at once; the rest wait in line (at most `queueMax`, past which `whenFull`
 * is thrown at once). A finishing piece hands its slot straight to the next in line, so a caller arriving
 * in between never takes it and the limit holds exactly.
 */
export function concurrencyGate(limit: number, options: { queueMax?: number; whenFull?: () => Error } = {}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      if (options.queueMax !== undefined && waiting.length >= options.queueMax)
        throw options.whenFull?.() ?? new Error('concurrency gate full');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The slot passes straight to the next in line; `running` only drops when nobody waits.
      if (next) next();
      else running -= 1;
    }
  };
}
