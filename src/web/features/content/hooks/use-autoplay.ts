/**
 * Advances a slideshow on a timer (spec §9: every 2500 ms). Written here rather than pulled in
 * as a plugin: the rules for stopping are ours — hover, keyboard focus, a pause button and the
 * visitor's reduced-motion setting all hold it still.
 */
import { useEffect } from 'react';

interface Advancer {
  scrollNext(): void;
}

export function useAutoplay(target: Advancer | undefined, delayMs: number, paused: boolean, restartKey = 0) {
  // restartKey: a manual move (dot, arrow) restarts the wait, so the next step is a full delay away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey only resets the timer.
  useEffect(() => {
    if (!target || paused) return;
    const timer = window.setInterval(() => target.scrollNext(), delayMs);
    return () => window.clearInterval(timer);
  }, [target, delayMs, paused, restartKey]);
}
