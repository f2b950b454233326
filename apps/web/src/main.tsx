// First, so the worker starts before the app's other modules are evaluated (ADR 0054).
import '@/lib/intl-warmup';
import '@/lib/zod-browser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installConsoleNoiseFilter } from '@/utils/console-noise';
import { FIRST_SCREEN_MAX_MS, revealAppUnlessTyping } from '@/lib/first-screen';
import { App } from '@/app/app';
import './styles.css';

installConsoleNoiseFilter();

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');
// As a transition the first render is time-sliced: on a slow phone it yields to input every few
// milliseconds instead of blocking the main thread for hundreds (issue 11, total blocking time).
let booted = false;
const boot = () => {
  if (booted) return;
  booted = true;
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
};
// A page that arrives drawn (ADR 0026) is painted before the app starts: with a fast network and a slow
// processor the scripts would otherwise run first and hold that paint back. (A hidden tab paints no
// frames, hence the timer as well.)
function schedule() {
  window.setTimeout(revealAppUnlessTyping, FIRST_SCREEN_MAX_MS);
  if (document.getElementById('first-screen')) {
    requestAnimationFrame(() => setTimeout(boot, 0));
    setTimeout(boot, 100);
  } else boot();
}
// Scheduled from a microtask, not from this module's top level (ADR 0057): a trace that records stacks
// (Lighthouse, DevTools) re-parses the chunk of every function on a timer's stack, and the top level's is
// the whole 315 kB entry chunk.
queueMicrotask(schedule);
