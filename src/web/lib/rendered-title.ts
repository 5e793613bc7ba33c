/**
 * The title a page gives itself, noted while the server renders it, so the HTML's `<title>`
 * is the page's own ("원장 소개 | 학원 이름") before any script runs, for search results and
 * link previews. Renders are synchronous, so one render's title cannot mix with another's.
 */
let noted: string | undefined;

export function noteRenderedTitle(title: string | undefined): void {
  noted = title;
}

/** The title the last render noted, and forget it for the next render. */
export function takeRenderedTitle(): string | undefined {
  const title = noted;
  noted = undefined;
  return title;
}
