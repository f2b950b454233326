/**
 * ADR 0026: a landing page arrives with its first screen drawn at build time (#first-screen, inert) and
 * the app's root out of sight. The moment the app's own screen mounts, the copy goes and the root shows,
 * in the same frame.
 */
export function revealApp(): void {
  document.getElementById('first-screen')?.remove();
}

/** Whatever happens, the copy never outlives the app's start by more than this. */
export const FIRST_SCREEN_MAX_MS = 10_000;
