export * from './photo.ts';
export * from './privacy.ts';
export * from './studio.ts';
export * from './terms.ts';
