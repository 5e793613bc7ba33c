export * from './curriculum.ts';
export * from './director.ts';
export * from './photo.ts';
export * from './privacy.ts';
export * from './studio.ts';
export * from './terms.ts';
