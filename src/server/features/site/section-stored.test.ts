import { describe, expect, it } from 'vitest';
import { defaultStudioSettings } from '#content/studio-defaults.ts';
import { STUDIO_FIELDS } from '../../testing/site.ts';
import { auditChanges, changedFields } from './section-changes.ts';
import { readStored, storeContent } from './section-stored.ts';
import { studioSection } from './sections.ts';

const readStoredStudio = (json: string) => readStored(studioSection, json);
const storeStudio = (content: ReturnType<typeof defaultStudioSettings>) =>
  storeContent(studioSection, content);

describe('a stored version read back', () => {
  const defaults = defaultStudioSettings();

  it('reads what was stored', () => {
    const stored = { ...defaults, name: '새음 음악학원', coordinates: { lat: 35.16, lng: 129.16 } };
    expect(readStoredStudio(storeStudio(stored))).toEqual(stored);
  });

  it('reads a field an old version lacks, or holds in another shape, as today’s default', () => {
    expect(
      readStoredStudio(JSON.stringify({ name: '예전 학원', phone: 21234567, coordinates: [37, 127] })),
    ).toEqual({
      ...defaults,
      name: '예전 학원',
    });
    expect(readStoredStudio('not json')).toEqual(defaults);
    expect(readStoredStudio('null')).toEqual(defaults);
  });

  it('is stored in one key order, without fields it does not know', () => {
    const shuffled = Object.fromEntries(Object.entries({ ...defaults, extra: 1 }).reverse());
    expect(storeStudio(shuffled as typeof defaults)).toBe(storeStudio(defaults));
    expect(Object.keys(JSON.parse(storeStudio(defaults)))).toEqual(STUDIO_FIELDS);
  });
});

describe('what a version changed', () => {
  const before = defaultStudioSettings();
  const after = { ...before, phone: '02-765-4321', coordinates: { lat: 37.55, lng: before.coordinates.lng } };

  it('names the changed fields in the form’s order', () => {
    expect(changedFields(studioSection, before, after)).toEqual(['coordinates', 'phone']);
    expect(changedFields(studioSection, before, { ...before })).toEqual([]);
  });

  it('gives the audit log each changed value as one line', () => {
    expect(auditChanges(studioSection, before, after, ['coordinates', 'phone'])).toEqual({
      before: { coordinates: '37.5497, 126.9138', phone: '02-123-4567' },
      after: { coordinates: '37.55, 126.9138', phone: '02-765-4321' },
    });
  });
});
