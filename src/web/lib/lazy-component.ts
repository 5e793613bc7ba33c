/**
 * Parts of a back-office page that wait for a tap (a dialog, a form behind a button) come in
 * a chunk of their own, fetched the first time they are wanted: the page's first script stays
 * within its budget (README, figures), and a form library or a schema arrives with the form.
 */
import { type ComponentType, lazy, useState } from 'react';

/** A named export as a lazy component; render it inside a Suspense boundary. */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  return lazy(async () => ({ default: pick(await load()) })) as unknown as ComponentType<P>;
}

/**
 * True from the first render in which `wanted` is: a dialog loaded on its first opening stays
 * mounted afterwards, so closing it plays out as it always did (its toast, its focus return).
 */
export function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  if (wanted && !once) setOnce(true);
  return once || wanted;
}
