/** A strong ETag of an answer's content, and the If-None-Match test against it. */
import { createHash } from 'node:crypto';

export function etagOf(prefix: string, value: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);
  return `"${prefix}-${hash}"`;
}

/**
 * Compared weakly, as RFC 9110 §13.1.2 asks of If-None-Match: the compression hook sends a
 * compressed answer's tag as `W/"…"`, and the browser sends that back.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return [...ifNoneMatch.matchAll(/"[^"]*"/g)].some(([tag]) => tag === etag);
}
