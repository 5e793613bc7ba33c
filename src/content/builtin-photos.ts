/**
 * The pictures that come with the site, by name and size, without the files themselves: the
 * server checks and stores references to them (`builtin:gallery-1`) as first-start content,
 * and the web app turns a reference into the file (src/content/builtin-photo-files.ts).
 */
export const BUILTIN_PHOTOS = {
  hero: { width: 1600, height: 800 },
  'gallery-1': { width: 800, height: 600 },
  'gallery-2': { width: 800, height: 600 },
  'gallery-3': { width: 800, height: 600 },
  'gallery-4': { width: 800, height: 600 },
  'gallery-5': { width: 800, height: 600 },
  'gallery-6': { width: 800, height: 600 },
  'gallery-7': { width: 800, height: 600 },
  'gallery-8': { width: 800, height: 600 },
  'facility-lesson-1': { width: 800, height: 600 },
  'facility-lesson-2': { width: 800, height: 600 },
  'facility-lesson-3': { width: 800, height: 600 },
  'facility-lounge-1': { width: 800, height: 600 },
  'facility-lounge-2': { width: 800, height: 600 },
  'facility-lounge-3': { width: 800, height: 600 },
  'facility-practice-1': { width: 800, height: 600 },
  'facility-practice-2': { width: 800, height: 600 },
  'facility-practice-3': { width: 800, height: 600 },
  'facility-stage-1': { width: 800, height: 600 },
  'facility-stage-2': { width: 800, height: 600 },
  'facility-stage-3': { width: 800, height: 600 },
  'profile-director': { width: 600, height: 600 },
  'profile-piano': { width: 600, height: 600 },
  'profile-vocal': { width: 600, height: 600 },
} as const;

export type BuiltinPhotoName = keyof typeof BUILTIN_PHOTOS;

export const BUILTIN_PREFIX = 'builtin:';

export function builtinPhotoName(src: string): BuiltinPhotoName | null {
  if (!src.startsWith(BUILTIN_PREFIX)) return null;
  const name = src.slice(BUILTIN_PREFIX.length);
  return Object.hasOwn(BUILTIN_PHOTOS, name) ? (name as BuiltinPhotoName) : null;
}

/** A reference to a bundled picture with its size, as first-start content stores it. */
export function builtinPhoto(name: BuiltinPhotoName, alt: string) {
  return { src: `${BUILTIN_PREFIX}${name}`, alt, ...BUILTIN_PHOTOS[name] };
}
