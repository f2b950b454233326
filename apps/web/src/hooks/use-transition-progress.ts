import { useEffect, useRef, useState } from 'react';
import {
  TRANSITION_FINAL_DELAY_MS,
  TRANSITION_STEP_MS,
  TRANSITION_STEP_PERCENT,
} from '@vitalia/shared/constants/app';

/** SPEC §2: +2% every 50 ms up to 100, then `onComplete` after 300 ms. */
export function useTransitionProgress(active: boolean, onComplete: () => void): number {
  const [progress, setProgress] = useState(0);
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;

  useEffect(() => {
    if (!active) {
      setProgress(0);
      return;
    }
    const timer = window.setInterval(() => {
      setProgress((current) => Math.min(100, current + TRANSITION_STEP_PERCENT));
    }, TRANSITION_STEP_MS);
    return () => window.clearInterval(timer);
  }, [active]);

  useEffect(() => {
    if (!active || progress < 100) return;
    const timer = window.setTimeout(() => completeRef.current(), TRANSITION_FINAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active, progress]);

  return progress;
}

/** Which of the three steps a progress value belongs to (0, 1 or 2). */
export function transitionStep(progress: number): 0 | 1 | 2 {
  if (progress < 34) return 0;
  if (progress < 67) return 1;
  return 2;
}
