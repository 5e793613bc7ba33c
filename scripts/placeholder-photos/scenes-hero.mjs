// The wide 1600 × 800 banner: the hero picture of the first start (src/content/photos-defaults.ts).

import { microphone, saxophone, staff } from './instruments.mjs';
import { palettes } from './palette.mjs';
import { backdrop, floor, g, spotlight } from './shapes.mjs';

export const heroScenes = {
  hero: {
    size: [1600, 800],
    svg: (w, h) => {
      const p = palettes.night;
      return `${backdrop(w, h, p, { glowX: 0.72, glowY: 0.4, seed: 7, bokeh: 22 })}
        ${staff(-40, 330, 1100, 70, p.line, 3, 9)}
        ${spotlight(1150, 0, 1150, 720, 260, p)}
        ${floor(w, h, 700, p)}
        ${g(1020, 230, 1.15, saxophone())}
        ${g(220, 520, 0.9, microphone(p), 'opacity="0.55"')}`;
    },
  },
};
