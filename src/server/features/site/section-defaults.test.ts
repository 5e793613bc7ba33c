/**
 * What every section starts as on first start passes that section's own rules unchanged: the
 * owner's first publish of a section must never fail on a field they did not touch (the
 * placeholder business number once did).
 */
import { describe, expect, it } from 'vitest';
import { cleanContent } from './section.ts';
import { siteSections } from './sections.ts';

describe('the first-start content of every section', () => {
  it.each(siteSections.map((section) => [section.key, section] as const))(
    '%s passes its own input rules and sanitiser, and is stored as it is',
    (_key, section) => {
      const defaults = section.defaults();
      const parsed = section.input.safeParse(defaults);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(parsed.data).toEqual(defaults);
      expect(cleanContent(section, defaults)).toEqual(defaults);
    },
  );
});
