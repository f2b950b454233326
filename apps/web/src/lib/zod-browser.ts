/**
 * Our pages' CSP allows no eval, so Zod's compiled fast path could never run here; without `jitless` Zod
 * still probes for it with `new Function`, which the browser reports as a CSP violation (Lighthouse's
 * best-practices "issues" audit). Set before any schema parses; the API keeps the fast path.
 *
 * Written where Zod keeps its configuration for every copy of itself (`globalThis.__zod_globalConfig`, read
 * when Zod loads) instead of `z.config`: importing Zod's config from the entry drew ~4 kB (gzip) of Zod into
 * every page's first script, where nothing else needs it. zod-browser.test.ts checks Zod reads it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(shared.__zod_globalConfig ??= {}).jitless = true;
export {};
