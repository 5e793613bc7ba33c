// Teacher portraits: square, with the figure in a disc and the teacher's instrument on a badge.

import { microphone, pianoKeys, saxophone } from './instruments.mjs';
import { palettes } from './palette.mjs';
import { avatar, person } from './people.mjs';
import { g } from './shapes.mjs';

export const profileScenes = {
  'profile-director': {
    size: [600, 600],
    svg: (w, h) =>
      avatar(w, h, palettes.night, person('#e8c4a0', '#24304d', 'short'), g(425, 386, 0.36, saxophone())),
  },
  'profile-vocal': {
    size: [600, 600],
    svg: (w, h) =>
      avatar(
        w,
        h,
        palettes.dusk,
        person('#f0cfae', '#8d4a33', 'long', '#3a241b'),
        g(452, 395, 0.3, microphone({ ink: '#f6e6c8', accent: '#f0b36a' })),
      ),
  },
  'profile-piano': {
    size: [600, 600],
    svg: (w, h) =>
      avatar(
        w,
        h,
        palettes.amber,
        person('#e3bc98', '#2a2238', 'bob', '#1f1612'),
        `<g transform="translate(426 440) rotate(-12)">${pianoKeys(0, 0, 92, 46, palettes.night, 6)}</g>`,
      ),
  },
};
