/**
 * Whether the page being rendered or hydrated was drawn on the server for the person signed in
 * (docs/decisions/058-signed-in-pages-rendered-on-the-server.md). A visitor's render leaves
 * who is signed in to the browser, and the guards draw their waiting state until hydration is
 * over; a signed-in render carries the session in its data, so the guards and the page draw
 * from it on both sides alike.
 */
let signedIn = false;

export function setSignedInRender(value: boolean): void {
  signedIn = value;
}

export function renderedSignedIn(): boolean {
  return signedIn;
}
