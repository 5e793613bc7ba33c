/**
 * The browser's entry on a visitor's public page (docs/decisions/070-islands-on-public-pages.md).
 * The page is the server's HTML and stays so; this finds its islands (components/island.tsx)
 * and hydrates each when it is needed — at once, when the screen is wide enough for it, when it
 * comes into view, or when the visitor first reaches for it — fetching React and the island's
 * own code only then. A page whose islands all wait, such as /curriculum, runs no more than
 * this file until its form is scrolled to or its menu touched.
 */
import { SERVER_STATE_ID } from '#shared/server-state.ts';
import { islands } from './app/islands.ts';
import type { IslandName, IslandServices } from './components/island.tsx';
import { enablePageFonts } from './lib/enable-page-fonts.ts';
import { ISLAND_WAKE } from './lib/island-wake.ts';
import { loadOnce } from './lib/load-once.ts';

/**
 * What counts as reaching for an island: a pointer over it, a touch, focus, a key or a field
 * changed (a choice made without focus, as a test or an assistant makes it), or
 * another island waking it (lib/island-wake.ts).
 */
const REACH = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
  ISLAND_WAKE,
] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isCheckable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

/** What the visitor left in a field: its value, or whether a checkbox or radio is checked. */
function fieldState(control: Control): string | boolean {
  return isCheckable(control) ? control.checked : control.value;
}

/** Whether the visitor changed a field from what the page's HTML gave it. */
function changedFromHtml(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const initial = [...control.options].findIndex((option) => option.defaultSelected);
    return control.selectedIndex !== Math.max(initial, 0);
  }
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

function readJson<T>(text: string | null | undefined): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

// A dropped connection: the next island that is due asks again.
const loadRuntime = loadOnce(
  () => import('./island-runtime.tsx'),
  (module) => module.startRuntime(readJson(document.getElementById(SERVER_STATE_ID)?.textContent)),
);

/** An island waiting for its code: a button pressed meanwhile did nothing and is pressed again. */
interface Waiting {
  element: HTMLElement;
  pressed: HTMLButtonElement | null;
  /** From here React listens on the island itself and handles what the visitor does. */
  rooted: boolean;
  /**
   * Fields typed into or changed before the island had hydrated, each with what the visitor
   * left in it, to hand to it then: hydrating puts a field React owns back to the server's
   * value (a select its option), so the field itself no longer says what was chosen.
   */
  changed: Map<Control, string | boolean>;
  /** Hydrated: what the visitor does is React's. */
  done: boolean;
}

async function hydrate(waiting: Waiting): Promise<void> {
  const { element } = waiting;
  const load = islands[element.dataset.island as IslandName];
  if (!load) return;
  const [module, component] = await Promise.all([loadRuntime(), load()]);
  const props = readJson(element.dataset.props) ?? {};
  waiting.rooted = true;
  await module.hydrateIsland(element, component, props, readJson<IslandServices>(element.dataset.services));
  waiting.done = true;
  for (const [control, state] of waiting.changed) module.replayChange(control, state);
  waiting.changed.clear();
  const button = waiting.pressed;
  if (button?.isConnected && !button.disabled) button.click();
}

function watch(element: HTMLElement): void {
  const waiting: Waiting = { element, pressed: null, rooted: false, changed: new Map(), done: false };
  // Only fields send these (and a text the page makes editable, which the replay passes by).
  const remember = (event: Event) => {
    const control = event.target as Control;
    if (!waiting.done && 'value' in control) waiting.changed.set(control, fieldState(control));
  };
  element.addEventListener('input', remember, { capture: true });
  element.addEventListener('change', remember, { capture: true });
  let started = false;
  const listen = () => {
    for (const type of REACH) element.addEventListener(type, start, { passive: true });
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of REACH) element.removeEventListener(type, start);
    hydrate(waiting).catch(() => {
      // The island stays the working HTML it was (a link, a disclosure, typed fields), and
      // the visitor's next reach for it tries again.
      started = false;
      waiting.rooted = false;
      listen();
    });
  };
  // A field changed before this entry ran (it came with the rest of the script) was reached
  // for too: the island hydrates now, and the field is handed to it.
  for (const control of element.querySelectorAll<Control>('input, select, textarea'))
    if (changedFromHtml(control)) waiting.changed.set(control, fieldState(control));
  const when = element.dataset.when;
  if (when === 'load') {
    start();
    return;
  }
  if (when === 'media') {
    const query = window.matchMedia(element.dataset.media ?? 'all');
    if (query.matches) start();
    else query.addEventListener('change', () => query.matches && start(), { once: true });
    return;
  }
  // A menu opened or a field changed before the script arrived: reached for, taken over at once.
  if (waiting.changed.size > 0 || element.querySelector('details[open]')) {
    start();
    return;
  }
  listen();
  // The marker has no box of its own (display: contents): what it holds comes into view.
  const box = element.firstElementChild;
  if (when === 'visible' && box) {
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      start();
    });
    seen.observe(box);
  }
  element.addEventListener('click', (event) => {
    if (waiting.rooted || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button && button.type === 'button' && element.contains(button)) waiting.pressed = button;
  });
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) watch(element);
// The page has painted in the system font; its own subsets of the web font come now.
enablePageFonts();
