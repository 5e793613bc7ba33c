// Three photos for each room on the facility page: lesson rooms, lounge, stage and practice rooms.

import {
  airPurifier,
  chair,
  cup,
  door,
  lockers,
  pendantLamp,
  plant,
  shoeRack,
  sofa,
  speaker,
  waterPurifier,
  windowFrame,
} from './furniture.mjs';
import { microphone, musicStand, saxophone, saxStand, uprightPiano } from './instruments.mjs';
import { palettes } from './palette.mjs';
import { backdrop, curtains, floor, g, panels, seats, spotlight } from './shapes.mjs';

export const facilityScenes = {
  'facility-lesson-1': {
    svg: (w, h) => {
      const p = palettes.cream;
      return `${backdrop(w, h, p, { glowX: 0.3, seed: 21, bokeh: 4 })}${panels(450, 60, 4, 3, 70, 14, p.ink)}${floor(w, h, 470, p)}
        ${g(70, 230, 1, uprightPiano(p))}${g(430, 250, 0.9, musicStand(p))}${g(640, 320, 0.9, chair(p.accent))}`;
    },
  },
  'facility-lesson-2': {
    svg: (w, h) => {
      const p = palettes.dusk;
      return `${backdrop(w, h, p, { glowX: 0.6, seed: 22, bokeh: 8 })}${panels(60, 60, 8, 3, 70, 16, p.line)}${floor(w, h, 480, p)}
        ${g(200, 170, 0.75, saxophone())}${g(290, 450, 0.8, saxStand(p.ink))}${g(420, 200, 1, musicStand(p, p.ink))}${g(640, 330, 0.85, chair(p.warm))}`;
    },
  },
  'facility-lesson-3': {
    svg: (w, h) => {
      const p = palettes.amber;
      return `${backdrop(w, h, p, { glowX: 0.45, seed: 23, bokeh: 8 })}${panels(420, 50, 4, 3, 76, 14, p.ink)}${floor(w, h, 490, p)}
        ${g(120, 330, 1, speaker(p))}${g(300, 130, 0.85, microphone(p))}${g(560, 200, 1, musicStand(p))}`;
    },
  },
  'facility-lounge-1': {
    svg: (w, h) => {
      const p = palettes.cream;
      return `${backdrop(w, h, p, { glowX: 0.75, seed: 31, bokeh: 5 })}${g(520, 70, 1, windowFrame(210, 240, p))}${floor(w, h, 470, p)}
        ${g(400, 0, 1, pendantLamp(p))}${g(110, 300, 1, sofa(p.ink, p.accent))}${g(640, 390, 0.9, plant(p.accent, '#5f7d5a'))}`;
    },
  },
  'facility-lounge-2': {
    svg: (w, h) => {
      const p = palettes.amber;
      return `${backdrop(w, h, p, { glowX: 0.6, seed: 32, bokeh: 10 })}${floor(w, h, 500, p)}
        <rect x="0" y="400" width="800" height="26" fill="${p.ink}"/><rect x="20" y="426" width="760" height="174" fill="${p.ink}" opacity="0.75"/>
        ${g(110, 150, 1, waterPurifier(p))}${g(320, 330, 0.95, cup('#fbf6ec', p.ink))}${g(440, 330, 0.95, cup(p.ink, p.ink))}
        <rect x="560" y="300" width="120" height="100" rx="10" fill="#fbf6ec"/>${[0, 1, 2].map((i) => `<rect x="${576 + i * 34}" y="270" width="24" height="32" rx="4" fill="${p.warm}"/>`).join('')}`;
    },
  },
  'facility-lounge-3': {
    svg: (w, h) => {
      const p = palettes.cream;
      return `${backdrop(w, h, p, { glowX: 0.2, seed: 33, bokeh: 5 })}${floor(w, h, 480, p)}
        ${g(60, 90, 1, lockers(5, 5, p))}${g(420, 360, 1, shoeRack(p))}${g(620, 100, 0.9, `<rect x="0" y="0" width="80" height="50" rx="10" fill="${p.ink}"/><circle cx="40" cy="25" r="14" fill="${p.accent}"/><circle cx="40" cy="25" r="6" fill="${p.ink}"/>`)}
        ${g(672, 250, 0.95, airPurifier(p))}`;
    },
  },
  'facility-stage-1': {
    svg: (w, h) => {
      const p = palettes.night;
      return `${backdrop(w, h, p, { seed: 41, bokeh: 8 })}${spotlight(400, 60, 400, 500, 170, p)}${floor(w, h, 500, p)}
        ${curtains(w, h, p)}${g(350, 240, 0.65, microphone(p))}`;
    },
  },
  'facility-stage-2': {
    svg: (w, h) => {
      const p = palettes.dusk;
      return `${backdrop(w, h, p, { glowY: 0.25, seed: 42, bokeh: 10 })}
        <rect x="140" y="90" width="520" height="230" rx="8" fill="${p.glow}" opacity="0.2"/>${spotlight(400, 60, 400, 300, 150, p)}
        <rect x="100" y="300" width="600" height="30" fill="${p.ink}"/>${seats(w, 360, 5, p)}`;
    },
  },
  'facility-stage-3': {
    svg: (w, h) => {
      const p = palettes.night;
      return `${backdrop(w, h, p, { glowX: 0.5, seed: 43, bokeh: 14 })}${spotlight(260, 0, 260, 500, 170, p)}${spotlight(580, 0, 580, 500, 130, p)}${floor(w, h, 500, p)}
        ${g(120, 240, 0.95, uprightPiano(p))}${g(510, 200, 0.65, saxophone())}${g(585, 480, 0.6, saxStand(p.line))}`;
    },
  },
  'facility-practice-1': {
    svg: (w, h) => {
      const p = palettes.cream;
      return `${backdrop(w, h, p, { glowX: 0.5, seed: 51, bokeh: 4 })}${panels(60, 50, 9, 4, 66, 16, p.ink)}${floor(w, h, 470, p)}
        ${g(250, 190, 1.05, musicStand(p))}${g(470, 300, 0.95, chair(p.accent))}${g(630, 330, 0.9, speaker(p))}`;
    },
  },
  'facility-practice-2': {
    svg: (w, h) => {
      const p = palettes.amber;
      return `${backdrop(w, h, p, { seed: 52, bokeh: 8 })}${floor(w, h, 460, p)}
        ${[0, 1, 2, 3, 4].map((i) => g(30 + i * 156, 200, 1, door(p, i % 2 === 0))).join('')}
        ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${90 + i * 156}" cy="170" r="8" fill="${i % 2 === 0 ? '#6fcf97' : p.ink}" opacity="0.8"/>`).join('')}`;
    },
  },
  'facility-practice-3': {
    svg: (w, h) => {
      const p = palettes.night;
      return `${backdrop(w, h, p, { glowX: 0.4, seed: 53, bokeh: 10 })}${panels(440, 60, 4, 4, 70, 12, p.line)}${floor(w, h, 480, p)}
        ${g(80, 160, 0.75, saxophone())}${g(170, 450, 0.8, saxStand(p.line))}${g(330, 200, 1, musicStand(p, '#3a4566'))}${g(600, 350, 0.85, speaker({ ...p, ink: '#2f3a58' }))}`;
    },
  },
};
