import type { FirstScreenTap } from '@vitalia/shared/first-screen';

/**
 * ADR 0026 and 0035: a landing page arrives with its first screen drawn at build time (#first-screen)
 * and the app's root out of sight. The copy works on its own (its links are links, its sign-in form
 * posts), so what she types before the app has loaded is hers: the moment the app's own screen mounts,
 * it takes over what she typed and where her cursor was, and the copy goes, in the same frame.
 */
export function revealApp(): void {
  const copy = document.getElementById('first-screen');
  const root = document.getElementById('root');
  const typed = copy ? readTyping(copy) : null;
  copy?.remove();
  root?.removeAttribute('aria-hidden');
  // After the commit this runs in (a layout effect), before the next paint: each change is then a whole
  // event to the app, rendered before the next one, as if she had typed and tapped there.
  if (typed && root)
    queueMicrotask(() => {
      adoptTyping(typed, root);
      replayTaps(root);
    });
}

const labelOf = (button: HTMLButtonElement) =>
  button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';

/** The taps the page's inline script kept (FIRST_SCREEN_TAPS_SCRIPT), on the app's same buttons, in order. */
function replayTaps(root: HTMLElement): void {
  const taps = (window as { __firstScreenTaps?: FirstScreenTap[] }).__firstScreenTaps ?? [];
  for (const tap of taps.splice(0)) {
    const same = [...root.querySelectorAll('button')].filter((button) => labelOf(button) === tap.label);
    same[tap.index]?.click();
  }
}

/** Whatever happens, the copy never outlives the app's start by more than this, unless she is typing in it. */
export const FIRST_SCREEN_MAX_MS = 10_000;

/** The backstop: a copy she is typing in stays until she stops (her text has nowhere else to go yet). */
export function revealAppUnlessTyping(): void {
  if (document.getElementById('first-screen')?.contains(document.activeElement)) {
    window.setTimeout(revealAppUnlessTyping, 1000);
    return;
  }
  revealApp();
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/** A control of the copy by the accessible name of its form and its own name, as the app draws it too. */
interface TypedControl {
  selector: string;
  value: string;
  checked: boolean | null;
}

interface Typing {
  controls: TypedControl[];
  focus: { selector: string; start: number | null; end: number | null } | null;
}

function selectorOf(control: Control): string | null {
  const formLabel = control.form?.getAttribute('aria-label');
  if (!formLabel || !control.name || control.type === 'hidden') return null;
  return `form[aria-label="${CSS.escape(formLabel)}"] [name="${CSS.escape(control.name)}"]`;
}

function readTyping(copy: HTMLElement): Typing {
  const controls: TypedControl[] = [];
  for (const control of copy.querySelectorAll<Control>('input[name], textarea[name]')) {
    const selector = selectorOf(control);
    if (!selector) continue;
    const checkable =
      control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
    controls.push({ selector, value: control.value, checked: checkable ? control.checked : null });
  }
  const focused = document.activeElement;
  const focusedControl =
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) && copy.contains(focused)
      ? focused
      : null;
  const focusSelector = focusedControl ? selectorOf(focusedControl) : null;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = focusedControl?.selectionStart ?? null;
    end = focusedControl?.selectionEnd ?? null;
  } catch {
    // E-mail inputs have no caret API: the caret goes to the end, where she was typing anyway.
  }
  return { controls, focus: focusSelector ? { selector: focusSelector, start, end } : null };
}

/**
 * Each typed value goes to the app's control the way typing would (the native setter, then an `input`
 * event), so the app's own state holds it; a box ticked in the copy is clicked. Then focus and caret move.
 */
function adoptTyping(typed: Typing, root: HTMLElement): void {
  for (const { selector, value, checked } of typed.controls) {
    const target = root.querySelector<Control>(selector);
    if (!target) continue;
    if (checked !== null) {
      if (target instanceof HTMLInputElement && target.checked !== checked) target.click();
      continue;
    }
    if (target.value === value) continue;
    const prototype = Object.getPrototypeOf(target) as typeof HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (!typed.focus) return;
  const target = root.querySelector<Control>(typed.focus.selector);
  if (!target) return;
  target.focus({ preventScroll: true });
  try {
    if (typed.focus.start !== null) target.setSelectionRange(typed.focus.start, typed.focus.end);
  } catch {
    // As above: no caret API on this kind of input.
  }
}
