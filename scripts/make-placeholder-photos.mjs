// Renders the placeholder photos in src/content/photos/ until the studio has real ones.
// Each picture is a small SVG illustration turned into WebP, so the site never shows blank
// boxes and the repository stays light. Re-run after editing a scene:
//   node scripts/make-placeholder-photos.mjs
// No text is drawn: the server has no Korean font, and words would render in a fallback face.

import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = fileURLToPath(new URL('../src/content/photos/', import.meta.url));
const QUALITY = 72;

const palettes = {
  night: {
    top: '#101829',
    bottom: '#2a3552',
    glow: '#e0a458',
    ink: '#0a101d',
    line: '#f3e3c3',
    accent: '#e0a458',
    warm: '#c8754a',
    floor: '#1a2238',
  },
  dusk: {
    top: '#231f3a',
    bottom: '#7a4636',
    glow: '#f0b36a',
    ink: '#17132a',
    line: '#f6e6c8',
    accent: '#f0b36a',
    warm: '#d9825b',
    floor: '#3a2633',
  },
  cream: {
    top: '#f8f0e1',
    bottom: '#e9d2ab',
    glow: '#ffffff',
    ink: '#24304d',
    line: '#24304d',
    accent: '#c8754a',
    warm: '#d9a05b',
    floor: '#dcc29a',
  },
  amber: {
    top: '#f3d49b',
    bottom: '#c77b4a',
    glow: '#fff3d6',
    ink: '#2a2238',
    line: '#2a2238',
    accent: '#fff3d6',
    warm: '#8d4a33',
    floor: '#b56a40',
  },
};

// Deterministic randomness keeps re-runs byte-stable, so git only sees real changes.
function random(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const g = (x, y, s, body, extra = '') =>
  `<g transform="translate(${x} ${y}) scale(${s})" ${extra}>${body}</g>`;

function backdrop(w, h, p, { glowX = 0.5, glowY = 0.35, seed = 1, bokeh = 10 } = {}) {
  const rnd = random(seed);
  let dots = '';
  for (let i = 0; i < bokeh; i++) {
    const r = (0.02 + rnd() * 0.05) * w;
    dots += `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h * 0.7).toFixed(0)}" r="${r.toFixed(0)}" fill="${rnd() > 0.4 ? p.glow : p.warm}" opacity="${(0.08 + rnd() * 0.14).toFixed(2)}"/>`;
  }
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.top}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient>
    <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="0.6"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="brass" gradientUnits="userSpaceOnUse" x1="60" y1="40" x2="240" y2="380"><stop offset="0" stop-color="#f7d48b"/><stop offset="0.5" stop-color="#d99a45"/><stop offset="1" stop-color="#9c5f28"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0.04"/></linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(w / 90).toFixed(1)}"/></filter>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  <g filter="url(#blur)">${dots}</g>`;
}

const floor = (w, h, y, p) =>
  `<path d="M0 ${y} H${w} V${h} H0 Z" fill="${p.floor}" opacity="0.85"/><path d="M0 ${y} H${w}" stroke="${p.line}" stroke-opacity="0.15" stroke-width="2"/>`;

// Alto saxophone, about 230 × 420 in local units, bell facing right.
const saxophone = (fill = 'url(#brass)', keys = '#fff1cf') => `
  <path d="M10 26 L34 20" stroke="#1b1b22" stroke-width="12" stroke-linecap="round"/>
  <path d="M30 22 C62 8 92 22 98 62" stroke="${fill}" stroke-width="11" fill="none" stroke-linecap="round"/>
  <path d="M98 60 L102 200" stroke="${fill}" stroke-width="22" stroke-linecap="round"/>
  <path d="M102 190 L106 300" stroke="${fill}" stroke-width="30" stroke-linecap="round"/>
  <path d="M106 296 C108 380 186 384 188 316" stroke="${fill}" stroke-width="40" fill="none" stroke-linecap="round"/>
  <path d="M188 322 L190 244" stroke="${fill}" stroke-width="46" stroke-linecap="round"/>
  <path d="M167 262 C168 222 156 196 140 172 L240 168 C224 194 212 222 213 262 Z" fill="${fill}"/>
  <ellipse cx="190" cy="170" rx="50" ry="12" fill="#8a5222" transform="rotate(-2 190 170)"/>
  <ellipse cx="190" cy="168" rx="43" ry="7.5" fill="#3b2410" transform="rotate(-2 190 168)"/>
  <path d="M111 80 L115 290" stroke="#fff6dc" stroke-width="3" stroke-linecap="round" opacity="0.35"/>
  ${[110, 140, 170, 205, 235, 265].map((y, i) => `<circle cx="${100 + i * 0.6}" cy="${y}" r="7" fill="${keys}" opacity="0.85"/>`).join('')}
  <path d="M118 320 C132 352 162 352 172 328" stroke="${keys}" stroke-width="3" fill="none" opacity="0.6"/>
  <circle cx="170" cy="280" r="6" fill="${keys}" opacity="0.7"/>`;

// Studio condenser microphone on a short stand, about 120 × 420.
const microphone = (p) => `
  <rect x="20" y="0" width="80" height="150" rx="40" fill="${p.ink}"/>
  <rect x="26" y="6" width="68" height="138" rx="34" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.8"/>
  ${[30, 50, 70, 90, 110].map((y) => `<path d="M30 ${y} H90" stroke="${p.accent}" stroke-opacity="0.45" stroke-width="2"/>`).join('')}
  <rect x="34" y="150" width="52" height="26" rx="6" fill="${p.accent}"/>
  <path d="M8 90 C8 200 112 200 112 90" stroke="${p.ink}" stroke-width="8" fill="none"/>
  <path d="M60 190 V400" stroke="${p.ink}" stroke-width="10"/>
  <path d="M10 410 L60 396 L110 410" stroke="${p.ink}" stroke-width="10" fill="none" stroke-linecap="round"/>`;

const note = (x, y, s, color) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="13" ry="9.5" transform="rotate(-22)" fill="${color}"/><path d="M11 -3 V-62 q14 10 22 28" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );

const beamed = (x, y, s, color) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="13" ry="9.5" transform="rotate(-22)" fill="${color}"/><ellipse cx="48" cy="-8" rx="13" ry="9.5" transform="rotate(-22 48 -8)" fill="${color}"/><path d="M11 -3 V-64 M59 -11 V-72" stroke="${color}" stroke-width="4"/><path d="M11 -64 L59 -72 V-62 L11 -54 Z" fill="${color}"/>`,
  );

