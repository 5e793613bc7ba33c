/**
 * Where to go after signing in: the `next` query value when it is a path of this site, else
 * the home page. Anything that could leave the site (`//evil`, `/\evil`, `https://…`) is ignored.
 */
export function safeNext(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters would let a browser read the path as something else.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback;
  return value;
}

/** The login address that brings the visitor back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
