// Instruments and notation, drawn in local units and placed with g().

import { g, random } from './shapes.mjs';

// Alto saxophone, about 230 × 420 in local units, bell facing right.
export const saxophone = (fill = 'url(#brass)', keys = '#fff1cf') => `
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
export const microphone = (p) => `
  <rect x="20" y="0" width="80" height="150" rx="40" fill="${p.ink}"/>
  <rect x="26" y="6" width="68" height="138" rx="34" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.8"/>
  ${[30, 50, 70, 90, 110].map((y) => `<path d="M30 ${y} H90" stroke="${p.accent}" stroke-opacity="0.45" stroke-width="2"/>`).join('')}
  <rect x="34" y="150" width="52" height="26" rx="6" fill="${p.accent}"/>
  <path d="M8 90 C8 200 112 200 112 90" stroke="${p.ink}" stroke-width="8" fill="none"/>
  <path d="M60 190 V400" stroke="${p.ink}" stroke-width="10"/>
  <path d="M10 410 L60 396 L110 410" stroke="${p.ink}" stroke-width="10" fill="none" stroke-linecap="round"/>`;

export const note = (x, y, s, color) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="13" ry="9.5" transform="rotate(-22)" fill="${color}"/><path d="M11 -3 V-62 q14 10 22 28" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );

export const beamed = (x, y, s, color) =>
  g(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="13" ry="9.5" transform="rotate(-22)" fill="${color}"/><ellipse cx="48" cy="-8" rx="13" ry="9.5" transform="rotate(-22 48 -8)" fill="${color}"/><path d="M11 -3 V-64 M59 -11 V-72" stroke="${color}" stroke-width="4"/><path d="M11 -64 L59 -72 V-62 L11 -54 Z" fill="${color}"/>`,
  );

// Five gently waving lines, with notes riding on them.
export function staff(x, y, w, amp, color, seed, count = 6) {
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

export const pianoKeys = (x, y, w, h, p, n = 14) => {
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

export const uprightPiano = (p) => `
  <rect x="0" y="0" width="300" height="230" rx="10" fill="${p.ink}"/>
  <rect x="18" y="24" width="264" height="70" rx="6" fill="${p.warm}" opacity="0.35"/>
  <rect x="-10" y="110" width="320" height="16" rx="4" fill="${p.ink}"/>
  ${pianoKeys(0, 126, 300, 40, p, 20)}
  <rect x="-10" y="166" width="320" height="12" fill="${p.ink}"/>
  <rect x="10" y="178" width="20" height="90" fill="${p.ink}"/><rect x="270" y="178" width="20" height="90" fill="${p.ink}"/>
  <rect x="110" y="40" width="80" height="46" rx="3" fill="#fbf6ec" opacity="0.9"/>`;

export const musicStand = (p, color = p.ink) => `
  <path d="M0 0 L150 -10 L156 90 L6 100 Z" fill="${color}"/>
  <path d="M14 12 L138 4 L142 78 L18 86 Z" fill="#fbf6ec" opacity="0.92"/>
  ${[22, 36, 50, 64].map((yy) => `<path d="M24 ${yy + 6} L132 ${yy - 2}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="2"/>`).join('')}
  <path d="M78 96 V300 M78 300 L28 340 M78 300 L128 340 M78 300 V345" stroke="${color}" stroke-width="7" stroke-linecap="round" fill="none"/>`;

export const guitar = (body, neck) => `
  <rect x="52" y="-170" width="16" height="230" rx="4" fill="${neck}"/>
  <rect x="46" y="-200" width="28" height="40" rx="8" fill="${neck}"/>
  <circle cx="60" cy="90" r="48" fill="${body}"/><circle cx="60" cy="170" r="62" fill="${body}"/>
  <rect x="40" y="92" width="40" height="50" fill="${body}"/>
  <circle cx="60" cy="118" r="16" fill="${neck}"/>
  <rect x="38" y="180" width="44" height="10" rx="3" fill="${neck}"/>`;

export const saxStand = (color) =>
  `<path d="M0 0 L-40 70 M0 0 L40 70 M0 0 V-70 M-16 -70 H16" stroke="${color}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
