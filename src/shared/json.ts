/** `text` read as JSON, or `fallback` when it is not JSON (stored or sent text we cannot trust). */
export function parseJsonOr(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}
