import { describe, expect, it } from 'vitest';

describe('Zod in the browser', () => {
  it('runs without its eval fast path, which our CSP would report', async () => {
    await import('./zod-browser');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
