/**
 * The ARIA toolbar pattern: the toolbar is one stop in the Tab order; the arrow keys, Home and
 * End move between its controls, and Tab leaves it from where the person was. The controls get
 * their tabindex here, so adding a tool needs nothing but the `data-tool` attribute.
 */
import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const items = (toolbar: HTMLElement) => [...toolbar.querySelectorAll<HTMLElement>('[data-tool]')];

function makeCurrent(toolbar: HTMLElement, current: HTMLElement) {
  for (const item of items(toolbar)) item.tabIndex = item === current ? 0 : -1;
}

export function useRovingToolbar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const toolbar = ref.current;
    const first = toolbar && items(toolbar)[0];
    if (toolbar && first) makeCurrent(toolbar, first);
  }, [ref]);

  return {
    onFocus: (event: { target: EventTarget }) => {
      const toolbar = ref.current;
      if (toolbar && event.target instanceof HTMLElement && event.target.dataset.tool !== undefined)
        makeCurrent(toolbar, event.target);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const toolbar = ref.current;
      if (!toolbar) return;
      const all = items(toolbar);
      const at = all.indexOf(document.activeElement as HTMLElement);
      if (at < 0) return;
      const next = {
        ArrowRight: (at + 1) % all.length,
        ArrowLeft: (at - 1 + all.length) % all.length,
        Home: 0,
        End: all.length - 1,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      all[next]!.focus();
    },
  };
}
