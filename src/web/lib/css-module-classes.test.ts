/**
 * A class a component names in its CSS module must be there: `${styles.missing}` in a template
 * writes the word `undefined` into the page's class attribute (a reviewer read it in the HTML).
 * Scans every component's template class lists against the module it imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = join(import.meta.dirname, '..');

function componentFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** `${styles.x}` inside a template literal: the class lists that would print `undefined`. */
function templateClasses(source: string, name: string): string[] {
  const templates = source.match(/`[^`]*`/g) ?? [];
  const pattern = new RegExp(`\\$\\{${name}\\.(\\w+)\\}`, 'g');
  return templates.flatMap((template) => [...template.matchAll(pattern)].map((match) => match[1] as string));
}

describe('class names from CSS modules', () => {
  it('never names, in a class list, a class its module does not have', () => {
    const missing: string[] = [];
    for (const file of componentFiles(webRoot)) {
      const source = readFileSync(file, 'utf8');
      for (const [, name, path] of source.matchAll(/import (\w+) from '([^']+\.module\.css)';/g)) {
        const css = readFileSync(join(dirname(file), path as string), 'utf8');
        const defined = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((match) => match[1]));
        for (const used of templateClasses(source, name as string))
          if (!defined.has(used)) missing.push(`${file.slice(webRoot.length + 1)}: ${name}.${used}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