// Five gently waving lines, with notes riding on them.
function staff(x, y, w, amp, color, seed, count = 6) {
  const rnd = random(seed);
  const lines = [0, 1, 2, 3, 4]
    .map((i) => {
      const yy = y + i * 14;
      return `<path d="M${x} ${yy} C${x + w * 0.3} ${yy - amp} ${x + w * 0.6} ${yy + amp} ${x + w} ${yy - amp * 0.4}" stroke="${color}" stroke-width="2" fill="none" opacity="0.55"/>`;
    })
    .join('');
  let notes = '';
  for (let i = 0; i < count; i++) {
    const t = (i + 0.6) / (count + 0.4);
    const nx = x + t * w;
    const ny = y + 20 + (rnd() - 0.5) * 40 + Math.sin(t * Math.PI * 2) * amp * 0.25;
    notes += rnd() > 0.5 ? beamed(nx, ny, 0.8, color) : note(nx, ny, 0.9, color);
  }
  return lines + notes;
}

const pianoKeys = (x, y, w, h, p, n = 14) => {
  const kw = w / n;
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbf6ec"/>`;
  for (let i = 1; i < n; i++)
    s += `<path d="M${x + i * kw} ${y} V${y + h}" stroke="#b9ab93" stroke-width="2"/>`;
  for (let i = 0; i < n - 1; i++) {
    if ([2, 6].includes(i % 7)) continue;
    s += `<rect x="${x + (i + 0.68) * kw}" y="${y}" width="${kw * 0.64}" height="${h * 0.6}" rx="3" fill="${p.ink}"/>`;
  }
  return s;
};

const uprightPiano = (p) => `
  <rect x="0" y="0" width="300" height="230" rx="10" fill="${p.ink}"/>
  <rect x="18" y="24" width="264" height="70" rx="6" fill="${p.warm}" opacity="0.35"/>
  <rect x="-10" y="110" width="320" height="16" rx="4" fill="${p.ink}"/>
  ${pianoKeys(0, 126, 300, 40, p, 20)}
  <rect x="-10" y="166" width="320" height="12" fill="${p.ink}"/>
  <rect x="10" y="178" width="20" height="90" fill="${p.ink}"/><rect x="270" y="178" width="20" height="90" fill="${p.ink}"/>
  <rect x="110" y="40" width="80" height="46" rx="3" fill="#fbf6ec" opacity="0.9"/>`;

