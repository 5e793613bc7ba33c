/**
 * Reading a stored version back. A version is kept as JSON for good, while the settings may
 * gain fields later: a field an old version lacks (or holds in another shape) reads as today's
 * default, so old versions still show and can still be restored.
 */
import { z } from 'zod';
import { STUDIO_FIELDS, type StudioSettings } from '#shared/schemas/site.ts';
import { defaultStudioSettings } from './studio-defaults.ts';

const coordinates = z.object({ lat: z.number(), lng: z.number() });

export function readStoredStudio(json: string): StudioSettings {
  const defaults = defaultStudioSettings();
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    stored = {};
  }
  const values = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const read = { ...defaults };
  for (const field of STUDIO_FIELDS) {
    const value = values[field];
    if (field === 'coordinates') {
      const parsed = coordinates.safeParse(value);
      if (parsed.success) read.coordinates = parsed.data;
    } else if (typeof value === 'string') {
      read[field] = value;
    }
  }
  return read;
}

/** Stored with its keys in one order, so equal settings are equal text. */
export function storeStudio(settings: StudioSettings): string {
  return JSON.stringify(Object.fromEntries(STUDIO_FIELDS.map((field) => [field, settings[field]])));
}
