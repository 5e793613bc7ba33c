// Furniture and fittings for the room scenes, drawn in local units and placed with g().

export const chair = (color) => `
  <rect x="0" y="0" width="90" height="110" rx="14" fill="${color}"/>
  <rect x="-6" y="110" width="102" height="24" rx="8" fill="${color}"/>
  <path d="M6 134 L0 210 M84 134 L90 210" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`;

export const sofa = (body, cushion) => `
  <rect x="0" y="40" width="420" height="120" rx="30" fill="${body}"/>
  <rect x="30" y="0" width="360" height="110" rx="26" fill="${body}"/>
  <rect x="50" y="70" width="155" height="60" rx="16" fill="${cushion}"/>
  <rect x="215" y="70" width="155" height="60" rx="16" fill="${cushion}"/>
  <rect x="-10" y="50" width="60" height="120" rx="24" fill="${body}"/>
  <rect x="370" y="50" width="60" height="120" rx="24" fill="${body}"/>
  <path d="M30 170 v22 M390 170 v22" stroke="${body}" stroke-width="10" stroke-linecap="round"/>`;

export const plant = (pot, leaf) => `
  ${[-50, -25, 0, 25, 50].map((a, i) => `<ellipse cx="0" cy="-60" rx="16" ry="62" fill="${leaf}" opacity="${0.75 + (i % 2) * 0.2}" transform="rotate(${a} 0 20)"/>`).join('')}
  <path d="M-34 10 L34 10 L26 80 L-26 80 Z" fill="${pot}"/>`;

export const pendantLamp = (p) => `
  <path d="M0 0 V120" stroke="${p.ink}" stroke-width="3"/>
  <path d="M-50 170 Q0 90 50 170 Z" fill="${p.ink}"/>
  <ellipse cx="0" cy="172" rx="30" ry="8" fill="${p.glow}"/>
  <path d="M-40 175 L-130 420 L130 420 L40 175 Z" fill="url(#beam)" opacity="0.5"/>`;

export const windowFrame = (w, h, p, light = '#fff7e6') => `
  <rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="${light}" opacity="0.75"/>
  <path d="M${w / 2} 0 V${h} M0 ${h / 2} H${w}" stroke="${p.ink}" stroke-width="8" opacity="0.7"/>
  <rect x="0" y="0" width="${w}" height="${h}" rx="6" fill="none" stroke="${p.ink}" stroke-width="10" opacity="0.7"/>`;

export const cup = (color, steam) => `
  <path d="M0 0 H60 L54 60 Q50 72 30 72 Q10 72 6 60 Z" fill="${color}"/>
  <path d="M58 14 q26 4 18 26 q-6 12 -22 10" stroke="${color}" stroke-width="7" fill="none"/>
  <path d="M18 -14 q-10 -16 0 -30 q10 -14 0 -30 M40 -14 q-10 -16 0 -30 q10 -14 0 -30" stroke="${steam}" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>`;

export const speaker = (p) => `
  <rect x="0" y="0" width="90" height="150" rx="10" fill="${p.ink}"/>
  <circle cx="45" cy="38" r="18" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.7"/>
  <circle cx="45" cy="98" r="30" fill="none" stroke="${p.accent}" stroke-width="5" opacity="0.7"/>
  <circle cx="45" cy="98" r="10" fill="${p.accent}" opacity="0.7"/>`;

export const lockers = (cols, rows, p) => {
  let s = '';
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      s += `<rect x="${c * 64}" y="${r * 74}" width="58" height="68" rx="5" fill="${p.ink}" opacity="0.82"/><circle cx="${c * 64 + 46}" cy="${r * 74 + 34}" r="4" fill="${p.accent}"/>`;
  return s;
};

export const shoeRack = (p) => `
  <rect x="0" y="0" width="260" height="120" rx="6" fill="none" stroke="${p.ink}" stroke-width="6"/>
  <path d="M0 60 H260" stroke="${p.ink}" stroke-width="5"/>
  ${[20, 90, 160].map((x) => `<path d="M${x} 52 q0 -20 22 -22 h10 q14 4 20 22 Z M${x + 10} 112 q0 -20 22 -22 h10 q14 4 20 22 Z" fill="${p.warm}"/>`).join('')}`;

export const airPurifier = (p) => `
  <rect x="0" y="0" width="110" height="230" rx="26" fill="#fbf6ec"/>
  <circle cx="55" cy="70" r="34" fill="none" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="4"/>
  <circle cx="55" cy="70" r="20" fill="none" stroke="${p.ink}" stroke-opacity="0.25" stroke-width="4"/>
  ${[140, 156, 172, 188].map((y) => `<path d="M22 ${y} H88" stroke="${p.ink}" stroke-opacity="0.2" stroke-width="4" stroke-linecap="round"/>`).join('')}
  <circle cx="55" cy="20" r="5" fill="#6fcf97"/>
  <path d="M30 -20 q25 -20 50 0 M20 -40 q35 -28 70 0" stroke="#fbf6ec" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>`;

export const waterPurifier = (p) => `
  <rect x="0" y="0" width="110" height="250" rx="16" fill="#fbf6ec"/>
  <rect x="20" y="30" width="70" height="70" rx="10" fill="${p.ink}" opacity="0.14"/>
  <rect x="46" y="100" width="18" height="26" rx="4" fill="${p.ink}" opacity="0.7"/>
  <path d="M55 130 v30" stroke="#8fd3ff" stroke-width="5" stroke-dasharray="6 6" stroke-linecap="round"/>
  <rect x="20" y="176" width="70" height="10" rx="4" fill="${p.ink}" opacity="0.4"/>
  <circle cx="35" cy="50" r="5" fill="#8fd3ff"/><circle cx="75" cy="50" r="5" fill="#f28b82"/>`;

export const door = (p, lit) => `
  <rect x="0" y="0" width="120" height="260" rx="6" fill="${p.ink}" opacity="0.9"/>
  <rect x="30" y="36" width="60" height="80" rx="4" fill="${lit ? p.glow : p.bottom}" opacity="${lit ? 0.85 : 0.5}"/>
  <circle cx="100" cy="140" r="6" fill="${p.accent}"/>`;
