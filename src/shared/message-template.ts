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
 * so a missing value shows rather than vanishing silently — unless it is among `blanks`, the
 * names an event may leave out (a line said only when there is something to say). An empty
 * value takes the space before it along, so that a sentence left out leaves no gap.
 */
export function renderTemplate(
  text: string,
  values: Readonly<Record<string, string>>,
  blanks: readonly string[] = [],
): string {
  let blanked = false;
  const rendered = text.replace(/( ?)#\{([^{}#]*)\}/g, (whole, space: string, raw: string) => {
    const name = raw.trim();
    const value = values[name] ?? (blanks.includes(name) ? '' : undefined);
    if (value === undefined) return whole;
    if (value !== '') return `${space}${value}`;
    blanked = true;
    return '';
  });
  return blanked ? rendered.trimEnd() : rendered;
}
