/**
 * Parts of a back-office page that wait for a tap (a dialog, a form behind a button) come in
 * a chunk of their own, fetched the first time they are wanted: the page's first script stays
 * within its budget (README, figures), and a form library or a schema arrives with the form.
 */
import { type ComponentType, createElement, lazy, useState } from 'react';
import { loadOnce } from './load-once.ts';

type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches the chunk ahead (a button focused or pointed at); resolves once it is here. */
  preload(): Promise<void>;
  /** Its chunk is here: it renders without suspending, and needs no Suspense boundary. */
  isLoaded(): boolean;
};

/**
 * A named export as a lazy component; render it inside a Suspense boundary. Once its chunk is
 * here it renders at once, without suspending: a form unfolded after `preload` is in the page
 * in the same frame, so the next Tab reaches its first field.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  const loadModule = loadOnce(load, (module) => {
    Loaded = pick(module);
  });
  const Lazy = lazy(async () => {
    await loadModule();
    return { default: Loaded as ComponentType<P> };
  });
  const Component = ((props: P) =>
    createElement(Loaded ?? (Lazy as ComponentType<P>), props)) as LazyComponent<P>;
  Component.preload = async () => {
    await loadModule();
  };
  Component.isLoaded = () => Loaded !== undefined;
  return Component;
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
