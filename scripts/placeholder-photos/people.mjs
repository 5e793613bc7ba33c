// Figures for the teacher profile photos.

import { backdrop, g } from './shapes.mjs';

// Head and shoulders for profile avatars, about 300 × 300; hair tells the three apart.
const hairStyles = {
  short: (c) =>
    `<path d="M86 112 Q82 40 150 38 Q220 40 214 112 Q206 74 150 70 Q100 72 86 112 Z" fill="${c}"/>`,
  long: (c) => `<path d="M80 120 Q76 36 150 36 Q224 36 220 120 L232 250 Q150 270 68 250 Z" fill="${c}"/>`,
  bob: (c) =>
    `<path d="M78 150 Q70 38 150 36 Q230 38 222 150 Q214 164 204 150 Q206 86 150 78 Q112 82 96 150 Q88 164 78 150 Z" fill="${c}"/>`,
};
export const person = (skin, clothes, hair, hairColor = '#2b1d16') => `
  ${hair === 'long' ? hairStyles.long(hairColor) : ''}
  <path d="M20 300 Q20 190 150 185 Q280 190 280 300 Z" fill="${clothes}"/>
  <path d="M120 186 L150 222 L180 186" fill="#fbf6ec" opacity="0.9"/>
  <rect x="130" y="150" width="40" height="50" rx="14" fill="${skin}"/>
  <circle cx="150" cy="108" r="62" fill="${skin}"/>
  ${hair === 'long' ? hairStyles.bob(hairColor) : hairStyles[hair](hairColor)}`;

// A portrait disc with the teacher's instrument on a badge, like a profile picture.
export function avatar(w, h, p, figure, instrument) {
  return `${backdrop(w, h, p, { seed: figure.length, bokeh: 10 })}
    <defs><clipPath id="disc"><circle cx="300" cy="300" r="230"/></clipPath></defs>
    <circle cx="300" cy="300" r="244" fill="${p.glow}" opacity="0.25"/>
    <g clip-path="url(#disc)"><circle cx="300" cy="300" r="230" fill="${p.line}" opacity="0.2"/>${g(82, 95, 1.45, figure)}</g>
    <circle cx="470" cy="458" r="74" fill="${p.top}" stroke="${p.glow}" stroke-opacity="0.6" stroke-width="6"/>
    ${instrument}`;
}
