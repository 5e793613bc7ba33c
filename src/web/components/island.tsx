/**
 * A part of a public page that moves (docs/decisions/070-islands-on-public-pages.md). A visitor's
 * public page is the server's HTML with no application around it: only its islands hydrate,
 * each as a React root of its own (src/web/islands.tsx), from the name and the props written
 * here. Signed-in people and the back office run the whole app, which renders an island as
 * any other component, inside the same marker: both sides draw the same HTML.
 *
 * The marker takes no room (`display: contents`, app/global.css). Its props go into the page
 * as JSON, so they must be plain data. Notices an island shows come from a provider inside the
 * marker, so that its own root has it too. No island asks for a confirmation: the confirm
 * dialog's provider is the app's (app/providers.tsx), and stays out of the islands' runtime.
 */
import { type ComponentType, createElement } from 'react';
import { ToastProvider } from './ui/toast.tsx';

/** Every island, by the name the browser's entry looks its module up by (app/islands.ts). */
export type IslandName =
  | 'header'
  | 'gallery'
  | 'enquiry-form'
  | 'studio-map'
  | 'book-board'
  | 'book-form'
  | 'book-log'
  | 'order-form'
  | 'pay-page'
  | 'pay-success'
  | 'pay-fail';

/**
 * When the browser hydrates an island: at once (`load`); when the visitor first reaches for it
 * (`interaction`: a touch, a key, a pointer over it), the part working as plain HTML until then;
 * when it comes into view or is reached for, whichever is first (`visible`); or when the screen
 * matches `media` (the gallery's slideshow, wide screens only).
 */
type IslandWhen = 'load' | 'interaction' | 'visible' | 'media';

export interface IslandServices {
  toast?: boolean;
}

interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  when: IslandWhen;
  media?: string;
  services?: IslandServices;
}

/** What an island draws inside its marker, on the server and in both kinds of browser root. */
export function IslandBody<P>({
  component,
  props,
  services = {},
}: Pick<IslandProps<P>, 'component' | 'props' | 'services'>) {
  let body = createElement(component as ComponentType<object>, props as object);
  if (services.toast) body = <ToastProvider>{body}</ToastProvider>;
  return body;
}

export function Island<P>({ name, component, props, when, media, services }: IslandProps<P>) {
  return (
    <div
      data-island={name}
      data-when={when}
      data-media={media}
      data-services={services ? JSON.stringify(services) : undefined}
      data-props={JSON.stringify(props)}
    >
      <IslandBody component={component} props={props} services={services} />
    </div>
  );
}
