// The gallery grid: instruments and music moods rather than rooms.

import { cup, windowFrame } from './furniture.mjs';
import { beamed, guitar, microphone, musicStand, note, pianoKeys, saxophone, staff } from './instruments.mjs';
import { palettes } from './palette.mjs';
import { backdrop, floor, g, seats, spotlight } from './shapes.mjs';

export const galleryScenes = {
  'gallery-1': {
    svg: (w, h) => {
      const p = palettes.night;
      return `${backdrop(w, h, p, { glowX: 0.5, glowY: 0.3, seed: 11 })}${spotlight(400, 0, 400, 520, 200, p)}${floor(w, h, 520, p)}${g(300, 140, 0.95, saxophone())}`;
    },
  },
  'gallery-2': {
    svg: (w, h) => {
      const p = palettes.dusk;
      const waves = [60, 100, 140].map(
        (r) =>
          `<path d="M${400 + r} ${240 - r * 0.8} a${r} ${r} 0 0 1 0 ${r * 1.6}" stroke="${p.line}" stroke-width="4" fill="none" opacity="${0.6 - r / 400}"/><path d="M${400 - r} ${240 - r * 0.8} a${r} ${r} 0 0 0 0 ${r * 1.6}" stroke="${p.line}" stroke-width="4" fill="none" opacity="${0.6 - r / 400}"/>`,
      );
      return `${backdrop(w, h, p, { glowX: 0.5, glowY: 0.4, seed: 12, bokeh: 14 })}${waves.join('')}${g(340, 150, 1, microphone(p))}`;
    },
  },
  'gallery-3': {
    svg: (w, h) => {
      const p = palettes.cream;
      return `${backdrop(w, h, p, { seed: 13, bokeh: 8 })}${staff(-20, 180, 840, 60, p.ink, 21, 7)}${staff(-20, 380, 840, -40, p.accent, 22, 5)}`;
    },
  },
  'gallery-4': {
    svg: (w, h) => {
      const p = palettes.night;
      return `${backdrop(w, h, p, { glowY: 0.2, seed: 14 })}${staff(40, 130, 720, 30, p.line, 31, 6)}
        <g transform="translate(0 360) skewX(-18)">${pianoKeys(60, 0, 900, 240, p, 17)}</g>`;
    },
  },
  'gallery-5': {
    svg: (w, h) => {
      const p = palettes.amber;
      return `${backdrop(w, h, p, { glowX: 0.35, seed: 15, bokeh: 12 })}${floor(w, h, 520, p)}
        ${g(200, 250, 1, guitar(p.ink, p.warm))}
        ${note(520, 200, 1.4, p.ink)}${beamed(600, 300, 1.2, p.ink)}${note(480, 380, 1, p.warm)}`;
    },
  },
  'gallery-6': {
    svg: (w, h) => {
      const p = palettes.cream;
      return `${backdrop(w, h, p, { glowX: 0.7, seed: 16, bokeh: 6 })}${g(560, 60, 1, windowFrame(200, 260, p))}${floor(w, h, 470, p)}
        ${g(180, 120, 1.3, musicStand(p))}
        <rect x="470" y="400" width="220" height="16" rx="6" fill="${p.ink}"/><path d="M490 416 V560 M670 416 V560" stroke="${p.ink}" stroke-width="10"/>
        ${g(545, 330, 1, cup(p.accent, p.ink))}`;
    },
  },
  'gallery-7': {
    svg: (w, h) => {
      const p = palettes.night;
      return `${backdrop(w, h, p, { seed: 17, bokeh: 16 })}${spotlight(180, 0, 180, 520, 140, p)}${spotlight(400, 0, 400, 520, 140, p)}${spotlight(620, 0, 620, 520, 140, p)}
        ${floor(w, h, 520, p)}${g(100, 250, 0.62, saxophone())}${g(360, 250, 0.65, microphone(p))}${g(560, 330, 0.9, guitar('#d99a45', '#6b3f1f'))}`;
    },
  },
  'gallery-8': {
    svg: (w, h) => {
      const p = palettes.dusk;
      return `${backdrop(w, h, p, { glowY: 0.25, seed: 18, bokeh: 24 })}
        <path d="M0 330 H800" stroke="${p.line}" stroke-opacity="0.2"/>${staff(120, 120, 560, 20, p.line, 41, 5)}
        ${seats(w, 380, 4, p)}`;
    },
  },
};
