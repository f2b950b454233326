import { INTL_WARMUP_PATH } from '@vitalia/shared/first-screen';

declare global {
  interface Window {
    /** Set once a page has started the Intl warm-up worker (a drawn page's starter script does it first). */
    __intlWarmup?: boolean;
  }
}

/**
 * ADR 0054: the first Intl formatter a page makes loads ICU's data for the whole browser process, 50-150 ms
 * of a slow phone's main thread during the app's first render. A worker makes it first, in parallel; the
 * drawn pages' starter script starts it with the app (at the first paint), every other page here, before
 * the app's modules run.
 */
export function startIntlWarmup(): void {
  if (window.__intlWarmup || typeof Worker === 'undefined') return;
  window.__intlWarmup = true;
  try {
    new Worker(INTL_WARMUP_PATH);
  } catch {
    // Without workers (or refused by a policy) the app formats as before, paying the load itself.
  }
}

startIntlWarmup();
