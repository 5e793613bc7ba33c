/**
 * The instant the server rendered the page at. The browser's first render reads the time from
 * here, so that what depends on the hour (past hours on the board, today's weekday) hydrates
 * exactly as the server rendered it; components then move to the browser's own clock.
 */
let renderedAt: number | undefined;

export function setRenderTime(instant: number | undefined): void {
  renderedAt = instant;
}

/** The server's render time while a page is rendered or hydrated, else now. */
export function renderTime(): Date {
  return new Date(renderedAt ?? Date.now());
}
