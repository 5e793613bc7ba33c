/**
 * `#{이름}`-style message texts: what a text names, which of those an event does not supply,
 * and the text with its variables filled in. Both the owner's preview and the sender use
 * `renderTemplate`, so the preview is what goes out.
 */

const VARIABLE = /#\{([^{}#]*)\}/g;

/** The variables a text names, each once, in order of first use. */
export function templateVariables(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!.trim()))];
}

/** Variables the text names that are not among `allowed` (the save refuses those). */
export function unknownVariables(text: string, allowed: readonly string[]): string[] {
  return templateVariables(text).filter((name) => !allowed.includes(name));
}

/**
 * The text with each `#{name}` replaced by its value; a name without a value stays as written,
 * so a missing value shows rather than vanishing silently.
 */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => values[name.trim()] ?? whole);
}
