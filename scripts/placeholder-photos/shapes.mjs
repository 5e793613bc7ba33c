// The room around each scene: background, floor, lights and the repeated wall and seat patterns.

// Deterministic randomness keeps re-runs byte-stable, so git only sees real changes.
export function random(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

export const g = (x, y, s, body, extra = '') =>
  `<g transform="translate(${x} ${y}) scale(${s})" ${extra}>${body}</g>`;

export function backdrop(w, h, p, { glowX = 0.5, glowY = 0.35, seed = 1, bokeh = 10 } = {}) {
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

export const floor = (w, h, y, p) =>
  `<path d="M0 ${y} H${w} V${h} H0 Z" fill="${p.floor}" opacity="0.85"/><path d="M0 ${y} H${w}" stroke="${p.line}" stroke-opacity="0.15" stroke-width="2"/>`;

export const spotlight = (x, y, tx, ty, spread, p) =>
  `<path d="M${x - 14} ${y} L${tx - spread} ${ty} L${tx + spread} ${ty} L${x + 14} ${y} Z" fill="url(#beam)"/>
   <ellipse cx="${tx}" cy="${ty}" rx="${spread}" ry="${spread * 0.16}" fill="${p.glow}" opacity="0.35"/>
   <rect x="${x - 22}" y="${y - 24}" width="44" height="30" rx="8" fill="${p.ink}"/>`;

export const panels = (x, y, cols, rows, size, gap, color) => {
  let s = '';
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      s += `<rect x="${x + c * (size + gap)}" y="${y + r * (size + gap)}" width="${size}" height="${size}" rx="6" fill="${color}" opacity="${0.16 + ((c + r) % 2) * 0.1}"/>`;
  return s;
};

export const curtains = (w, h, p) => {
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

export const seats = (w, y, rows, p) => {
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