const musicStand = (p, color = p.ink) => `
  <path d="M0 0 L150 -10 L156 90 L6 100 Z" fill="${color}"/>
  <path d="M14 12 L138 4 L142 78 L18 86 Z" fill="#fbf6ec" opacity="0.92"/>
  ${[22, 36, 50, 64].map((yy) => `<path d="M24 ${yy + 6} L132 ${yy - 2}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="2"/>`).join('')}
  <path d="M78 96 V300 M78 300 L28 340 M78 300 L128 340 M78 300 V345" stroke="${color}" stroke-width="7" stroke-linecap="round" fill="none"/>`;

const chair = (color) => `
  <rect x="0" y="0" width="90" height="110" rx="14" fill="${color}"/>
  <rect x="-6" y="110" width="102" height="24" rx="8" fill="${color}"/>
  <path d="M6 134 L0 210 M84 134 L90 210" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`;

const sofa = (body, cushion) => `
  <rect x="0" y="40" width="420" height="120" rx="30" fill="${body}"/>
  <rect x="30" y="0" width="360" height="110" rx="26" fill="${body}"/>
  <rect x="50" y="70" width="155" height="60" rx="16" fill="${cushion}"/>
  <rect x="215" y="70" width="155" height="60" rx="16" fill="${cushion}"/>
  <rect x="-10" y="50" width="60" height="120" rx="24" fill="${body}"/>
  <rect x="370" y="50" width="60" height="120" rx="24" fill="${body}"/>
  <path d="M30 170 v22 M390 170 v22" stroke="${body}" stroke-width="10" stroke-linecap="round"/>`;

const plant = (pot, leaf) => `
  ${[-50, -25, 0, 25, 50].map((a, i) => `<ellipse cx="0" cy="-60" rx="16" ry="62" fill="${leaf}" opacity="${0.75 + (i % 2) * 0.2}" transform="rotate(${a} 0 20)"/>`).join('')}
  <path d="M-34 10 L34 10 L26 80 L-26 80 Z" fill="${pot}"/>`;

const pendantLamp = (p) => `
  <path d="M0 0 V120" stroke="${p.ink}" stroke-width="3"/>
  <path d="M-50 170 Q0 90 50 170 Z" fill="${p.ink}"/>
  <ellipse cx="0" cy="172" rx="30" ry="8" fill="${p.glow}"/>
  <path d="M-40 175 L-130 420 L130 420 L40 175 Z" fill="url(#beam)" opacity="0.5"/>`;

const windowFrame = (w, h, p, light = '#fff7e6') => `
  <rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="${light}" opacity="0.75"/>
  <path d="M${w / 2} 0 V${h} M0 ${h / 2} H${w}" stroke="${p.ink}" stroke-width="8" opacity="0.7"/>
  <rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="none" stroke="${p.ink}" stroke-width="10" opacity="0.7"/>`;

const cup = (color, steam) => `
  <path d="M0 0 H60 L54 60 Q50 72 30 72 Q10 72 6 60 Z" fill="${color}"/>
  <path d="M58 14 q26 4 18 26 q-6 12 -22 10" stroke="${color}" stroke-width="7" fill="none"/>
  <path d="M18 -14 q-10 -16 0 -30 q10 -14 0 -30 M40 -14 q-10 -16 0 -30 q10 -14 0 -30" stroke="${steam}" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>`;

const speaker = (p) => `
  <rect x="0" y="0" width="90" height="150" rx="10" fill="${p.ink}"/>
  <circle cx="45" cy="38" r="18" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.7"/>
  <circle cx="45" cy="98" r="30" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.7"/>
  <circle cx="45" cy="98" r="10" fill="${p.accent}" opacity="0.7"/>`;

const panels = (x, y, cols, rows, size, gap, color) => {
  let s = '';
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      s += `<rect x="${x + c * (size + gap)}" y="${y + r * (size + gap)}" width="${size}" height="${size}" rx="6" fill="${color}" opacity="${0.16 + ((c + r) % 2) * 0.1}"/>`;
  return s;
};

const guitar = (body, neck) => `
  <rect x="52" y="-170" width="16" height="230" rx="4" fill="${neck}"/>
  <rect x="46" y="-200" width="28" height="40" rx="8" fill="${neck}"/>
  <circle cx="60" cy="90" r="48" fill="${body}"/><circle cx="60" cy="170" r="62" fill="${body}"/>
  <rect x="40" y="92" width="40" height="50" fill="${body}"/>
  <circle cx="60" cy="118" r="16" fill="${neck}"/>
  <rect x="38" y="180" width="44" height="10" rx="3" fill="${neck}"/>`;

const saxStand = (color) =>
  `<path d="M0 0 L-40 70 M0 0 L40 70 M0 0 V-70 M-16 -70 H16" stroke="${color}" stroke-width="7" stroke-linecap="round" fill="none"/>`;

const spotlight = (x, y, tx, ty, spread, p) =>
  `<path d="M${x - 14} ${y} L${tx - spread} ${ty} L${tx + spread} ${ty} L${x + 14} ${y} Z" fill="url(#beam)"/>
   <ellipse cx="${tx}" cy="${ty}" rx="${spread}" ry="${spread * 0.16}" fill="${p.glow}" opacity="0.35"/>
   <rect x="${x - 22}" y="${y - 24}" width="44" height="30" rx="8" fill="${p.ink}"/>`;

const curtains = (w, h, p) => {
  let s = `<path d="M0 0 H${w} V60 Q${w / 2} 90 0 60 Z" fill="${p.warm}"/>`;
  for (const side of [0, 1]) {
    const x0 = side ? w : 0;
    const dir = side ? -1 : 1;
    s += `<path d="M${x0} 0 H${x0 + dir * 130} Q${x0 + dir * 90} ${h * 0.45} ${x0 + dir * 150} ${h} H${x0} Z" fill="${p.warm}"/>`;
    for (let i = 1; i < 4; i++)
      s += `<path d="M${x0 + dir * i * 32} 0 Q${x0 + dir * (i * 24)} ${h * 0.45} ${x0 + dir * i * 36} ${h}" stroke="${p.ink}" stroke-opacity="0.25" stroke-width="4" fill="none"/>`;
  }
  return s;
};

const seats = (w, y, rows, p) => {
  let s = '';
  for (let r = 0; r < rows; r++) {
    const size = 34 + r * 10;
    const cols = Math.ceil(w / (size * 1.35)) + 1;
    const offset = (r % 2) * size * 0.6;
    for (let c = 0; c < cols; c++)
      s += `<rect x="${c * size * 1.35 - offset}" y="${y + r * (size * 0.9)}" width="${size}" height="${size}" rx="${size * 0.3}" fill="${p.ink}" opacity="${0.55 + r * 0.12}"/>`;
  }
  return s;
};

const lockers = (cols, rows, p) => {
  let s = '';
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      s += `<rect x="${c * 64}" y="${r * 74}" width="58" height="68" rx="5" fill="${p.ink}" opacity="0.82"/><circle cx="${c * 64 + 46}" cy="${r * 74 + 34}" r="4" fill="${p.accent}"/>`;
  return s;
};

const shoeRack = (p) => `
  <rect x="0" y="0" width="260" height="120" rx="6" fill="none" stroke="${p.ink}" stroke-width="6"/>
  <path d="M0 60 H260" stroke="${p.ink}" stroke-width="5"/>
  ${[20, 90, 160].map((x) => `<path d="M${x} 52 q0 -20 22 -22 h10 q14 4 20 22 Z M${x + 10} 112 q0 -20 22 -22 h10 q14 4 20 22 Z" fill="${p.warm}"/>`).join('')}`;

const airPurifier = (p) => `
  <rect x="0" y="0" width="110" height="230" rx="26" fill="#fbf6ec"/>
  <circle cx="55" cy="70" r="34" fill="none" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="4"/>
  <circle cx="55" cy="70" r="20" fill="none" stroke="${p.ink}" stroke-opacity="0.25" stroke-width="4"/>
  ${[140, 156, 172, 188].map((y) => `<path d="M22 ${y} H88" stroke="${p.ink}" stroke-opacity="0.2" stroke-width="4" stroke-linecap="round"/>`).join('')}
  <circle cx="55" cy="20" r="5" fill="#6fcf97"/>
  <path d="M30 -20 q25 -20 50 0 M20 -40 q35 -28 70 0" stroke="#fbf6ec" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>`;

const waterPurifier = (p) => `
  <rect x="0" y="0" width="110" height="250" rx="16" fill="#fbf6ec"/>
  <rect x="20" y="30" width="70" height="70" rx="10" fill="${p.ink}" opacity="0.14"/>
  <rect x="46" y="100" width="18" height="26" rx="4" fill="${p.ink}" opacity="0.7"/>
  <path d="M55 130 v30" stroke="#8fd3ff" stroke-width="5" stroke-dasharray="6 6" stroke-linecap="round"/>
  <rect x="20" y="176" width="70" height="10" rx="4" fill="${p.ink}" opacity="0.4"/>
  <circle cx="35" cy="50" r="5" fill="#8fd3ff"/><circle cx="75" cy="50" r="5" fill="#f28b82"/>`;

const door = (p, lit) => `
  <rect x="0" y="0" width="120" height="260" rx="6" fill="${p.ink}" opacity="0.9"/>
  <rect x="30" y="36" width="60" height="80" rx="4" fill="${lit ? p.glow : p.bottom}" opacity="${lit ? 0.85 : 0.5}"/>
  <circle cx="100" cy="140" r="6" fill="${p.accent}"/>`;

// Head and shoulders for profile avatars, about 300 × 300; hair tells the three apart.
const hairStyles = {
  short: (c) =>
    `<path d="M86 112 Q82 40 150 38 Q220 40 214 112 Q206 74 150 70 Q100 72 86 112 Z" fill="${c}"/>`,
  long: (c) => `<path d="M80 120 Q76 36 150 36 Q224 36 220 120 L232 250 Q150 270 68 250 Z" fill="${c}"/>`,
  bob: (c) =>
    `<path d="M78 150 Q70 38 150 36 Q230 38 222 150 Q214 164 204 150 Q206 86 150 78 Q112 82 96 150 Q88 164 78 150 Z" fill="${c}"/>`,
};
const person = (skin, clothes, hair, hairColor = '#2b1d16') => `
  ${hair === 'long' ? hairStyles.long(hairColor) : ''}
  <path d="M20 300 Q20 190 150 185 Q280 190 280 300 Z" fill="${clothes}"/>
  <path d="M120 186 L150 222 L180 186" fill="#fbf6ec" opacity="0.9"/>
  <rect x="130" y="150" width="40" height="50" rx="14" fill="${skin}"/>
  <circle cx="150" cy="108" r="62" fill="${skin}"/>
  ${hair === 'long' ? hairStyles.bob(hairColor) : hairStyles[hair](hairColor)}`;

const scenes = {
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

// A portrait disc with the teacher's instrument on a badge, like a profile picture.
function avatar(w, h, p, figure, instrument) {
  return `${backdrop(w, h, p, { seed: figure.length, bokeh: 10 })}
    <defs><clipPath id="disc"><circle cx="300" cy="300" r="230"/></clipPath></defs>
    <circle cx="300" cy="300" r="244" fill="${p.glow}" opacity="0.25"/>
    <g clip-path="url(#disc)"><circle cx="300" cy="300" r="230" fill="${p.line}" opacity="0.2"/>${g(82, 95, 1.45, figure)}</g>
    <circle cx="470" cy="458" r="74" fill="${p.top}" stroke="${p.glow}" stroke-opacity="0.6" stroke-width="6"/>
    ${instrument}`;
}

await mkdir(outDir, { recursive: true });
let total = 0;
for (const [name, scene] of Object.entries(scenes)) {
  const [w, h] = scene.size ?? [800, 600];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${scene.svg(w, h)}</svg>`;
  const file = `${outDir}${name}.webp`;
  await sharp(Buffer.from(svg)).webp({ quality: QUALITY, effort: 6 }).toFile(file);
  if (process.env.PREVIEW_DIR)
    await sharp(Buffer.from(svg)).png().toFile(`${process.env.PREVIEW_DIR}/${name}.png`);
  const { size } = await stat(file);
  total += size;
  console.log(`${name}.webp ${(size / 1024).toFixed(1)} KB`);
}
console.log(`total ${(total / 1024).toFixed(1)} KB`);
